/**
 * The reliability suite, browser rows (tests/reliability/browser-cases.ts):
 * hostile queries and addresses on built sites, in Chromium. Besides what
 * each row expects, every page must show no CSP violation, page error,
 * dialog, console error or failed request (other than a not-found page's own
 * 404), and no markup a query or address injected.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type FileBrowser } from '../support/browser.ts';
import { watchRequests } from '../support/settled.ts';
import { injectedMarkup } from '../support/injected-markup.ts';
import { BROWSER_CASES, type BrowserCase } from '../reliability/browser-cases.ts';

const sites = { shipped: inject('siteUrl'), editions: inject('editionsUrl') };

/** A tab that records everything that went wrong on the page it shows, and knows when that page has settled. */
interface Tab {
  page: Page;
  problems: string[];
  settled: () => Promise<void>;
}

/**
 * One tab visits every address, one after another (a new document each time, checked on its
 * own; a tab of its own per page made every visit several times slower). One tab is the fastest
 * and the cheapest: the file alone took 66 s and 125 CPU s with one, 77 s and 172 CPU s with two,
 * 89 s and 199 CPU s with three (each in a window of its own; three tabs sharing a window took
 * 143 s, headless Chromium pacing their frames together, so settled() waited 1–3 s a frame).
 * The machine's two cores are already busy with the page a tab loads and with the other file.
 */
let tab: Tab;
let browser: FileBrowser;
beforeAll(async () => {
  browser = await openBrowser();
  tab = await watchedTab(await (await browser.newContext()).newPage());
});
afterAll(async () => browser?.close());

async function watchedTab(page: Page): Promise<Tab> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', async (d) => {
    problems.push(`dialog: ${d.message()}`);
    await d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    const main = r.request().isNavigationRequest();
    if (r.status() >= 400 && !(main && r.status() === 404))
      problems.push(`${r.status()} ${r.url().slice(0, 120)}`);
  });
  return { page, problems, settled: watchRequests(page) };
}

/** The tab, with nothing recorded yet. */
function freshTab(): Tab {
  tab.problems.length = 0;
  return tab;
}

/** Opens one address and checks the page. */
async function visit({ page, problems, settled }: Tab, c: BrowserCase, path: string) {
  const site = sites[c.site];
  const res = await page.goto(`${site}${path}`);
  await settled();
  if (c.expect?.status) expect(res?.status(), path).toBe(c.expect.status);
  if (c.expect?.endsOn) {
    await page.waitForURL((u) => c.expect!.endsOn!.test(u.href.slice(site.length - 1)));
    await settled();
  }
  await searchAnswered(page);
  await checkShown(page, c);
  expect(await injectedMarkup(page), path).toEqual([]);
  expect(problems, path).toEqual([]);
}

async function checkShown(page: Page, c: BrowserCase): Promise<void> {
  if (c.expect?.shows) {
    const el = page.locator(c.expect.shows.selector).first();
    await el.waitFor();
    expect(await el.textContent()).toMatch(c.expect.shows.text);
  }
  if (c.expect?.hides) expect(await page.locator(c.expect.hides).isVisible()).toBe(false);
}

/**
 * On a results page with a query, until the full answer is shown (results or "no results", and
 * no "still searching"); a query of only white space shows nothing to wait for.
 */
async function searchAnswered(page: Page): Promise<void> {
  const box = page.locator('#search-page-q');
  if (!(await box.count()) || !(await box.inputValue()).trim()) return;
  await page.waitForFunction(() => {
    const out = document.getElementById('search-results');
    return Boolean(out?.childElementCount && !out.querySelector('.search-pending'));
  });
}

/**
 * Loads a query as ?q= on the results page, then types it in the header box of that same page
 * (the box every page has): one page load per language.
 */
async function search(tab: Tab, c: BrowserCase, q: string, lang: string): Promise<void> {
  const { page, problems, settled } = tab;
  const site = sites[c.site];
  // The box keeps the query as typed (lone surrogates become U+FFFD, as in any text field).
  const typed = q.toWellFormed();
  await page.goto(`${site}${lang}/search/?q=${encodeURIComponent(typed)}`);
  await settled();
  await searchAnswered(page);
  // Shown literally: no placeholder expanded, nothing cut.
  expect(await page.inputValue('#search-page-q')).toBe(typed.replace(/[\r\n]/g, ''));
  await checkShown(page, c);
  expect(await injectedMarkup(page), `?q= in ${lang}`).toEqual([]);
  await page.locator('#site-search').fill(q);
  // Until the box has answered: its status line says how many results, or none (white space is
  // no query, and is not searched).
  if (typed.trim())
    await page
      .locator('form:has(#site-search) [role="status"]')
      .filter({ hasText: /\S/ })
      .waitFor({ state: 'attached' });
  await settled();
  expect(await page.inputValue('#site-search')).toBe(typed);
  expect(await injectedMarkup(page), `typed in ${lang}`).toEqual([]);
  expect(problems, lang).toEqual([]);
}

describe.each(BROWSER_CASES)('$id: $what', (c) => {
  it('shows what it should, and nothing breaks or runs', async () => {
    const v = c.visit;
    if (Array.isArray(v)) for (const path of v) await visit(freshTab(), c, path);
    else for (const lang of v.langs) await search(freshTab(), c, v.query, lang);
  }, 120_000);
});
