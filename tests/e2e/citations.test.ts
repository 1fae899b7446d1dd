/** Citing rules: copy a citation, preview a rule by keyboard, follow short links, unfurl meta. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';

const site = inject('siteUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(site).origin,
  });
  page = await context.newPage();
});
afterAll(async () => browser?.close());

describe('copy citation', () => {
  it('copies Markdown for a subrule from the keyboard and says what it copied', async () => {
    await page.goto(`${site}en/rules/701.13/`);
    const button = page.locator('[id="701.13b"] .cite-button');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\[CR 701\.13b\]\(http:\/\/[^)]+\/r\/701\.13b\/\)$/);
    expect(await page.locator('[role="status"]').textContent()).toMatch(/Markdown/);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('copies BBCode and plain text with the rule text', async () => {
    await page.goto(`${site}it/rules/116/`);
    const open = async () => page.locator('[id="116.2a"] .cite-button').click();
    await open();
    await page.locator('[id="116.2a"] [role="menuitem"]').nth(2).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^\[url=http:\/\/[^\]]+\/r\/116\.2a\/\]CR 116\.2a\[\/url\]$/,
    );
    await open();
    await page.locator('[id="116.2a"] [role="menuitem"]').nth(3).click();
    const plain = await page.evaluate(() => navigator.clipboard.readText());
    expect(plain).toMatch(/^CR 116\.2a: .*terra.* \(http:.*\/r\/116\.2a\/\)$/);
  });

  it('Escape closes the menu and returns focus', async () => {
    await page.goto(`${site}en/rules/116/`);
    const button = page.locator('[id="116.3"] .cite-button');
    await button.click();
    await page.keyboard.press('Escape');
    expect(await page.locator('[id="116.3"] [role="menu"]').isHidden()).toBe(true);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});

describe('rule preview', () => {
  it('focusing a rule link shows the rule text in a tooltip', async () => {
    await page.goto(`${site}en/articles/mill/`);
    const link = page.locator('.prose a.rule-ref[data-rule^="701.13"]:not([data-absent])').first();
    const number = await link.getAttribute('data-rule');
    await link.focus();
    const tip = page.locator('#rule-preview');
    await tip.waitFor({ state: 'visible' });
    expect(await link.getAttribute('aria-describedby')).toBe('rule-preview');
    expect((await tip.textContent())?.length).toBeGreaterThan(20);
    expect(await tip.textContent()).toMatch(/Mill/);
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    expect(number).toMatch(/^701\.13/);
  });
});

describe('short links', () => {
  it('/r/{number}/ sends the reader to the rule in their language', async () => {
    const ctx = await browser.newContext({ locale: 'ja-JP' });
    const p = await ctx.newPage();
    await p.goto(`${site}r/701.13b/`);
    await p.waitForURL(/\/ja\/rules\/701\.13\/#701\.13b$/);
    expect(await p.locator('[id="701.13b"]').textContent()).toMatch(/701\.13b/);
    await ctx.close();
  });

  it('/{lang}/r/{number}/ goes to that language', async () => {
    await page.goto(`${site}it/r/116.2i/`);
    await page.waitForURL(/\/it\/rules\/116\/#116\.2i$/);
  });

  it('carries the rule in its meta tags for crawlers that run no scripts', async () => {
    const res = await fetch(`${site}r/701.13b/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const meta = (p: string) =>
      new RegExp(`<meta (?:property|name)="${p}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe('CR 701.13b · Mill');
    expect(meta('og:description')?.length).toBeGreaterThan(20);
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('og:url')).toMatch(/\/r\/701\.13b\/$/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/r\/701\.13b\/"/);
    const ja = await (await fetch(`${site}ja/r/701.13b/`)).text();
    expect(ja).toMatch(/<meta property="og:title" content="CR 701\.13b · 切削"/);
  });

  it('without JavaScript shows a link to the rule', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(`${site}r/116.2a/`);
    await p.click('a.go');
    expect(new URL(p.url()).pathname + new URL(p.url()).hash).toMatch(
      /\/en\/rules\/116\/#116\.2a$/,
    );
    await ctx.close();
  });
});
