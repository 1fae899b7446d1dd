/**
 * A local stand-in for the official rules site, for tests of `update-cr`
 * and `fetch-archive`: serves the pages and files a test gives it, and can
 * misbehave as real servers do (an HTTP error, a body cut off mid-file, no
 * answer at all, a failure only the first few times). Loopback only; it
 * counts the requests each path received.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How one path answers. */
export interface Route {
  /** The body (a page's HTML or a file's bytes). */
  body?: string | Uint8Array;
  status?: number;
  contentType?: string;
  /** Send the headers (with the full Content-Length) and this many bytes of the body, then drop the connection. */
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
  /** Replaces or adds the routes. */
  set: (routes: Record<string, Route>) => void;
  close: () => Promise<void>;
}

function send(res: ServerResponse, r: Route, cut?: number): void {
  const body = typeof r.body === 'string' ? Buffer.from(r.body) : Buffer.from(r.body ?? '');
  res.statusCode = r.status ?? 200;
  res.setHeader('content-type', r.contentType ?? 'text/plain; charset=utf-8');
  res.setHeader('content-length', body.length);
  if (cut === undefined) {
    res.end(body);
    return;
  }
  res.flushHeaders();
  res.write(body.subarray(0, cut), () => res.socket?.destroy());
}

/** Starts the server on a free loopback port. */
export async function serveRulesSite(routes: Record<string, Route> = {}): Promise<RulesSiteServer> {
  let table = { ...routes };
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
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
    if (r.failFirst && n <= r.failFirst) {
      if (r.failWith === 'cut') return send(res, r, Math.floor((r.body?.length ?? 0) / 2));
      return send(res, { body: 'unavailable', status: r.failWith ?? 503 });
    }
    send(res, r, r.cutAfter);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
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
