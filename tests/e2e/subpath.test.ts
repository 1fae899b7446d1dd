/**
 * The fixture site is deployed under a sub-path (tests/e2e/global-setup.ts): links, search, short
 * links and absolute URLs use it.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowserPage } from '../support/browser-page.ts';

const site = inject('fixtureUrl');
const bad: string[] = [];
const ctx = useBrowserPage();
beforeAll(() => {
  ctx.page.on('response', (r) => {
    if (r.status() >= 400) bad.push(`${r.status()} ${r.url()}`);
  });
});

describe('deployed under /grimoire/', () => {
  it('navigates, switches language and follows rule links inside the base path', async () => {
    await ctx.page.goto(`${site}en/articles/sample/`);
    expect(await ctx.page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      'https://rules.example.org/grimoire/en/articles/sample/',
    );
    await ctx.page.click('.prose a.rule-ref[data-rule="701.13b"]');
    expect(new URL(ctx.page.url()).pathname).toBe('/grimoire/en/rules/701.13/');
    await ctx.page.click('.lang-switcher a[hreflang="it"]');
    expect(new URL(ctx.page.url()).pathname).toBe('/grimoire/it/rules/701.13/');
    expect(bad).toEqual([]);
  });

  it('search and short links work under the base path', async () => {
    await ctx.page.goto(`${site}r/701.13b/`);
    await ctx.page.waitForURL(/\/grimoire\/en\/rules\/701\.13\/#701\.13b$/);
    await ctx.page.locator('#site-search').click();
    await ctx.page.locator('#site-search').fill('macinare');
    const first = ctx.page.locator('#site-search-listbox [role="option"]').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe('/grimoire/en/glossary/mill/');
    expect(bad).toEqual([]);
  });
});
