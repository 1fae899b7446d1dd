/**
 * Serves the bench copy of a site with its precompressed brotli files
 * (Content-Encoding: br), as a static host configured for it would.
 */
import { createServer, type Server } from 'node:http';
import sirv from 'sirv';

export interface BenchServer {
  url: string;
  close: () => Promise<void>;
}

export async function serveBrotli(dir: string): Promise<BenchServer> {
  const files = sirv(dir, { dev: false, etag: true, brotli: true, extensions: ['html'] });
  const server: Server = createServer((req, res) => {
    // Chromium advertises br only over HTTPS; this server answers as an HTTPS host would.
    req.headers['accept-encoding'] = 'br';
    // Cross-origin isolated, so that performance.now() counts in 5 µs steps, not 100 µs
    // (Chromium coarsens it otherwise): tier 0's keystrokes take a few tenths of a millisecond.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    // A browser still open on the site keeps connections: ended here, or close() waits for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
