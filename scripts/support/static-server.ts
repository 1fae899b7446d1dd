/**
 * Serves a built `dist/` on localhost the way a static host would: files,
 * directory index pages, 404.html for unknown paths, and the response
 * headers of `dist/_headers` (the format Netlify and Cloudflare Pages read).
 * Used by browser tests, screenshots and benchmarks.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';

/** The rules of a `_headers` file: a path pattern ("/api/*") and the headers its responses get. */
export function readHeadersFile(
  file: string,
): Array<{ pattern: RegExp; headers: [string, string][] }> {
  if (!existsSync(file)) return [];
  const rules: Array<{ pattern: RegExp; headers: [string, string][] }> = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const re = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${re}$`), headers: [] });
    } else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  return rules;
}

function site(dir: string) {
  return {
    files: sirv(dir, { dev: false, etag: true, extensions: ['html'] }),
    notFound: join(dir, '404.html'),
    headerRules: readHeadersFile(join(dir, '_headers')),
  };
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts a server for `dir` under `base` (e.g. "/" or "/grimoire/") on a free
 * port. `dir` may be a function, read on every request with the request's
 * path and query: the site then changes under the same address (a new
 * deployment; or one address answered from an older one, as a CDN's stale
 * object), and while it returns undefined every connection is dropped (the
 * network is down).
 */
export async function serveStatic(
  dir: string | ((url: string) => string | undefined),
  base = '/',
): Promise<RunningServer> {
  const sites = new Map<string, ReturnType<typeof site>>();
  const server: Server = createServer((req, res) => {
    const current = typeof dir === 'string' ? dir : dir(req.url ?? '/');
    if (current === undefined) {
      req.socket.destroy();
      return;
    }
    let s = sites.get(current);
    if (!s) sites.set(current, (s = site(current)));
    const { files, notFound, headerRules } = s;
    const u = req.url ?? '/';
    if (!u.startsWith(base)) {
      res.statusCode = 404;
      res.end('outside base');
      return;
    }
    req.url = `/${u.slice(base.length)}`;
    const path = req.url.split('?')[0]!;
    for (const rule of headerRules)
      if (rule.pattern.test(path)) for (const [k, v] of rule.headers) res.setHeader(k, v);
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
    // A browser still open on the site keeps connections: ended here, or close() waits for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
