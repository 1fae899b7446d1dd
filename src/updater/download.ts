/**
 * Downloads one URL with Node's own `fetch`: a timeout on every attempt
 * (covering the body too, so a server that stalls mid-file is caught), a
 * small bounded retry for what may pass (no answer, a reset or cut-off
 * connection, HTTP 5xx and 429), a size cap, and a check that the body is
 * as long as the server said. Every failure is an `UpdateError` of one line.
 */
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
  contentType: string;
  bytes: Uint8Array;
}

const USER_AGENT = 'Grimoire-rules-updater/1 (static site build)';

/** A failed attempt, and whether another one may succeed. */
interface Attempt {
  error: UpdateError;
  retry: boolean;
}

/** Downloads `url` (see the module comment). */
export async function download(url: string, o: DownloadOptions): Promise<Downloaded> {
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
  let res: Response;
  try {
    res = await fetch(url, { signal, redirect: 'follow', headers: { 'user-agent': USER_AGENT } });
  } catch (err) {
    return { error: fetchError(err, url, o.timeoutMs), retry: true };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    const retry = res.status >= 500 || res.status === 429;
    const text = `${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
    return { error: new UpdateError('http', `HTTP ${text} from ${url}`), retry };
  }
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > o.maxBytes) return tooLarge(url, o.maxBytes);
  const body = await readBody(res, url, o, declared);
  if (!(body instanceof Uint8Array)) return body;
  return { url: res.url || url, contentType: res.headers.get('content-type') ?? '', bytes: body };
}

/** The body, or what went wrong while it came. */
async function readBody(
  res: Response,
  url: string,
  o: DownloadOptions,
  declared: number,
): Promise<Uint8Array | Attempt> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (res.body)
      for await (const chunk of res.body) {
        size += chunk.byteLength;
        if (size > o.maxBytes) return tooLarge(url, o.maxBytes);
        chunks.push(chunk);
      }
  } catch (err) {
    const e = fetchError(err, url, o.timeoutMs);
    if (e.kind === 'timeout') return { error: e, retry: true };
    const of = Number.isFinite(declared) ? ` of ${declared}` : '';
    return { error: new UpdateError('cut-off', cutOff(url, size, of, err)), retry: true };
  }
  if (Number.isFinite(declared) && size !== declared)
    return {
      error: new UpdateError('cut-off', cutOff(url, size, ` of ${declared}`)),
      retry: true,
    };
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function cutOff(url: string, size: number, of: string, err?: unknown): string {
  const why = err ? ` (${causeOf(err).message})` : '';
  return `the download of ${url} was cut off after ${size}${of} bytes${why}`;
}

function tooLarge(url: string, max: number): Attempt {
  const mb = Math.round(max / 1024 / 1024);
  return {
    error: new UpdateError('too-large', `${url} is larger than ${mb} MB: not a rules file`),
    retry: false,
  };
}

/** The innermost cause of a fetch error (undici wraps the socket's error). */
function causeOf(err: unknown): { message: string; code?: string; name?: string } {
  let e = err as { cause?: unknown; message?: string; code?: string; name?: string };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return { message: e.message ?? String(err), code: e.code, name: e.name };
}

/** One line for an error thrown by fetch or while reading its body. */
export function fetchError(err: unknown, url: string, timeoutMs: number): UpdateError {
  const name = (err as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new UpdateError('timeout', `${url} did not answer within ${timeoutMs / 1000} s`);
  const c = causeOf(err);
  const host = new URL(url).host;
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
