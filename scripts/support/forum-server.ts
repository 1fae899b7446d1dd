/**
 * Serves the mock forum pages (tests/fixtures/forums) from their own origin,
 * as a forum would: a strict Content-Security-Policy (scripts and requests
 * only from itself and the Grimoire site, styles only from its own
 * stylesheet), and `{{GRIMOIRE}}` replaced by the Grimoire site's address.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { projectRoot } from '../../src/registry/index.ts';
import type { RunningServer } from './static-server.ts';

const DIR = join(projectRoot, 'tests/fixtures/forums');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
};

/** Starts the forum server; `grimoire` is the site's URL ending in "/". */
export async function serveForums(grimoire: string): Promise<RunningServer> {
  const origin = new URL(grimoire).origin;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${origin}`,
    `connect-src 'self' ${origin}`,
    "style-src 'self'",
    "img-src 'self'",
    "object-src 'none'",
  ].join('; ');
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/+/, '');
    if (path === 'favicon.ico') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const file = join(DIR, path);
    if (!path || path.includes('..') || !existsSync(file)) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.setHeader('content-type', type);
    res.setHeader('content-security-policy', csp);
    const body = readFileSync(file, 'utf8').replaceAll('{{GRIMOIRE}}', grimoire);
    res.end(body);
  });
  // "localhost" rather than 127.0.0.1: another origin than the Grimoire site.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}/`,
    // A browser still open on the site keeps connections: ended here, or close() waits for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
