/**
 * What a reader trips over on the first day (issue 19, points 2–6): the
 * theme button against the system's dark mode, the Japanese index's former
 * names, small keyboard and layout faults, the concordance's sort and
 * address, pages without JavaScript, not-found pages, and a tap on a rule
 * link on a phone.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, openTouchBrowser, type FileBrowser } from '../support/browser.ts';

const site = inject('siteUrl');
const editions = inject('editionsUrl');
let browser: FileBrowser;
/** The full Chromium, for taps on an emulated phone (tests/support/browser.ts). */
let touchBrowser: FileBrowser;
beforeAll(async () => {
  [browser, touchBrowser] = await Promise.all([openBrowser(), openTouchBrowser()]);
});
afterAll(async () => Promise.all([browser?.close(), touchBrowser?.close()]));

async function open(
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const from = options.hasTouch ? touchBrowser : browser;
  const ctx = await from.newContext({ locale: 'en-US', ...options });
  const page = await ctx.newPage();
  await page.goto(path);
  return page;
}
const done = (p: Page) => p.context().close();
const background = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the theme button', () => {
  it('switches to light when the system prefers dark, and the choice stays', async () => {
    const page = await open(`${site}en/rules/116/`, { colorScheme: 'dark' });
    const dark = await background(page);
    await page.locator('#theme-toggle').click();
    expect(await page.getAttribute('#theme-toggle', 'aria-pressed')).toBe('false');
    const light = await background(page);
    expect(light).not.toBe(dark);
    expect(light).toBe('rgb(251, 250, 247)');
    await page.reload();
    expect(await background(page)).toBe(light);
    await page.locator('#theme-toggle').click();
    expect(await background(page)).toBe(dark);
    await done(page);
  });
});

