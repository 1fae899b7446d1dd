/**
 * The rules in the reader's language, on the editions fixture site
 * (tests/support/editions-content.ts): English 2021-03-05 and 2022-03-05, and
 * the Japanese translation of 2021-03-05. Japanese pages show the
 * translation under today's numbers with its revision; the rules English
 * reworded since are marked stale (and only they), with the English diff;
 * side by side lines the two texts up rule by rule in all three languages,
 * by keyboard, remembered, stacked on a phone; citations and previews work
 * in both columns; a rule the translation lacks is English with glosses;
 * the translators' page and its CSV list exactly the stale rules.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, openTouchBrowser, type FileBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { watchRequests } from '../support/settled.ts';

const site = inject('editionsUrl');
let browser: FileBrowser;
/** The full Chromium, for taps on an emulated phone (tests/support/browser.ts). */
let touchBrowser: FileBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, touchBrowser] = await Promise.all([openBrowser(), openTouchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(site).origin,
  });
  page = await context.newPage();
});
afterAll(async () => Promise.all([browser?.close(), touchBrowser?.close()]));

/** Turns side by side on or off with its button (whatever an earlier test left). */
async function sideBySide(p: Page, on: boolean, which = '.sbs-button'): Promise<void> {
  const button = p.locator(which);
  if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.click();
  expect(await button.getAttribute('aria-pressed')).toBe(String(on));
}

/** The text of a rule's own block (without the cite button). */
const blockText = (p: Page, sel: string) =>
  p.locator(sel).evaluate((el) => {
    const c = el.cloneNode(true) as HTMLElement;
    c.querySelector('.cite')?.remove();
    return c.querySelector('p')?.textContent ?? '';
  });

describe('a Japanese rule page from an older translation', () => {
  it('shows the right rules in Japanese under today’s numbers, with the revision', async () => {
    await page.goto(`${site}ja/rules/100.1/`);
    expect(await blockText(page, '[id="100.1a"]')).toBe(
      '100.1a テスト用のゲームとは、テスト用の駒で遊ぶゲームのことである。',
    );
    expect(await page.locator('.rule-meta').textContent()).toContain('和訳20210305.1版');
    expect(await page.locator('.translation-notice').textContent()).toMatch(
      /この和訳は2021年3月5日版のものです。英語の総合ルールは2022年3月5日版です。.*1件。英語版が正文です。/,
    );
    expect(await page.locator('.fallback-notice').count()).toBe(0);
    // 701.2 "Double" is 701.3 today: its translation is shown there, under 701.3a.
    await page.goto(`${site}ja/rules/701.3/`);
    expect(await page.textContent('h1')).toMatch(/701\.3\s*倍にする/);
    expect(await blockText(page, '[id="701.3a"]')).toBe(
      '701.3a 数を倍にするとは、それに2を掛けることである。',
    );
    expect(await page.locator('.stale-note').count()).toBe(0);
  });

  it('marks stale only the rule English reworded since, with the English word diff', async () => {
    await page.goto(`${site}ja/rules/100.1/`);
    const stale = page.locator('.sbs-main .stale-note');
    expect(await stale.count()).toBe(1);
    const row = page.locator('.sbs-row', { has: page.locator('[id="100.1b"]') });
    expect(await row.locator('.sbs-main .stale-note').count()).toBe(1);
    expect(await stale.getAttribute('data-stale-since')).toBe('2022-03-05');
    expect(await stale.textContent()).toMatch(/この訳（2021年3月5日版）の後の2022年3月5日版で変更/);
    await stale.locator('summary').click();
    expect((await stale.locator('del').allTextContents()).join('|')).toMatch(/than two/);
    expect((await stale.locator('ins').allTextContents()).join('|')).toMatch(/three or/);
    expect(await stale.locator('.word-diff').textContent()).toBe(
      'A large test game has three or more than two players. See section 7, “Test Actions.”',
    );
    // 101.2a only cites a renumbered rule: its translation is not stale.
    await page.goto(`${site}ja/rules/101.2/`);
    const marked = await page
      .locator('.sbs-row:has(.sbs-main .stale-note) .sbs-main section.rule')
      .evaluateAll((els) => els.map((e) => e.id));
    expect(marked).toEqual(['101.2']);
  });

  it('shows a rule the translation lacks in English, with Japanese glosses on hover and inline', async () => {
    await page.goto(`${site}ja/rules/701.2/`);
    expect(await page.locator('.fallback-notice').count()).toBe(1);
    const gloss = page.locator('[id="701.2a"] .gloss[data-gloss="halve"]');
    expect(await gloss.textContent()).toBe('halve（半分にする（はんぶんにする））');
    const tip = gloss.locator('.gloss-text');
    expect((await tip.boundingBox())!.width).toBeLessThan(2);
    await gloss.hover();
    expect((await tip.boundingBox())!.width).toBeGreaterThan(40);
    await page.mouse.move(0, 0);
    const toggle = page.locator('.gloss-button');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect((await tip.boundingBox())!.width).toBeGreaterThan(40);
    await page.reload();
    expect(await page.locator('.gloss-button').getAttribute('aria-pressed')).toBe('true');
    await page.locator('.gloss-button').click();
    expect(await page.evaluate(() => localStorage.getItem('grimoire-glosses'))).toBeNull();
  });

  it('shows a gloss on a phone inside the screen, tapped or focused, even for a term at the edge', async () => {
    const phone = await touchBrowser.newContext({
      viewport: { width: 360, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const p = await phone.newPage();
    await p.goto(`${site}it/rules/701.2/`);
    const gloss = p.locator('.gloss').first();
    await gloss.tap();
    expect((await gloss.locator('.gloss-text').boundingBox())!.width).toBeGreaterThan(40);
    // Every gloss of the page, focused in turn and given one of the longest
    // names of the shipped glossary: its bubble is on the screen and the
    // page does not scroll sideways.
    const outside = await p.locator('.gloss').evaluateAll((els) =>
      els.flatMap((el) => {
        const text = el.querySelector('.gloss-text')!;
        text.textContent = ' (sottofase di dichiarazione dei bloccanti)';
        // A gloss is no tab stop; made focusable here only to show its bubble.
        (el as HTMLElement).tabIndex = -1;
        (el as HTMLElement).focus();
        const box = text.getBoundingClientRect();
        const wide = document.documentElement.scrollWidth > window.innerWidth;
        return box.left < 0 || box.right > window.innerWidth || wide ? [el.textContent] : [];
      }),
    );
    expect(outside).toEqual([]);
    await phone.close();
  });

  it('adds no tab stops for glosses: a glossed page has about as many as the English page', async () => {
    const tabStops = () =>
      page.evaluate(
        () =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button, input, select, textarea, summary, [tabindex]',
            ),
          ].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0).length,
      );
    await page.goto(`${site}en/rules/701.2/`);
    const english = await tabStops();
    await page.goto(`${site}it/rules/701.2/`);
    expect(await page.locator('.gloss').count()).toBeGreaterThan(0);
    const glossed = await tabStops();
    // The Italian page adds its gloss toggle and notice link, never one stop per word.
    expect(glossed).toBeLessThanOrEqual(english + 3);
    // Keyboard readers reach the glosses through the rule: focus in it shows them inline.
    const rule = page.locator('section.rule:has(.gloss)').first();
    await rule.locator('a[href]').first().focus();
    expect((await rule.locator('.gloss-text').first().boundingBox())!.width).toBeGreaterThan(20);
  });
});

