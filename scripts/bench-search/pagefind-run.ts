/**
 * Pagefind on the same pages, driven the way its UI drives it: the first
 * focus loads and initialises `pagefind.js`, every keystroke searches, and
 * the first `SHOWN` results' fragments are loaded for their excerpts. The
 * harness input is a separate box, so Grimoire's own search stays asleep.
 */
import type { Browser, Page } from 'playwright-core';
import { logNetwork, type NetworkLog } from './network-log.ts';
import { installProbe, marks, waitForFull } from './page-probe.ts';
import { throttle } from './throttle.ts';
import { KEY_DELAY_MS, typeInto, type ColdOptions, type ColdResult } from './grimoire-run.ts';

/** Results whose fragments Pagefind's UI loads at first (its default page size). */
export const SHOWN = 5;

/** Adds the harness box (`#pf-bench`) and its handlers to the page. */
async function installHarness(page: Page, base: string): Promise<void> {
  await page.evaluate(
    ({ base, shown }) => {
      type Result = { data: () => Promise<{ meta: { title?: string }; excerpt: string }> };
      type Pagefind = {
        init: () => Promise<void>;
        search: (q: string) => Promise<{ results: Result[] }>;
      };
      const b = window.__bench;
      const now = () => performance.timeOrigin + performance.now();
      const input = document.createElement('input');
      input.id = 'pf-bench';
      document.body.prepend(input);
      let pf: Promise<Pagefind> | undefined;
      const load = () =>
        (pf ??= import(`${base}_pagefind/pagefind.js`).then(async (m: Pagefind) => {
          await m.init();
          return m;
        }));
      input.addEventListener('focus', () => void load(), { once: true });
      let seq = 0;
      input.addEventListener('input', async () => {
        const id = ++seq;
        if (!input.value) return;
        const t = performance.now();
        const m = await load();
        const r = await m.search(input.value);
        const data = await Promise.all(r.results.slice(0, shown).map((x) => x.data()));
        b.fullTimes.push(performance.now() - t);
        if (id !== seq) return;
        if (data.length && !b.firstFull) b.firstFull = now();
        if (data.length && !b.firstOption) b.firstOption = now();
        input.dataset.first = data[0] ? `${data[0].meta.title ?? ''} ${data[0].excerpt}` : '';
      });
    },
    { base, shown: SHOWN },
  );
}

/** A fresh page: the reader focuses Pagefind's box and types `query`. */
export async function pagefindCold(
  browser: Browser,
  url: string,
  base: string,
  query: string,
  { slow = false, sizeOf }: ColdOptions,
): Promise<ColdResult> {
  const page = await browser.newPage();
  await installProbe(page);
  if (slow) await throttle(page);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await installHarness(page, base);
  const log = logNetwork(page, sizeOf);
  const start = Date.now();
  await page.locator('#pf-bench').focus();
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  await waitForFull(page, slow ? 60_000 : 15_000);
  await log.idle();
  const m = await marks(page);
  const ms = m.firstFull ? m.firstFull - m.firstKey : NaN;
  const bytes = m.firstFull ? log.bytesBetween(start, m.firstFull) : NaN;
  return { page, log, bytesFirst: bytes, bytesFull: bytes, msFirst: ms, msFull: ms };
}

/** Types one query into Pagefind's cleared box; returns the bytes fetched. */
export const pagefindQuery = (page: Page, log: NetworkLog, query: string, delay = KEY_DELAY_MS) =>
  typeInto(page, log, '#pf-bench', query, delay);

/** Search + excerpt times per keystroke (ms), everything loaded (one round first loads the chunks). */
export async function pagefindTimings(page: Page, log: NetworkLog, queries: string[], rounds = 2) {
  for (const q of queries) await pagefindQuery(page, log, q, 20);
  await page.evaluate(() => void (window.__bench.fullTimes = []));
  for (let r = 0; r < rounds; r++) for (const q of queries) await pagefindQuery(page, log, q, 20);
  return page.evaluate(() => window.__bench.fullTimes);
}

/** Pagefind's first result's title and excerpt for a query. */
export async function pagefindFirst(page: Page, log: NetworkLog, query: string): Promise<string> {
  await pagefindQuery(page, log, query, 0);
  return (await page.locator('#pf-bench').getAttribute('data-first')) ?? '';
}
