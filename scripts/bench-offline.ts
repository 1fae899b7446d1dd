/**
 * Offline in numbers:
 *   npm run bench:offline -- [dist]
 * Prints each language's offline pack (files, bytes as stored, and the sum
 * of the files brotli-compressed, about what a host that compresses sends),
 * the service worker's size, what a first visit downloads (every request
 * of a fresh Chromium loading a page and idling 3 s), and then, for English,
 * how long "Keep offline" takes on localhost and what a never-visited rule
 * page shows with the network off (the server down and Chromium offline).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { LANGS } from '../src/i18n/languages.ts';
import type { PackManifest } from '../src/offline/pack-schema.ts';
import { launchBrowser } from './support/browser.ts';
import { serveStatic } from './support/static-server.ts';

const [dist = 'dist'] = process.argv.slice(2);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const brotli = (b: Buffer) =>
  brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;

for (const lang of LANGS) {
  const file = join(dist, 'offline', `${lang}.json`);
  if (!existsSync(file)) continue;
  const m = JSON.parse(readFileSync(file, 'utf8')) as PackManifest;
  let compressed = 0;
  for (const [path] of m.files) {
    const f = join(dist, path.endsWith('/') || path === '' ? `${path}index.html` : path);
    compressed += brotli(readFileSync(f));
  }
  console.log(
    `offline pack ${lang}: ${m.files.length} files, ${mb(m.bytes)} stored, ${mb(compressed)} brotli (edition ${m.edition})`,
  );
}
const sw = join(dist, 'sw.js');
if (existsSync(sw)) {
  const b = readFileSync(sw);
  console.log(`sw.js: ${kb(b.length)} raw, ${kb(brotli(b))} brotli`);
}

let up = true;
const server = await serveStatic(() => (up ? dist : undefined));
const browser = await launchBrowser();
for (const path of ['en/', 'en/rules/701.17/']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map<string, number>();
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) =>
    sizes.set(urls.get(e.requestId) ?? e.requestId, e.encodedDataLength),
  );
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const rows = [...sizes].map(([u, n]) => [u.replace(server.url, '/'), n] as const);
  const total = rows.reduce((s, [, n]) => s + n, 0);
  console.log(
    `first visit of /${path}: ${rows.length} requests, ${kb(total)} on the wire (page only; the worker's own requests are not counted)`,
  );
  for (const [u, n] of rows.sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb(n).padStart(9)}  ${u}`);
  await context.close();
}
if (existsSync(join(dist, 'sw.js'))) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}en/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const t0 = Date.now();
  await page.click('button.offline-keep');
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('button.offline-remove')!.hidden,
    undefined,
    { timeout: 300_000 },
  );
  console.log(
    `Keep offline (en): ${((Date.now() - t0) / 1000).toFixed(1)} s; ${await page.textContent('.offline-status')} ${await page.textContent('.offline-space')}`,
  );
  up = false;
  await context.setOffline(true);
  await page.goto(`${server.url}en/rules/702.19/#702.19b`);
  console.log(
    `offline, never visited: /en/rules/702.19/ → "${(await page.textContent('h1'))?.trim()}"`,
  );
  await page.goto(`${server.url}en/search/?q=trample`);
  await page.waitForSelector('#search-results a');
  console.log(
    `offline search "trample": first result "${(await page.textContent('#search-results a'))?.trim()}"`,
  );
  up = true;
  await context.close();
}
await browser.close();
await server.close();
