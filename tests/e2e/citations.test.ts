/**
 * Citing rules: copy a citation pinned to its edition, preview a rule by
 * keyboard, follow short links (also pinned and old ones), unfurl meta. The
 * shipped site (no official text: today's pages show Grimoire's older
 * rendering) and the editions fixture site (two imported editions where
 * rules were renumbered).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, type FileBrowser } from '../support/browser.ts';

const site = inject('siteUrl');
const editions = inject('editionsUrl');
let browser: FileBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  context = await browser.newContext({ locale: 'en-US' });
  for (const s of [site, editions])
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(s).origin,
    });
  page = await context.newPage();
});
afterAll(async () => browser?.close());

/** What the last menu choice copied, once the page has announced it. */
async function clipboard(): Promise<string> {
  await page.locator('[role="status"]', { hasText: /./ }).first().waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('copy citation', () => {
  it('copies Markdown for a subrule from the keyboard, pinned to its edition, and says what it copied', async () => {
    await page.goto(`${editions}en/rules/701.3/`);
    const button = page.locator('[id="701.3a"] .cite-button');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await clipboard()).toMatch(
      /^\[CR 701\.3a \(2022-03-05\)\]\(http:\/\/[^)]+\/r\/701\.3a\/\?edition=2022-03-05\)$/,
    );
    expect(await page.locator('[role="status"]').textContent()).toMatch(/Markdown/);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('copies BBCode and plain text with the rule text as published (no glosses), prefixed in the reader’s language', async () => {
    await page.goto(`${editions}it/rules/701.3/`);
    const open = async () => page.locator('[id="701.3a"] .cite-button').click();
    await open();
    await page.locator('[id="701.3a"] [role="menuitem"]').nth(2).click();
    expect(await clipboard()).toMatch(
      /^\[url=http:\/\/[^\]]+\/r\/701\.3a\/\?edition=2022-03-05&lang=it\]CR 701\.3a \(2022-03-05\)\[\/url\]$/,
    );
    await open();
    await page.locator('[id="701.3a"] [role="menuitem"]').nth(3).click();
    // The edition as Italian writes dates, by the site's one date formatter.
    expect(await clipboard()).toMatch(
      /^Regole Complete 701\.3a \(5 marzo 2022\), testo ufficiale in inglese: To double a number, multiply it by two\. \(http:.*\/r\/701\.3a\/\?edition=2022-03-05&lang=it\)$/,
    );
  });

  it('copies plain text in Japanese (the official translation) with a Japanese date and full-width punctuation around the quoted text', async () => {
    await page.goto(`${editions}ja/rules/701.3/`);
    await page.locator('[id="701.3a"] .cite-button').click();
    await page.locator('[id="701.3a"] [role="menuitem"]').nth(3).click();
    expect(await clipboard()).toMatch(
      /^総合ルール 701\.3a（2022年3月5日）、公式テキスト：数を倍にするとは、それに2を掛けることである。（http:.*\/r\/701\.3a\/\?edition=2022-03-05&lang=ja）$/,
    );
  });

  it('on Grimoire’s own rendering of an older edition, says so and pins that edition', async () => {
    await page.goto(`${site}en/rules/2024-08-02/701.13/`);
    const block = page.locator('[id="701.13b"]');
    await block.locator('.cite-button').click();
    await block.locator('[role="menuitem"]').nth(3).click();
    expect(await clipboard()).toMatch(
      /^CR 701\.13b \(2 August 2024\), Grimoire.+official text: Nobody can mill .* \(http:.*\/r\/2024-08-02\/701\.13b\/\)$/,
    );
  });

  it('Escape closes the menu and returns focus', async () => {
    await page.goto(`${editions}en/rules/701.3/`);
    const button = page.locator('[id="701.3a"] .cite-button');
    await button.click();
    await page.keyboard.press('Escape');
    expect(await page.locator('[id="701.3a"] [role="menu"]').isHidden()).toBe(true);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});

describe('rule preview', () => {
  it('focusing a rule link shows the rule text in a tooltip', async () => {
    await page.goto(`${site}en/articles/mill/`);
    const link = page.locator('.prose a.rule-ref[data-rule^="701.17"]').first();
    expect(await link.getAttribute('data-target')).toMatch(/^701\.17/);
    await link.focus();
    const tip = page.locator('#rule-preview');
    await tip.waitFor({ state: 'visible' });
    expect(await link.getAttribute('aria-describedby')).toBe('rule-preview');
    expect((await tip.textContent())?.length).toBeGreaterThan(20);
    expect(await tip.textContent()).toMatch(/Mill/);
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
  });
});

describe('short links', () => {
  it('/r/{number}/ sends the reader to the rule in their language', async () => {
    const ctx = await browser.newContext({ locale: 'ja-JP' });
    const p = await ctx.newPage();
    await p.goto(`${site}r/701.17b/`);
    await p.waitForURL(/\/ja\/rules\/701\.17\/#701\.17b$/);
    expect(await p.locator('[id="701.17b"]').textContent()).toMatch(/^701\.17b /);
    await ctx.close();
  });

  it('/{lang}/r/{number}/ goes to that language, though the language has no short-link pages of its own', async () => {
    await page.goto(`${site}it/r/116.2i/`);
    await page.waitForURL(/\/it\/rules\/116\.2\/#116\.2i$/);
  });

  it('a link pinned to the current edition, and one pinned to an older edition, land on the rule they meant', async () => {
    await page.goto(`${editions}r/701.2/?edition=2022-03-05`);
    await page.waitForURL(/\/en\/rules\/701\.2\/$/);
    expect(await page.textContent('h1')).toMatch(/701\.2\s*Halve/);
    await page.goto(`${editions}r/2021-03-05/701.2a/`);
    await page.waitForURL(/\/en\/rules\/701\.3\/\?was=701\.2a&edition=2021-03-05#701\.3a$/);
    expect(await page.textContent('.was-notice')).toBe(
      'Rule 701.2a of the 5 March 2021 edition is rule 701.3a today.',
    );
  });

  it('carries the rule in its meta tags for crawlers that run no scripts', async () => {
    const res = await fetch(`${editions}r/701.3a/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const meta = (p: string) =>
      new RegExp(`<meta (?:property|name)="${p}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe('CR 701.3a · Double');
    expect(meta('og:description')).toBe('To double a number, multiply it by two.');
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('og:url')).toMatch(/\/r\/701\.3a\/$/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/r\/701\.3a\/"/);
    const shipped = await (await fetch(`${site}r/701.17b/`)).text();
    expect(shipped).toMatch(/<meta property="og:title" content="CR 701\.17b · Mill"/);
    expect(shipped).toMatch(/<meta property="og:description" content="Nobody can mill [^"]*"/);
  });

  it('without JavaScript shows a link to the rule', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(`${site}r/116.2a/`);
    await p.click('a.go');
    expect(new URL(p.url()).pathname + new URL(p.url()).hash).toMatch(
      /\/en\/rules\/116\.2\/#116\.2a$/,
    );
    await ctx.close();
  });
});
