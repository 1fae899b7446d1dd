/**
 * The reliability suite, browser rows (tests/reliability/browser-cases.ts):
 * hostile queries and addresses on built sites, in Chromium. Besides what
 * each row expects, every page must show no CSP violation, page error,
 * dialog, console error or failed request (other than a not-found page's own
 * 404), and no markup a query or address injected.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pLimit from 'p-limit';
import { launchBrowser } from '../support/browser.ts';
import { BROWSER_CASES, type BrowserCase } from '../reliability/browser-cases.ts';

const sites = { shipped: inject('siteUrl'), editions: inject('editionsUrl') };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A page that records everything that went wrong on it. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
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
  return { page, problems };
}

/** Markup on the page that only an injection could have put there. */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.getAttributeNames())
        if (a.startsWith('on')) found.push(`${el.tagName} ${a}`);
      const href = el.getAttribute('href') ?? '';
      if (/^\s*javascript:/i.test(href)) found.push(`${el.tagName} href=${href}`);
    }
    for (const el of document.querySelectorAll(
      '#search-results img, #search-results svg, #search-results script, [role="listbox"] img, [role="listbox"] svg',
    ))
      found.push(`${el.tagName} in results`);
    return found;
  });
}

/** Opens one address and checks the page. */
async function visit(c: BrowserCase, path: string): Promise<void> {
  const { page, problems } = await watchedPage();
  const site = sites[c.site];
  const res = await page.goto(`${site}${path}`);
  await page.waitForLoadState('networkidle');
  if (c.expect?.status) expect(res?.status(), path).toBe(c.expect.status);
  if (c.expect?.endsOn) {
    await page.waitForURL((u) => c.expect!.endsOn!.test(u.href.slice(site.length - 1)));
  }
  await checkShown(page, c);
  expect(await injected(page), path).toEqual([]);
  expect(problems, path).toEqual([]);
  await page.close();
}

async function checkShown(page: Page, c: BrowserCase): Promise<void> {
  if (c.expect?.shows) {
    const el = page.locator(c.expect.shows.selector).first();
    await el.waitFor();
    expect(await el.textContent()).toMatch(c.expect.shows.text);
  }
  if (c.expect?.hides) expect(await page.locator(c.expect.hides).isVisible()).toBe(false);
}

/** Types a query in the header box, then loads it as ?q= on the results page. */
async function search(c: BrowserCase, q: string, lang: string): Promise<void> {
  const { page, problems } = await watchedPage();
  const site = sites[c.site];
  await page.goto(`${site}${lang}/`);
  // The box keeps the query as typed (lone surrogates become U+FFFD, as in any text field).
  const typed = q.toWellFormed();
  await page.locator('#site-search').fill(q);
  // Until the box's scripts have answered the input: the network is idle and the page is idle.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })),
  );
  expect(await page.inputValue('#site-search')).toBe(typed);
  expect(await injected(page), `typed in ${lang}`).toEqual([]);
  await page.goto(`${site}${lang}/search/?q=${encodeURIComponent(typed)}`);
  await page.waitForLoadState('networkidle');
  // Shown literally: no placeholder expanded, nothing cut.
  expect(await page.inputValue('#search-page-q')).toBe(typed.replace(/[\r\n]/g, ''));
  await checkShown(page, c);
  expect(await injected(page), `?q= in ${lang}`).toEqual([]);
  expect(problems, lang).toEqual([]);
  await page.close();
}

/**
 * Pages of a case open side by side, a few at a time: each one waits for the network to be idle,
 * and that wait, not the machine, is most of a visit. Every page is still checked on its own.
 */
const atOnce = pLimit(4);

describe.each(BROWSER_CASES)('$id: $what', (c) => {
  it('shows what it should, and nothing breaks or runs', async () => {
    const v = c.visit;
    const visits = Array.isArray(v)
      ? v.map((path) => () => visit(c, path))
      : v.langs.map((lang) => () => search(c, v.query, lang));
    await Promise.all(visits.map((open) => atOnce(open)));
  }, 120_000);
});
