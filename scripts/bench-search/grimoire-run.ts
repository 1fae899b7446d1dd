/**
 * Grimoire's search driven as a reader uses it: focus the header box, type,
 * read the list. Counts bytes up to the first result and the first
 * full-text result, bytes per later query, and the per-keystroke timings
 * the search code records (`grimoire:tier0`, `grimoire:tier1`).
 */
import type { Browser, Page } from 'playwright-core';
import { logNetwork, type NetworkLog } from './network-log.ts';
import { installProbe, marks, waitForFull } from './page-probe.ts';
import { throttle } from './throttle.ts';

/** How fast the bench types: a quick reader, ~10 keys a second. */
export const KEY_DELAY_MS = 100;

export interface ColdResult {
  page: Page;
  log: NetworkLog;
  /** Bytes fetched after the page loaded, up to the first result / first full-text result. */
  bytesFirst: number;
  bytesFull: number;
  /** First keystroke → first result / first full-text result (ms). */
  msFirst: number;
  msFull: number;
}

/** How a cold run is made. */
export interface ColdOptions {
  /** Emulate a slow 4G phone. */
  slow?: boolean;
  /** Body size of a URL as served (see site-copy.ts `servedSizer`). */
  sizeOf: (url: string) => number | undefined;
}

/** A fresh page (empty cache) on `url`, the reader focuses the box and types `query`. */
export async function coldQuery(
  browser: Browser,
  url: string,
  query: string,
  { slow = false, sizeOf }: ColdOptions,
): Promise<ColdResult> {
  const page = await browser.newPage();
  await installProbe(page);
  if (slow) await throttle(page);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const log = logNetwork(page, sizeOf);
  const start = Date.now();
  await page.locator('#site-search').focus();
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  await waitForFull(page, slow ? 60_000 : 15_000);
  await log.idle();
  const m = await marks(page);
  return {
    page,
    log,
    bytesFirst: m.firstOption ? log.bytesBetween(start, m.firstOption) : NaN,
    bytesFull: m.firstFull ? log.bytesBetween(start, m.firstFull) : NaN,
    msFirst: m.firstOption ? m.firstOption - m.firstKey : NaN,
    msFull: m.firstFull ? m.firstFull - m.firstKey : NaN,
  };
}

/** Types one query into a cleared search box (either engine's) and waits until the page has fetched what it wanted; returns the bytes fetched. */
export async function typeInto(
  page: Page,
  log: NetworkLog,
  box: string,
  query: string,
  delay = KEY_DELAY_MS,
): Promise<number> {
  await page.locator(box).fill('');
  const start = Date.now();
  await page.keyboard.type(query, { delay });
  await page.waitForTimeout(300);
  await log.idle();
  return log.bytesBetween(start, Date.now());
}

/** Types one query into Grimoire's header box; returns the bytes fetched. */
export const typeQuery = (page: Page, log: NetworkLog, query: string, delay = KEY_DELAY_MS) =>
  typeInto(page, log, '#site-search', query, delay);

/**
 * Per-keystroke tier 0 times and full-text times (ms), everything loaded: one
 * round of the query set loads what its prefixes need, the next rounds are
 * timed (five: 400–1,000 keystrokes, so that the p95 is not one or two of them).
 */
export async function warmTimings(page: Page, log: NetworkLog, queries: string[], rounds = 5) {
  for (const q of queries) await typeQuery(page, log, q, 20);
  await page.evaluate(() => performance.clearMeasures());
  for (let r = 0; r < rounds; r++) for (const q of queries) await typeQuery(page, log, q, 20);
  return page.evaluate(() => ({
    tier0: performance.getEntriesByName('grimoire:tier0').map((m) => m.duration),
    full: performance.getEntriesByName('grimoire:tier1').map((m) => m.duration),
  }));
}

/** The first header-list result's text for a query. */
export async function firstResult(page: Page, log: NetworkLog, query: string): Promise<string> {
  await typeQuery(page, log, query, 0);
  return (
    (await page
      .locator('#site-search-listbox [role="option"]')
      .first()
      .textContent()
      .catch(() => '')) ?? ''
  );
}
