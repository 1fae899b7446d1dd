/**
 * Every page type in every language, in Chromium: no accessibility
 * violations (axe-core), no console errors or CSP violations, no third-party
 * requests, JavaScript before search within budget, and keyboard basics.
 */
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';

const site = inject('siteUrl');
const origin = new URL(site).origin;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
});
afterAll(async () => browser?.close());

const PAGE_TYPES: Record<string, string> = {
  home: '',
  'rules index': 'rules/',
  'rule page': 'rules/116/',
  'glossary index': 'glossary/',
  'glossary entry': 'glossary/mill/',
  article: 'articles/mill/',
  card: 'cards/glimmervoid-basin/',
  'search results': 'search/?q=mill',
  '404': 'no-such-page/',
};
const cases = (['en', 'it', 'ja'] as const).flatMap((lang) => Object.entries(PAGE_TYPES).map(([type, path]) => ({ lang, type, path })));
const budgets: string[] = [];

describe.each(cases)('$type ($lang)', ({ lang, path, type }) => {
  it('has no axe violations, console errors, CSP violations or third-party requests; JS within budget', async () => {
    const page = await context.newPage();
    const problems: string[] = [];
    const scripts = new Map<string, number>();
    page.on('console', (m) => {
      // Failed loads are checked through responses below (a 404 page's own status is expected).
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) problems.push(`third-party request: ${r.url()}`);
    });
    page.on('response', async (r) => {
      if (r.status() >= 400 && r.request().resourceType() !== 'document') problems.push(`${r.status()} for ${r.url()}`);
      if (r.request().resourceType() === 'script') scripts.set(r.url(), brotliCompressSync(await r.body()).length);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const url = type === '404' ? `${site}${lang}/${path}` : `${site}${lang}/${path}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    const axe = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    const js = [...scripts.values()].reduce((a, b) => a + b, 0);
    budgets.push(`${lang} ${type}: ${js} B brotli of JS`);
    // The results page uses search as it loads, so the before-search budget does not apply to it.
    if (type !== 'search results') expect(js).toBeLessThanOrEqual(5 * 1024);
    await page.close();
  });
});

describe('keyboard', () => {
  it('the first Tab reaches the skip link, which moves focus to the content', async () => {
    const page = await context.newPage();
    await page.goto(`${site}en/glossary/mill/`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('Tab order follows the page: header, navigation, search, languages, then content', async () => {
    const page = await context.newPage();
    await page.goto(`${site}it/`);
    const order: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => {
        const a = document.activeElement as HTMLElement;
        return a.closest('header') ? `header:${a.tagName}` : a.closest('main') ? 'main' : a.tagName;
      }));
    }
    const firstMain = order.indexOf('main');
    expect(order.slice(1, firstMain).every((o) => o.startsWith('header'))).toBe(true);
    expect(order).toContain('header:INPUT');
    await page.close();
  });
});

afterAll(() => console.log(budgets.join('\n')));
