/**
 * One HTTP GET with undici (the HTTP client Node's own `fetch` is built on),
 * as a browser makes it: redirects followed up to a limit (a loop or one
 * too many is an error), compressed answers accepted, chunked bodies read.
 * Unlike `fetch`, the body comes as the server sent it, so its size can be
 * checked against Content-Length (the size of the encoded body) before it
 * is decoded, strictly, by `decode-body.ts`.
 */
import { Agent, interceptors, request, type Dispatcher } from 'undici';
import { ACCEPT_ENCODING } from './decode-body.ts';

/** The most redirects followed for one URL (browsers follow 20; the rules site needs one or two). */
export const MAX_REDIRECTS = 5;

const USER_AGENT = 'Grimoire-rules-updater/1 (static site build)';

let agent: Dispatcher | undefined;
function dispatcher(): Dispatcher {
  agent ??= new Agent().compose(
    interceptors.redirect({ maxRedirections: MAX_REDIRECTS, throwOnMaxRedirect: true }),
  );
  return agent;
}

/** An answer: its status, headers, the URLs it went through, and its body as sent. */
export interface RawAnswer {
  status: number;
  statusText: string;
  /** The URL that answered (after redirects). */
  url: string;
  /** Every URL asked, the first one included. */
  chain: string[];
  header: (name: string) => string | undefined;
  body: Dispatcher.ResponseData['body'];
}

/** Sends the request; the body is still to be read. */
export async function httpGet(url: string, signal: AbortSignal): Promise<RawAnswer> {
  const history: string[] = [];
  const res = await request(url, {
    method: 'GET',
    dispatcher: dispatcher(),
    signal,
    headers: { 'user-agent': USER_AGENT, 'accept-encoding': ACCEPT_ENCODING, accept: '*/*' },
  });
  const context = (res as { context?: { history?: readonly URL[] } }).context;
  for (const u of context?.history ?? []) history.push(u.href);
  const chain = history.length ? history : [url];
  const header = (name: string) => {
    const v = res.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  return {
    status: res.statusCode,
    statusText: res.statusText ?? '',
    url: chain[chain.length - 1]!,
    chain,
    header,
    body: res.body,
  };
}
