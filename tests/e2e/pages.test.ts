/** Every page type renders in every language, and navigation keeps the reader's place. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Element, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { openBrowser, type FileBrowser } from '../support/browser.ts';
import { elements } from '../support/dist-pages.ts';
import { watchRequests } from '../support/settled.ts';

const site = inject('siteUrl');
let browser: FileBrowser;
let page: Page;
let settled: () => Promise<void>;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
  settled = watchRequests(page);
});
afterAll(async () => browser?.close());

const LANGS = ['en', 'it', 'ja'] as const;
const H1: Record<string, Record<(typeof LANGS)[number], RegExp>> = {
  'rules/': { en: /Comprehensive Rules/, it: /Regole Complete/, ja: /総合ルール/ },
  'rules/701.17/': { en: /701\.17\s*Mill/, it: /701\.17\s*Macinare/, ja: /701\.17\s*切削/ },
  'rules/116/': {
    en: /116\s*Special Actions/i,
    it: /116\s*Azioni speciali/i,
    ja: /116\s*特別な処理/,
  },
  'glossary/': { en: /Glossary/, it: /Glossario/, ja: /用語集/ },
  'articles/': { en: /Articles/, it: /Articoli/, ja: /解説記事/ },
  'articles/mill/': { en: /Mill/, it: /Macinare/, ja: /切削/ },
  'cards/': { en: /Cards/, it: /Carte/, ja: /カード/ },
  'cards/glimmervoid-basin/': {
    en: /Glimmervoid Basin/,
    it: /Glimmervoid Basin/,
    ja: /空僻の盆地/,
  },
};

/** An element's text, as the DOM's textContent gives it. */
function textOf(e: Element): string {
  let out = '';
  visit(e, 'text', (t: Text) => {
    out += t.value;
  });
  return out;
}

describe.each(LANGS)('pages in %s', (lang) => {
  // What the server sends, read as HTML: none of it depends on the page's scripts.
  it.each(Object.keys(H1))(`/${lang}/%s renders with its title and lang`, async (path) => {
    const res = await fetch(`${site}${lang}/${path}`);
    expect(res.status).toBe(200);
    const tree = fromHtml(await res.text());
    const first = (test: (e: Element) => boolean) => elements(tree, test)[0];
    expect(first((e) => e.tagName === 'html')?.properties.lang).toBe(lang);
    expect(textOf(first((e) => e.tagName === 'h1')!)).toMatch(H1[path]![lang]);
    const links = (rel: string) =>
      elements(tree, (e) => e.tagName === 'link' && String(e.properties.rel) === rel);
    expect(links('alternate').filter((e) => e.properties.hrefLang === lang)).toHaveLength(1);
    expect(links('canonical')[0]?.properties.href).toMatch(
      new RegExp(`/${lang}/${path.replace(/\./g, '\\.')}$`),
    );
  });

  it('home links to every section', async () => {
    await page.goto(`${site}${lang}/`);
    for (const s of ['rules', 'glossary', 'articles', 'cards']) {
      expect(await page.locator(`main a[href$="/${lang}/${s}/"]`).count(), s).toBeGreaterThan(0);
    }
  });

  it('every subrule of a rule page has its own anchor', async () => {
    await page.goto(`${site}${lang}/rules/116.2/#116.2i`);
    for (const n of ['116.2', '116.2a', '116.2e', '116.2k'])
      expect(await page.locator(`[id="${n}"]`).count(), n).toBe(1);
    expect(await page.evaluate(() => location.hash)).toBe('#116.2i');
    expect(
      await page.locator('[id="116.2i"]').evaluate((el) => getComputedStyle(el).borderLeftStyle),
    ).toBe('solid');
  });
});

describe('language switcher', () => {
  it('goes to the same entry in the other language', async () => {
    await page.goto(`${site}en/articles/mill/`);
    await page.click('.lang-switcher a[hreflang="ja"]');
    expect(new URL(page.url()).pathname).toMatch(/\/ja\/articles\/mill\/$/);
    expect(await page.textContent('h1')).toMatch(/切削/);
    await page.click('.lang-switcher a[hreflang="it"]');
    expect(new URL(page.url()).pathname).toMatch(/\/it\/articles\/mill\/$/);
  });

  it('keeps the rule page', async () => {
    await page.goto(`${site}it/rules/701.13/`);
    await page.click('.lang-switcher a[hreflang="en"]');
    expect(new URL(page.url()).pathname).toMatch(/\/en\/rules\/701\.13\/$/);
  });
});

describe('/ picks the language', () => {
  it.each([
    ['it-IT', 'it'],
    ['ja', 'ja'],
    ['en-GB', 'en'],
    ['de-DE', 'en'],
  ])('a browser preferring %s lands on /%s/', async (locale, lang) => {
    const ctx = await browser.newContext({ locale });
    const p = await ctx.newPage();
    await p.goto(site);
    await p.waitForURL(new RegExp(`/${lang}/$`));
    expect(await p.getAttribute('html', 'lang')).toBe(lang);
    await ctx.close();
  });

  it('lists the three languages without JavaScript', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(site);
    for (const l of LANGS) expect(await p.locator(`a[hreflang="${l}"]`).count()).toBe(1);
    await ctx.close();
  });
});

