/** The same build deploys under a sub-path: links, search, short links and absolute URLs use it. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';

const site = inject('subpathUrl');
let browser: Browser;
let page: Page;
const bad: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  page.on('response', (r) => {
    if (r.status() >= 400) bad.push(`${r.status()} ${r.url()}`);
  });
});
afterAll(async () => browser?.close());

describe('deployed under /grimoire/', () => {
  it('navigates, switches language and follows rule links inside the base path', async () => {
    await page.goto(`${site}en/articles/sample/`);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://rules.example.org/grimoire/en/articles/sample/');
    await page.click('.prose a.rule-ref[data-rule="701.13b"]');
    expect(new URL(page.url()).pathname).toBe('/grimoire/en/rules/701.13/');
    await page.click('.lang-switcher a[hreflang="it"]');
    expect(new URL(page.url()).pathname).toBe('/grimoire/it/rules/701.13/');
    expect(bad).toEqual([]);
  });

  it('search and short links work under the base path', async () => {
    await page.goto(`${site}r/701.13b/`);
    await page.waitForURL(/\/grimoire\/en\/rules\/701\.13\/#701\.13b$/);
    await page.locator('#site-search').click();
    await page.locator('#site-search').fill('macinare');
    const first = page.locator('#site-search-listbox [role="option"]').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe('/grimoire/en/glossary/mill/');
    expect(bad).toEqual([]);
  });
});
