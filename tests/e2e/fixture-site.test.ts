/** Scenarios on the fixture site: fallback pages and build failures on bad content. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowserPage } from '../support/browser-page.ts';
import { buildSite } from '../support/build-site.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

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

describe('bad content fails the build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'grimoire-broken-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a broken front matter field names the file, the field and the problem', async () => {
    const content = join(dir, 'content');
    copyContent(join(projectRoot, 'tests/fixtures/content'), content);
    writeFileSync(
      join(content, 'glossary/it/mill.md'),
      '---\nterm: Macinare\ncategory: magia\nrulesEdition: "2024-08-02"\n---\nTesto.\n',
    );
    const r = await buildSite(content, join(dir, 'dist'));
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/glossary\/it\/mill\.md/);
    expect(r.output).toMatch(/field "category"/);
    expect(r.output).toMatch(/keyword-action/);
  });

  it('an unknown rule number in the text names the file and line', async () => {
    const content = join(dir, 'content2');
    copyContent(join(projectRoot, 'tests/fixtures/content'), content);
    writeFileSync(
      join(content, 'articles/en/sample.md'),
      '---\ntitle: S\nsummary: S.\nrulesEdition: "2024-08-02"\n---\nFine.\n\nThis cites rule 799.99 which does not exist.\n',
    );
    const r = await buildSite(content, join(dir, 'dist2'));
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/799\.99/);
    expect(r.output).toMatch(/articles\/en\/sample\.md/);
    expect(r.output).toMatch(/:8\b|line 8/);
  });
});