describe('side by side', () => {
  it('lines Japanese and English up rule by rule, by keyboard, and remembers it', async () => {
    await page.goto(`${site}ja/rules/100.1/`);
    await sideBySide(page, false);
    const button = page.locator('.sbs-button');
    expect(await button.textContent()).toMatch(/英語と並べて表示/);
    const alt = page.locator('.sbs-row:has([id="100.1b"]) .sbs-alt[data-sbs-lang="en"]');
    expect(await alt.isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await blockText(page, '.sbs-row:has([id="100.1b"]) .sbs-alt section.rule')).toBe(
      '100.1b A large test game has three or more players. See section 7, “Test Actions.”',
    );
    const main = page.locator('[id="100.1b"]');
    const [m, a] = [(await main.boundingBox())!, (await alt.boundingBox())!];
    expect(a.x).toBeGreaterThan(m.x + m.width / 2);
    expect(Math.abs(a.y - m.y)).toBeLessThan(30);
    // Each English block is beside its own Japanese block.
    const pairs = await page
      .locator('.sbs-row:not(.sbs-head)')
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.querySelector('.sbs-main section.rule')?.getAttribute('data-rule'),
          r.querySelector('.sbs-alt section.rule')?.getAttribute('data-rule'),
        ]),
      );
    expect(pairs).toEqual([
      ['100.1', '100.1'],
      ['100.1a', '100.1a'],
      ['100.1b', '100.1b'],
    ]);
    await page.reload();
    expect(await page.locator('.sbs-button').getAttribute('aria-pressed')).toBe('true');
    expect(await alt.isVisible()).toBe(true);
    await page.locator('.sbs-button').click();
    expect(await alt.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('grimoire-sbs-ja'))).toBeNull();
  });

  it('stacks on a 360 px phone without overflow', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const p = await phone.newPage();
    await p.addInitScript(() => localStorage.setItem('grimoire-sbs-ja', 'on'));
    await p.goto(`${site}ja/rules/100.1/`);
    const main = (await p.locator('[id="100.1b"]').boundingBox())!;
    const alt = (await p
      .locator('.sbs-row:has([id="100.1b"]) .sbs-alt[data-sbs-lang="en"]')
      .boundingBox())!;
    expect(alt.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.close();
  });

  it('gives an English reader the Japanese translation beside, stale where it is', async () => {
    await page.goto(`${site}en/rules/100.1/`);
    expect(await page.locator('.sbs-button').textContent()).toMatch(/Side by side with Japanese/);
    await sideBySide(page, true);
    const alt = page.locator('.sbs-row:has([id="100.1b"]) .sbs-alt[data-sbs-lang="ja"]');
    expect(await alt.locator('section.rule p').first().textContent()).toMatch(
      /^100\.1b 大きなテスト用のゲームとは/,
    );
    expect(await alt.locator('.stale-note').textContent()).toMatch(
      /The English text of this rule changed in the 5 March 2022 edition, after this translation \(5 March 2021\)/,
    );
    expect(await page.locator('.sbs-alt .stale-note').count()).toBe(1);
    await sideBySide(page, false);
  });

  it('puts an Italian reader’s own text first, beside the English', async () => {
    await page.goto(`${site}it/rules/701.3/`);
    await sideBySide(page, true);
    const italian = page.locator('.sbs-row:has([id="701.3a"]) .sbs-alt[data-sbs-lang="it"]');
    expect(await italian.locator('section.rule p').first().textContent()).toMatch(
      /^701\.3a Raddoppiare un numero significa moltiplicarlo per due\./,
    );
    const en = (await page.locator('[id="701.3a"]').boundingBox())!;
    expect((await italian.boundingBox())!.x).toBeLessThan(en.x);
    await sideBySide(page, false);
  });

  it('copies a citation and previews a rule from either column, each in its language', async () => {
    await page.goto(`${site}ja/rules/101.2/`);
    await sideBySide(page, true);
    const enBlock = page.locator('.sbs-row:has([id="101.2a"]) .sbs-alt section.rule');
    await enBlock.locator('.cite-button').click();
    await enBlock.locator('[role="menuitem"]').nth(3).click();
    await page.locator('[role="status"]', { hasText: /./ }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      // The prefix is in the reader's language (its date and punctuation too) and says whose words
      // follow; the text is as published.
      /^総合ルール 101\.2a（2022年3月5日）、英語の公式テキスト：The first special thing is a test action\. See rule 701\.4, “Shuffle\.”（http:.*\/r\/101\.2a\/\?edition=2022-03-05&lang=ja）$/,
    );
    const tip = page.locator('#rule-preview');
    await enBlock.locator('a.rule-ref').focus();
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toMatch(/To shuffle a test library/);
    expect(await tip.getAttribute('lang')).toBe('en');
    await page.keyboard.press('Escape');
    await page.locator('[id="101.2a"] a.rule-ref').focus();
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toMatch(/ライブラリー／library」を切り直す/);
    await page.keyboard.press('Escape');
    await sideBySide(page, false);
  });
});

