/**
 * Serves a built `dist/` on localhost the way a static host would: files,
 * directory index pages, and 404.html for unknown paths. Used by browser
 * tests, screenshots and benchmarks.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts a server for `dir` under `base` (e.g. "/" or "/grimoire/") on a free port. */
export async function serveStatic(dir: string, base = '/'): Promise<RunningServer> {
  const files = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  const notFound = join(dir, '404.html');
  const server: Server = createServer((req, res) => {
    const u = req.url ?? '/';
    if (!u.startsWith(base)) {
      res.statusCode = 404;
      res.end('outside base');
      return;
    }
    req.url = `/${u.slice(base.length)}`;
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
