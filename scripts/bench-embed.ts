/**
 * embed.js in numbers, and a look at it:
 *   npm run bench:embed -- [dist] [screenshot dir]
 * Prints embed.js's size (raw, gzip, brotli), the data a forum page fetches
 * (the numbers file once, one preview file per rule previewed, against
 * their budget; exit code 1 when over), then, on the mock Discourse
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

// What a forum page fetches: the numbers once, and one small file per rule previewed
// (before the preview files, a preview fetched its whole section: rules/702.json).
const EMBED_DATA_BUDGET = { numbersBrotliKB: 12, previewBrotliKB: 6 };
const sizes = (file: string) => {
  const b = readFileSync(join(dist, 'api/v1', file));
  return { raw: b.length, gzip: gzipSync(b).length, brotli: brotliCompressSync(b).length };
};
const show = (label: string, z: ReturnType<typeof sizes>) =>
  console.log(`${label}: ${kb(z.raw)} raw, ${kb(z.gzip)} gzip, ${kb(z.brotli)} brotli`);
const numbers = sizes('numbers.json');
show('numbers.json (once per page)', numbers);
show('a preview before: rules/702.json (section of 702.19b)', sizes('rules/702.json'));
const previews = ['preview/702.19.json', 'preview/701.17.json', 'preview/100.1.json'].map(
  (f) => [f, sizes(f)] as const,
);
for (const [f, z] of previews) show(`a preview now: ${f}`, z);
const biggest = Math.max(...previews.map(([, z]) => z.brotli));
const overData = [
  numbers.brotli / 1024 > EMBED_DATA_BUDGET.numbersBrotliKB &&
    `numbers.json ${kb(numbers.brotli)} brotli > ${EMBED_DATA_BUDGET.numbersBrotliKB} KB`,
  biggest / 1024 > EMBED_DATA_BUDGET.previewBrotliKB &&
    `a preview ${kb(biggest)} brotli > ${EMBED_DATA_BUDGET.previewBrotliKB} KB`,
].filter(Boolean);
if (overData.length) {
  console.error(`over budget: ${overData.join('; ')}`);
  process.exitCode = 1;
}

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