describe('accessibility of the new controls', () => {
  it.each([
    ['ja/rules/100.1/', 'grimoire-sbs-ja', 'on'],
    ['en/rules/100.1/', 'grimoire-sbs-en', 'ja'],
    ['ja/rules/701.2/', 'grimoire-glosses', 'inline'],
    ['ja/translators/', 'grimoire-sbs-ja', 'on'],
  ])('%s has no axe violations with %s=%s', async (path, key, value) => {
    const p = await context.newPage();
    await p.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
    const settled = watchRequests(p);
    await p.goto(`${site}${path}`);
    await settled();
    expect(await axeViolations(p)).toEqual([]);
    await p.close();
  });
});

describe('the translators’ page', () => {
  it('lists exactly the stale rules, with links and a CSV of them', async () => {
    await page.goto(`${site}ja/translators/`);
    const items = page.locator('.stale-rules > li');
    expect(await items.evaluateAll((li) => li.map((l) => l.getAttribute('data-rule')))).toEqual([
      '100.1b',
      '101.2',
    ]);
    expect(await items.first().locator('a').getAttribute('href')).toMatch(
      /\/ja\/rules\/100\.1\/#100\.1b$/,
    );
    const href = await page.locator('a[download]').getAttribute('href');
    const csv = await page.evaluate(async (u) => (await fetch(u!)).text(), href);
    const lines = csv.trim().split('\r\n');
    expect(lines.map((l) => l.split(',')[0]!.replace(/^\uFEFF/, ''))).toEqual([
      'rule',
      '100.1b',
      '101.2',
    ]);
    await page.goto(`${site}it/translators/`);
    expect(await page.locator('.stale-list').textContent()).toMatch(/Nessuna regola da aggiornare/);
  });
});