describe('not found', () => {
  it('serves a 404 page that offers search in every language, or in the language of the address', async () => {
    const res = await page.goto(`${site}no-such-page/`);
    expect(res?.status()).toBe(404);
    expect(
      await page.locator('.not-found form[role="search"] input[name="q"]:visible').count(),
    ).toBe(3);
    await page.goto(`${site}it/no-such-page/`);
    expect(await page.locator('.not-found:visible').count()).toBe(1);
    expect(await page.locator('.not-found:visible h1').textContent()).toBe('Pagina non trovata');
  });

  it('an address naming a rule offers that rule, in each language', async () => {
    await page.goto(`${site}rules/116.2a/`);
    const en = page.locator('.not-found[lang="en"] .nf-rule a');
    await en.waitFor();
    await page.locator('.not-found[lang="ja"] .nf-rule a').waitFor();
    expect(await en.textContent()).toBe('Looking for rule 116.2a? Open rule 116.2a');
    expect(await page.locator('.not-found[lang="ja"] .nf-rule a').textContent()).toBe(
      'ルール116.2aをお探しですか？ルール116.2aを開く',
    );
    await en.click();
    await page.waitForURL(/\/en\/rules\/116\.2\/#116\.2a$/);
    await page.goto(`${site}ja/rules/116.2a/`);
    await page.locator('.not-found[lang="ja"] .nf-rule a').click();
    await page.waitForURL(/\/ja\/rules\/116\.2\/#116\.2a$/);
  });

  it('has a language switcher that keeps the address, in the other language (audit finding 30)', async () => {
    await page.goto(`${site}en/rules/702.19z/`);
    const link = (l: string) => page.locator(`.lang-switcher a[hreflang="${l}"]`);
    await page.waitForFunction(() =>
      document
        .querySelector('.lang-switcher a[hreflang="it"]')
        ?.getAttribute('href')
        ?.endsWith('/it/rules/702.19z/'),
    );
    expect(await link('en').getAttribute('aria-current')).toBe('true');
    await link('it').click();
    await page.waitForURL(/\/it\/rules\/702\.19z\/$/);
    expect(await page.locator('.not-found:visible h1').textContent()).toBe('Pagina non trovata');
    // The Italian page offers the nearest rule, in Italian.
    const nearest = page.locator('.not-found[lang="it"] .nf-rule a');
    await nearest.waitFor();
    expect(await nearest.getAttribute('href')).toMatch(/\/it\/rules\/702\.19\/$/);
    expect(await link('it').getAttribute('aria-current')).toBe('true');
    expect(await link('en').getAttribute('aria-current')).toBeNull();
    expect(await link('ja').getAttribute('href')).toMatch(/\/ja\/rules\/702\.19z\/$/);
  });

  it('an address naming no known rule offers none, and puts its words in the search box', async () => {
    await page.goto(`${site}en/rules/999.99z/`);
    // Its script has looked the number up (what it fetched has arrived and been read).
    await settled();
    expect(await page.locator('.nf-rule a').count()).toBe(0);
    await page.goto(`${site}it/glossary/rimuovere-dal-gioco/`);
    await page.waitForFunction(
      () =>
        (
          document.querySelector(
            '.not-found[lang="it"] input[type="search"]',
          ) as HTMLInputElement | null
        )?.value === 'rimuovere dal gioco',
    );
    await page.locator('.not-found[lang="it"] input[type="search"]').press('Enter');
    await page.waitForURL(/\/it\/search\/\?q=rimuovere\+dal\+gioco$/);
    await page.locator('#search-results a.result').first().waitFor();
    expect(await page.locator('#search-results a.result').first().textContent()).toMatch(
      /esiliare/i,
    );
  });
});

describe('glossary index', () => {
  it('filters by category and jumps by kana row', async () => {
    await page.goto(`${site}ja/glossary/`);
    await page.selectOption('[data-category]', 'zone');
    const visible = await page.locator('.term-list li:visible').count();
    expect(visible).toBeGreaterThan(3);
    expect(visible).toBeLessThan(30);
    // Names with kanji carry their reading as ruby: 墓地 reads 墓地ぼち as text.
    const names = await page.locator('.term-list li:visible a').allTextContents();
    expect(names.some((n) => n.startsWith('墓地'))).toBe(true);
    await page.selectOption('[data-category]', '');
    await page.click('.letter-nav a:text-is("は")');
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#letter-は');
  });

  it('the concordance filters across languages', async () => {
    await page.goto(`${site}it/glossary/concordance/`);
    await page.fill('[data-filter]', 'bochi');
    await page.fill('[data-filter]', 'cimitero');
    const rows = page.locator('[data-concordance] tbody tr:visible');
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    expect(await rows.first().textContent()).toMatch(/墓地/);
  });
});
