/**
 * Downloads one URL the way a browser does (see `http-get.ts`: redirects up
 * to a limit, gzip, deflate and brotli, chunked bodies), with what a build
 * needs on top: a timeout on every attempt (covering the body too, so a
 * server that stalls or drips mid-file is caught), a small bounded retry for
 * what may pass (no answer, a reset or cut-off connection, HTTP 5xx and
 * 429), a size cap on the body as sent and as decoded, a check that the body
 * is as long as the server said (Content-Length counts the encoded bytes),
 * and a strict decoding that refuses a damaged or cut-off compressed body.
 * A URL with a user name or password is refused, and none is ever printed.
 * Every failure is an `UpdateError` of one line.
 */
import { DecodeError, decodeBody, encodingsOf } from './decode-body.ts';
import { httpGet, MAX_REDIRECTS, type RawAnswer } from './http-get.ts';
import { hasCredentials, showUrl } from './show-url.ts';
import { UpdateError } from './update-error.ts';

/** How downloads behave. */
export interface DownloadOptions {
  /** Milliseconds one attempt may take, body included. */
  timeoutMs: number;
  /** Attempts after the first one, for failures that may pass. */
  retries: number;
  /** Milliseconds to wait before the n-th retry is n times this. */
  retryDelayMs: number;
  /** Larger bodies are refused. */
  maxBytes: number;
}

export const DEFAULT_DOWNLOAD: DownloadOptions = {
  timeoutMs: 30_000,
  retries: 2,
  retryDelayMs: 1_000,
  maxBytes: 32 * 1024 * 1024,
};

/** A downloaded body. */
export interface Downloaded {
  /** The URL answered from (after redirects). */
  url: string;
  /** Every URL asked, the first one included (more than one after a redirect). */
  chain: string[];
  contentType: string;
  /** The body, decoded. */
  bytes: Uint8Array;
  /** The encodings it came in ("gzip", "br"…; none for a plain body). */
  encodings: string[];
}

/** A failed attempt, and whether another one may succeed. */
interface Attempt {
  error: UpdateError;
  retry: boolean;
}

/** Downloads `url` (see the module comment). */
export async function download(url: string, o: DownloadOptions): Promise<Downloaded> {
  if (hasCredentials(url))
    throw new UpdateError(
      'links',
      `${showUrl(url)} carries a user name or password in the link: refused (Grimoire sends no credentials)`,
    );
  let attempts = 0;
  for (;;) {
    if (attempts > 0) await new Promise((r) => setTimeout(r, o.retryDelayMs * attempts));
    attempts++;
    const r = await tryOnce(url, o);
    if ('bytes' in r) return r;
    if (!r.retry || attempts > o.retries) {
      const tries = attempts > 1 ? ` (tried ${attempts} times)` : '';
      throw new UpdateError(r.error.kind, `${r.error.message}${tries}`);
    }
  }
}

