/**
 * The one-page document of the edition in force, in numbers, against its budget:
 *   npm run bench:document -- [dist] [--cpu 4]
 * Prints the page's HTML size (raw, gzip, brotli) and its DOM nodes, then
 * opens it in Chromium as a 360 px phone with a 4× slower CPU (`--cpu`) and reports
 * the load time, long tasks (> 50 ms) while loading, and the frames while
 * scrolling through it (the slowest frame, and frames over 50 ms). Exits 1
 * when a number is over its budget. Needs a site built with the official
 * text imported (the shipped site has no document).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { launchBrowser } from './support/browser.ts';
import { serveStatic } from './support/static-server.ts';
import { documentPath } from '../src/urls/paths.ts';

/** The budget of the one-page document (2025-11-14, English: see docs/document-views.md). */
export const DOCUMENT_BUDGET = {
  brotliKB: 220,
  /** Elements and text nodes of the HTML as served. */
  domNodes: 30_000,
  /** Load on a 360 px phone with a 4× slower CPU. */
  loadMs: 12_000,
  /** The slowest frame while scrolling through the whole page, one screen per frame. */
  slowestFrameMs: 600,
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cpu: { type: 'string', default: '4' } },
});
const dist = positionals[0] ?? 'dist';
/** How many times slower than this machine the phone's CPU is emulated. */
const cpu = Number(values.cpu);
const current = (
  JSON.parse(readFileSync(join(dist, 'api/v1/index.json'), 'utf8')) as { current: string }
).current;
const path = documentPath('en', current);
const file = join(dist, path, 'index.html');
if (!existsSync(file)) {
  console.error(`${file} is missing: build the site with the official text of ${current} imported`);
  process.exit(1);
}
const html = readFileSync(file);
const kb = (n: number) => n / 1024;
let nodes = 0;
visit(fromHtml(html.toString('utf8')), () => {
  nodes++;
});
const size = {
  raw: kb(html.length),
  gzip: kb(gzipSync(html).length),
  brotli: kb(brotliCompressSync(html).length),
};
console.log(
  `${path}: ${size.raw.toFixed(0)} KB raw, ${size.gzip.toFixed(1)} KB gzip, ${size.brotli.toFixed(1)} KB brotli; ${nodes} nodes (elements and text)`,
);

/** The machine's cores (the numbers above mean little on a busy machine). */
function navigatorCores(): number {
  return (
    (globalThis.navigator as { hardwareConcurrency?: number } | undefined)?.hardwareConcurrency ?? 0
  );
}

const site = await serveStatic(dist);
const browser = await launchBrowser();
const page = await browser.newPage({
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 2,
  isMobile: true,
});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
await page.addInitScript(() => {
  const w = window as unknown as { longTasks: number[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
});
await page.goto(site.url + path, { waitUntil: 'load' });
const load = await page.evaluate(() => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  return {
    loadMs: nav.loadEventStart,
    elements: document.getElementsByTagName('*').length,
    longTasks: (window as unknown as { longTasks: number[] }).longTasks,
    height: document.documentElement.scrollHeight,
  };
});
console.log(
  `360 px phone, CPU ${cpu}× slower (load average ${loadavg()[0]!.toFixed(1)} on ${navigatorCores()} cores): load ${load.loadMs.toFixed(0)} ms; ${load.elements} elements; long tasks while loading: ${load.longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'}; page ${load.height} px tall`,
);
// Scroll by one screen per frame through the whole page, timing every frame.
const frames = await page.evaluate(
  () =>
    new Promise<number[]>((resolve) => {
      const times: number[] = [];
      let last = performance.now();
      const step = () => {
        const now = performance.now();
        times.push(now - last);
        last = now;
        if (window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1)
          return resolve(times.slice(1));
        window.scrollBy(0, innerHeight);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }),
);
const slowest = Math.max(...frames);
const janky = frames.filter((f) => f > 50).length;
const median = [...frames].sort((a, b) => a - b)[Math.floor(frames.length / 2)]!;
console.log(
  `scrolling one screen per frame: ${frames.length} frames, median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms, ${janky} over 50 ms`,
);
await browser.close();
await site.close();

const over = [
  size.brotli > DOCUMENT_BUDGET.brotliKB &&
    `brotli ${size.brotli.toFixed(1)} KB > ${DOCUMENT_BUDGET.brotliKB} KB`,
  nodes > DOCUMENT_BUDGET.domNodes && `${nodes} nodes > ${DOCUMENT_BUDGET.domNodes}`,
  load.loadMs > DOCUMENT_BUDGET.loadMs &&
    `load ${load.loadMs.toFixed(0)} ms > ${DOCUMENT_BUDGET.loadMs} ms`,
  slowest > DOCUMENT_BUDGET.slowestFrameMs &&
    `slowest frame ${slowest.toFixed(0)} ms > ${DOCUMENT_BUDGET.slowestFrameMs} ms`,
].filter(Boolean);
if (over.length) {
  console.error(`over budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('within budget');
