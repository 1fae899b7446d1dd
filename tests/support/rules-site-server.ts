/**
 * A local stand-in for the official rules site, for tests of `update-cr`
 * and `fetch-archive`, that answers as real servers and CDNs do: compressed
 * (gzip, deflate, brotli, with the Content-Length of the compressed body),
 * chunked (no Content-Length), redirected, or slowly; and misbehaves as they
 * can (an HTTP error, a body cut off mid-file, a Content-Length that is not
 * the body's, a redirect loop, no answer at all, a failure only the first
 * few times). Loopback only; it counts the requests each path received and
 * keeps the Accept-Encoding each asked with.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';

/** How a body is compressed on the wire ('deflate-raw': deflate without its zlib wrapper, as some servers send it). */
export type WireEncoding = 'gzip' | 'deflate' | 'deflate-raw' | 'br';

/** How one path answers. */
export interface Route {
  /** The body (a page's HTML or a file's bytes). */
  body?: string | Uint8Array;
  status?: number;
  contentType?: string;
  /** Compress the body so (the Content-Length is then the compressed size). */
  encoding?: WireEncoding;
  /** Send the body in chunks without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  /** Answer 302 with this Location (relative or absolute). */
  redirect?: string;
  /** Send the body in pieces of this many bytes, one every `dripMs` milliseconds. */
  drip?: { bytes: number; everyMs: number };
  /** Declare a Content-Length this many bytes off the body's real length (negative: shorter). */
  lengthOff?: number;
  /** Send the headers (with the full Content-Length) and this many bytes of the (encoded) body, then drop the connection. */
  cutAfter?: number;
  /** Never answer. */
  hang?: boolean;
  /** Answer the first n requests with `failWith` (503 by default) or a cut-off body ('cut'), then normally. */
  failFirst?: number;
  failWith?: number | 'cut';
}

export interface RulesSiteServer {
  /** The origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Requests per path so far. */
  hits: Map<string, number>;
  /** The Accept-Encoding header of the last request of each path. */
  accepted: Map<string, string>;
  /** Replaces or adds the routes. */
  set: (routes: Record<string, Route>) => void;
  close: () => Promise<void>;
}

const ENCODERS: Record<WireEncoding, (b: Buffer) => Buffer> = {
  gzip: (b) => gzipSync(b),
  deflate: (b) => deflateSync(b),
  'deflate-raw': (b) => deflateRawSync(b),
  br: (b) => brotliCompressSync(b),
};

/** The body as it goes on the wire, and its Content-Encoding. */
function wireBody(r: Route): { bytes: Buffer; encoding?: string } {
  const plain = typeof r.body === 'string' ? Buffer.from(r.body) : Buffer.from(r.body ?? '');
  if (!r.encoding) return { bytes: plain };
  const encoding = r.encoding === 'deflate-raw' ? 'deflate' : r.encoding;
  return { bytes: ENCODERS[r.encoding](plain), encoding };
}

/** Writes the answer straight to the socket: Node's server refuses a wrong Content-Length itself. */
function sendRaw(res: ServerResponse, r: Route, bytes: Buffer, encoding?: string): void {
  const head = [
    `HTTP/1.1 ${r.status ?? 200} OK`,
    `content-type: ${r.contentType ?? 'text/plain; charset=utf-8'}`,
    `content-length: ${bytes.length + (r.lengthOff ?? 0)}`,
    ...(encoding ? [`content-encoding: ${encoding}`] : []),
    'connection: close',
    '',
    '',
  ].join('\r\n');
  const socket = res.socket!;
  socket.write(head);
  socket.end(bytes);
}

async function drip(res: ServerResponse, bytes: Buffer, d: NonNullable<Route['drip']>) {
  for (let at = 0; at < bytes.length && !res.destroyed; at += d.bytes) {
    res.write(bytes.subarray(at, at + d.bytes));
    await new Promise((ok) => setTimeout(ok, d.everyMs));
  }
  res.end();
}

function send(res: ServerResponse, r: Route, cut?: number): void {
  const { bytes, encoding } = wireBody(r);
  if (r.lengthOff !== undefined) return sendRaw(res, r, bytes, encoding);
  res.statusCode = r.status ?? 200;
  res.setHeader('content-type', r.contentType ?? 'text/plain; charset=utf-8');
  if (encoding) res.setHeader('content-encoding', encoding);
  if (!r.chunked) res.setHeader('content-length', bytes.length);
  if (r.drip) return void drip(res, bytes, r.drip);
  if (cut !== undefined) {
    res.flushHeaders();
    res.write(bytes.subarray(0, cut), () => res.socket?.destroy());
    return;
  }
  if (!r.chunked) return void res.end(bytes);
  // Chunked: several writes after the headers went out, so Node frames them as chunks.
  res.flushHeaders();
  const step = Math.max(1, Math.ceil(bytes.length / 7));
  for (let at = 0; at < bytes.length; at += step) res.write(bytes.subarray(at, at + step));
  res.end();
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  table: Record<string, Route>,
  hits: Map<string, number>,
): void {
  const path = (req.url ?? '/').split('?')[0]!;
  const n = (hits.get(path) ?? 0) + 1;
  hits.set(path, n);
  const r = table[path];
  if (!r) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>Not found</title><p>Not found');
    return;
  }
  if (r.hang) return;
  if (r.redirect) {
    res.writeHead(302, { location: r.redirect, 'content-length': 0 });
    res.end();
    return;
  }
  if (r.failFirst && n <= r.failFirst) {
    if (r.failWith === 'cut') return send(res, r, Math.floor(wireBody(r).bytes.length / 2));
    return send(res, { body: 'unavailable', status: r.failWith ?? 503 });
  }
  send(res, r, r.cutAfter);
}

/** Starts the server on a free loopback port. */
export async function serveRulesSite(routes: Record<string, Route> = {}): Promise<RulesSiteServer> {
  let table = { ...routes };
  const hits = new Map<string, number>();
  const accepted = new Map<string, string>();
  const server = createServer((req, res) => {
    accepted.set((req.url ?? '/').split('?')[0]!, req.headers['accept-encoding'] ?? '');
    answer(req, res, table, hits);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    accepted,
    set: (more) => {
      table = { ...table, ...more };
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** A rules page that links the given files (hrefs as written), among other links, the way the official page does. */
export function rulesPage(...hrefs: string[]): string {
  const links = hrefs
    .map(
      (h) =>
        `<li><a href="${h.replace(/\.txt$/, '.pdf')}">PDF</a> <a class="btn" href="${h}">TXT</a></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rules</title></head>
<body>
<nav><a href="/en">Home</a> <a href="/en/news">News</a> <a href="/robots.txt">robots</a></nav>
<main>
<h1>Comprehensive Rules</h1>
<ul>
${links}
</ul>
<p><a href="/docs/MagicTournamentRules.pdf">Tournament Rules</a></p>
</main>
</body></html>`;
}
