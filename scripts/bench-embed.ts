/**
 * embed.js in numbers, and a look at it:
 *   npm run bench:embed -- [dist] [screenshot dir]
 * Prints embed.js's size (raw, gzip, brotli), then, on the mock Discourse
 * topic with 1 and 1,000 posts, the long tasks (PerformanceObserver
 * "longtask", > 50 ms) with embed.js and with it blocked; then
 * saves a screenshot of each mock forum page with a preview open.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { launchBrowser } from './support/browser.ts';
import { serveForums } from './support/forum-server.ts';
import { serveStatic } from './support/static-server.ts';

const [dist = 'dist', shots = 'screenshots/embed'] = process.argv.slice(2);
const js = readFileSync(join(dist, 'embed.js'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `embed.js: ${kb(js.length)} raw, ${kb(gzipSync(js).length)} gzip, ${kb(brotliCompressSync(js).length)} brotli`,
);

const site = await serveStatic(dist);
const forums = await serveForums(site.url);
const browser = await launchBrowser();

const page = await browser.newPage();
await page.addInitScript(() => {
  const w = window as unknown as { longTasks: number[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
});
// The same page with embed.js blocked tells the forum's own long tasks from the embed's.
for (const posts of [1, 1000]) {
  for (const embed of [false, true]) {
    await page.unrouteAll();
    if (!embed) await page.route('**/embed.js', (r) => r.abort());
    await page.goto(`${forums.url}discourse.html?posts=${posts}`);
    if (embed) {
      await page.waitForFunction(() => window.grimoireEmbed !== undefined);
      await page.evaluate(() => window.grimoireEmbed!.idle());
    } else await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    const r = await page.evaluate(() => ({
      links: document.querySelectorAll('a.grimoire-rule').length,
      tasks: (window as unknown as { longTasks: number[] }).longTasks,
    }));
    const tasks = r.tasks.length ? r.tasks.map((d) => `${d.toFixed(0)} ms`).join(', ') : 'none';
    console.log(
      `${posts} posts, ${embed ? `with embed.js: ${r.links} links` : 'embed.js blocked'}; long tasks: ${tasks}`,
    );
  }
}
await page.close();

mkdirSync(shots, { recursive: true });
const targets: Array<[string, string, number]> = [
  ['discourse.html', 'a.grimoire-rule >> nth=0', 1100],
  ['phpbb.html', 'a.grimoire-rule >> nth=0', 1100],
  ['blog.html', 'a.grimoire-rule >> nth=0', 1100],
  ['discourse.html', 'a.grimoire-rule >> nth=3', 360],
  ['blog.html', 'a.grimoire-rule >> nth=1', 360],
];
for (const [file, link, width] of targets) {
  const p = await browser.newPage({ viewport: { width, height: 640 } });
  await p.goto(forums.url + file);
  await p.waitForFunction(() => window.grimoireEmbed !== undefined);
  await p.evaluate(() => window.grimoireEmbed!.idle());
  await p.hover(link);
  await p.waitForFunction(() => !document.getElementById('grimoire-rule-preview')!.hidden);
  await p.waitForTimeout(100);
  const out = join(shots, `${file.replace('.html', '')}-${width}.png`);
  await p.screenshot({ path: out });
  console.log(out);
  await p.close();
}
await browser.close();
await forums.close();
await site.close();