describe('the Japanese glossary index', () => {
  it('files every former name under its kana row, upright, with its reading', async () => {
    const page = await open(`${site}ja/glossary/`);
    expect(await page.locator('.letter-group h2', { hasText: /^#$/ }).count()).toBe(0);
    // The reading is ruby over the kanji, and the row says the name is a former one.
    const ba = page.locator('#letter-は .former-row', { hasText: /^場ば（旧称） → 戦場$/ }).first();
    expect(await ba.locator('rt').textContent()).toBe('ば');
    expect(await ba.textContent()).toMatch(/（旧称） → 戦場/);
    expect(await ba.locator('a').evaluate((a) => getComputedStyle(a).fontStyle)).toBe('normal');
    expect(
      // 個別エンチャント (Aura's former name) reads 個別こべつエンチャント as text, with its ruby.
      await page
        .locator('#letter-か .former-row', { hasText: /^個別こべつエンチャント（旧称）/ })
        .count(),
    ).toBe(1);
    await done(page);
  });
});

describe('small things', () => {
  it('Tab from the search box goes to the next control the reader can see (the languages)', async () => {
    const page = await open(`${site}it/`);
    await page.locator('#site-search').focus();
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement;
      const style = getComputedStyle(e);
      return {
        inLanguages: Boolean(e.closest('.lang-switcher')),
        clipped: style.clip !== 'auto' || style.clipPath !== 'none',
      };
    });
    expect(next).toEqual({ inLanguages: true, clipped: false });
    await done(page);
  });

  it('marks only the rule text as English on an Italian page that shows it in English', async () => {
    // 701.2 "Halve" is new in the later edition: no Italian text of it, so it is shown in English.
    const page = await open(`${editions}it/rules/701.2/`);
    expect(
      await page.locator('main').evaluate((m) => m.closest('[lang]')!.getAttribute('lang')),
    ).toBe('it');
    expect(
      await page.locator('.breadcrumb').evaluate((m) => m.closest('[lang]')!.getAttribute('lang')),
    ).toBe('it');
    const text = page.locator('.rule-body .sbs-main:not(.sbs-head .sbs-main)').first();
    expect(await text.evaluate((m) => m.closest('[lang]')!.getAttribute('lang'))).toBe('en');
    expect(await text.textContent()).toMatch(/^701\.2a To halve/);
    await done(page);
  });

  it('lists a section’s rules by their own first words, with no link starting with a space', async () => {
    const page = await open(`${site}en/rules/116/`);
    const labels = await page.locator('.rule-children a').allTextContents();
    expect(labels.length).toBe(3);
    expect(new Set(labels).size).toBe(3);
    for (const a of await page.locator('.rule-toc a').all())
      expect(await a.evaluate((el) => el.firstChild?.textContent?.startsWith(' ') ?? false)).toBe(
        false,
      );
    expect(await page.locator('.edition-line, .rule-meta').first().textContent()).not.toMatch(
      /\S·\S/,
    );
    await done(page);
  });

  it('says on the search page that search needs JavaScript when it is off', async () => {
    const page = await open(`${site}ja/search/?q=mill`, { javaScriptEnabled: false });
    expect(await page.locator('main .notice').textContent()).toMatch(/JavaScript/);
    expect(await page.locator('main .notice a').count()).toBe(2);
    await done(page);
  });

  it('gives not-found pages a language switcher, and a rule between the languages of the shared one', async () => {
    const page = await open(`${site}it/404/`);
    expect(await page.locator('.lang-switcher a[hreflang="ja"]').getAttribute('href')).toMatch(
      /\/ja\/404\/$/,
    );
    await page.goto(`${site}no-such-page/`);
    const second = page.locator('.not-found').nth(1);
    expect(
      await second.evaluate((s) => parseFloat(getComputedStyle(s).borderTopWidth)),
    ).toBeGreaterThan(0);
    await done(page);
  });

  it('the language switcher keeps the subrule, the search and the notice', async () => {
    const page = await open(`${editions}en/rules/701.3/?was=701.2&edition=2021-03-05#701.3a`);
    expect(await page.locator('.lang-switcher a[hreflang="ja"]').getAttribute('href')).toMatch(
      /\/ja\/rules\/701\.3\/\?was=701\.2&edition=2021-03-05#701\.3a$/,
    );
    await page.goto(`${site}en/search/?q=mill`);
    expect(await page.locator('.lang-switcher a[hreflang="it"]').getAttribute('href')).toMatch(
      /\/it\/search\/\?q=mill$/,
    );
    await done(page);
  });
});

describe('the concordance', () => {
  it('reverses a sort on a second click, and keeps filter and sort in the address', async () => {
    const page = await open(`${site}en/glossary/concordance/`);
    const first = () =>
      page.locator('[data-concordance] tbody tr:visible td:first-child').first().textContent();
    const header = page.locator('[data-concordance] th[data-col="0"] .sort-button');
    const ascending = await first();
    await header.click();
    expect(await page.getAttribute('[data-concordance] th[data-col="0"]', 'aria-sort')).toBe(
      'descending',
    );
    expect(await first()).not.toBe(ascending);
    await page.locator('[data-filter]').fill('mana');
    await page.waitForURL(/\?q=mana&sort=0-desc$/);
    await page.reload();
    expect(await page.inputValue('[data-filter]')).toBe('mana');
    expect(await page.getAttribute('[data-concordance] th[data-col="0"]', 'aria-sort')).toBe(
      'descending',
    );
    const shown = await page.locator('[data-concordance] tbody tr:visible').count();
    const all = await page.locator('[data-concordance] tbody tr').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    await done(page);
  });
});

describe('a tap on a rule link on a phone', () => {
  it('first previews the rule, with a way to open it; a second tap opens it', async () => {
    const page = await open(`${site}en/glossary/mill/`, {
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const link = page.locator('main a.rule-ref').first();
    await link.tap();
    const preview = page.locator('#rule-preview');
    await preview.waitFor();
    expect(page.url()).toMatch(/\/en\/glossary\/mill\/$/);
    expect(await preview.locator('strong').textContent()).toMatch(/701\.17 Mill/);
    expect(await preview.locator('a.preview-open').textContent()).toMatch(/Open rule 701\.17a/);
    await page.locator('main h1').tap();
    expect(await preview.isHidden()).toBe(true);
    await link.tap();
    await preview.waitFor();
    await link.tap();
    await page.waitForURL(/\/en\/rules\/701\.17\/#701\.17a$/);
    await done(page);
  });
});
