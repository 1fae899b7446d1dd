/**
 * In-page instrumentation, the same for both engines: when the reader's
 * first key went down, and when the first result and the first full-text
 * result (one with a snippet) appeared in the header list, on the epoch
 * clock. Grimoire's UI is observed through the DOM only, so the bench also
 * measures builds made before these marks existed.
 */
import type { Page } from 'playwright-core';

export interface BenchMarks {
  firstKey: number;
  firstOption: number;
  firstFull: number;
}

declare global {
  interface Window {
    __bench: BenchMarks & { fullTimes: number[]; keys: number[] };
  }
}

/** Installs the observers before any page script runs. */
export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const now = () => performance.timeOrigin + performance.now();
    const b = { firstKey: 0, firstOption: 0, firstFull: 0, fullTimes: [] as number[], keys: [] };
    window.__bench = b as typeof b & { keys: number[] };
    // Playwright types kana and kanji as text input, without key events.
    for (const type of ['keydown', 'input'])
      document.addEventListener(type, () => void (b.firstKey ||= now()), true);
    document.addEventListener('input', () => void window.__bench.keys.push(now()), true);
    new MutationObserver(() => {
      const list = document.getElementById('site-search-listbox');
      if (!list) return;
      if (!b.firstOption && list.querySelector('[role="option"]')) b.firstOption = now();
      if (!b.firstFull && list.querySelector('[role="option"] .result-snippet'))
        b.firstFull = now();
    }).observe(document, { subtree: true, childList: true });
  });
}

/** When each input event (a character typed) happened, epoch ms. */
export const keyTimes = (page: Page): Promise<number[]> => page.evaluate(() => window.__bench.keys);

/** The marks so far. */
export const marks = (page: Page): Promise<BenchMarks> =>
  page.evaluate(() => ({
    firstKey: window.__bench.firstKey,
    firstOption: window.__bench.firstOption,
    firstFull: window.__bench.firstFull,
  }));

/** Waits until the page has shown a full-text result (or the timeout passes). */
export async function waitForFull(page: Page, timeout: number): Promise<void> {
  await page
    .waitForFunction(() => window.__bench.firstFull > 0, undefined, { timeout, polling: 20 })
    .catch(() => undefined);
}