async function tryOnce(url: string, o: DownloadOptions): Promise<Downloaded | Attempt> {
  const signal = AbortSignal.timeout(o.timeoutMs);
  let res: RawAnswer;
  try {
    res = await httpGet(url, signal);
  } catch (err) {
    return requestFailed(err, url, o.timeoutMs);
  }
  const shown = showUrl(res.url);
  if (res.status < 200 || res.status > 299) {
    await res.body.dump().catch(() => undefined);
    const retry = res.status >= 500 || res.status === 429;
    const text = `${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
    const where = res.chain.length > 1 ? `${shown} (redirected from ${showUrl(url)})` : shown;
    return { error: new UpdateError('http', `HTTP ${text} from ${where}`), retry };
  }
  const declared = Number(res.header('content-length') ?? NaN);
  if (declared > o.maxBytes) return tooLarge(shown, o.maxBytes);
  const raw = await readBody(res, shown, o, declared);
  if (!(raw instanceof Uint8Array)) return raw;
  const encodings = encodingsOf(res.header('content-encoding'));
  let bytes: Uint8Array;
  try {
    bytes = decodeBody(raw, encodings, o.maxBytes);
  } catch (err) {
    if (!(err instanceof DecodeError)) throw err;
    if (err.reason === 'too-large') return tooLarge(shown, o.maxBytes);
    return {
      error: new UpdateError('cut-off', `${shown}: ${err.message}`),
      retry: err.reason === 'damaged',
    };
  }
  const contentType = res.header('content-type') ?? '';
  return { url: res.url, chain: res.chain, contentType, bytes, encodings };
}

/** The body as sent, or what went wrong while it came: its size must be what the server said. */
async function readBody(
  res: RawAnswer,
  shown: string,
  o: DownloadOptions,
  declared: number,
): Promise<Uint8Array | Attempt> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > o.maxBytes) {
        res.body.destroy();
        return tooLarge(shown, o.maxBytes);
      }
      chunks.push(chunk);
    }
  } catch (err) {
    const e = fetchError(err, shown, o.timeoutMs);
    const of = Number.isFinite(declared) ? ` of ${declared}` : '';
    if (e.kind === 'timeout')
      return { error: new UpdateError('timeout', slow(shown, size, of, o.timeoutMs)), retry: true };
    return { error: new UpdateError('cut-off', cutOff(shown, size, of, err)), retry: true };
  }
  if (Number.isFinite(declared) && size !== declared)
    return {
      error: new UpdateError('cut-off', cutOff(shown, size, ` of ${declared}`)),
      retry: true,
    };
  return Buffer.concat(chunks, size);
}

/** A request that got no answer: a redirect loop or one too many is final, the rest may pass. */
function requestFailed(err: unknown, url: string, timeoutMs: number): Attempt {
  const c = causeOf(err);
  const shown = showUrl(url);
  if (c.name === 'MaxRedirectsError' || /redirect loop/i.test(c.message))
    return {
      error: new UpdateError(
        'http',
        `${shown} redirects in a loop or more than ${MAX_REDIRECTS} times: give the file's final address`,
      ),
      retry: false,
    };
  if (c.name === 'InvalidArgumentError' || /protocol|scheme/i.test(c.message))
    return {
      error: new UpdateError(
        'http',
        `${shown} redirects to an address Grimoire cannot follow (${c.message})`,
      ),
      retry: false,
    };
  return { error: fetchError(err, shown, timeoutMs), retry: true };
}

function cutOff(url: string, size: number, of: string, err?: unknown): string {
  const why = err ? ` (${causeOf(err).message})` : '';
  return `the download of ${url} was cut off after ${size}${of} bytes${why}`;
}

function slow(url: string, size: number, of: string, timeoutMs: number): string {
  return `${url} answered but sent only ${size}${of} bytes within ${timeoutMs / 1000} s (a slow server; try --timeout with more seconds)`;
}

function tooLarge(url: string, max: number): Attempt {
  const mb = Math.round(max / 1024 / 1024);
  return {
    error: new UpdateError('too-large', `${url} is larger than ${mb} MB: not a rules file`),
    retry: false,
  };
}

/** The innermost cause of an error (undici wraps the socket's error). */
function causeOf(err: unknown): { message: string; code?: string; name?: string } {
  let e = err as { cause?: unknown; message?: string; code?: string; name?: string };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return { message: e.message ?? String(err), code: e.code, name: e.name };
}

/** One line for an error of a request or of reading its body (`url` as it may be shown). */
export function fetchError(err: unknown, url: string, timeoutMs: number): UpdateError {
  const name = (err as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new UpdateError('timeout', `${url} did not answer within ${timeoutMs / 1000} s`);
  const c = causeOf(err);
  const host = URL.canParse(url) ? new URL(url).host : url;
  switch (c.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new UpdateError('network', `no network: cannot resolve ${host} (${c.code})`);
    case 'ECONNREFUSED':
      return new UpdateError('network', `no network: ${host} refused the connection`);
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
      return new UpdateError('network', `no network: no route to ${host} (${c.code})`);
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return new UpdateError('network', `the connection to ${host} was reset (${c.message})`);
    default:
      return new UpdateError('network', `cannot fetch ${url}: ${c.message}`);
  }
}
