/** Scenarios on the fixture site: fallback pages (build failures on bad content: tests/integration/bad-content-build.test.ts). */
import { describe, expect, inject, it } from 'vitest';
import { useBrowserPage } from '../support/browser-page.ts';

const fixture = inject('fixtureUrl');
const ctx = useBrowserPage();

describe('missing translations', () => {
  it('serves the page in another language under a one-line notice in the reader language', async () => {
    const res = await ctx.page.goto(`${fixture}ja/glossary/library/`);
    expect(res?.status()).toBe(200);
    expect(await ctx.page.textContent('.fallback-notice')).toMatch(
      /まだ日本語に翻訳されていません。英語で表示しています/,
    );
    expect(await ctx.page.textContent('h1')).toMatch(/Library/);
    expect(await ctx.page.getAttribute('article', 'lang')).toBe('en');
    expect(await ctx.page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('the switcher never leads to a 404', async () => {
    await ctx.page.goto(`${fixture}en/articles/sample/`);
    for (const l of ['it', 'ja']) {
      const href = await ctx.page.getAttribute(`.lang-switcher a[hreflang="${l}"]`, 'href');
      const res = await ctx.page.goto(new URL(href!, ctx.page.url()).href);
      expect(res?.status(), l).toBe(200);
      await ctx.page.goBack();
    }
  });

  it('a rule untranslated into Japanese is shown from English with the notice', async () => {
    await ctx.page.goto(`${fixture}ja/rules/701.13/`);
    expect(await ctx.page.locator('.fallback-notice').count()).toBe(1);
    expect(await ctx.page.locator('[id="701.13b"]').textContent()).toMatch(/Nobody can mill/);
  });
});

describe("history lines in the reader's language", () => {
  it("name a rule by its title in the reader's language, an English one marked as English", async () => {
    const line = async (path: string) => {
      await ctx.page.goto(`${fixture}${path}`);
      return (await ctx.page.textContent('.rule-history li'))?.replace(/\s+/g, ' ');
    };
    expect(await line('it/rules/701.13/')).toMatch(
      /compare come 701\.13 Macinare, con 4 sottoregole$/,
    );
    expect(await line('ja/rules/701.13/')).toMatch(/701\.13「切削」として初出（細則4件）$/);
    expect(await line('en/rules/701/')).toMatch(/first appears as 701 Keyword Actions$/);
    expect(await line('it/rules/404/')).toMatch(/compare come 404 Exile \(inglese\)$/);
    expect(await ctx.page.getAttribute('.rule-history li span[lang]', 'lang')).toBe('en');
  });
});
