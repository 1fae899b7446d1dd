/**
 * Several editions side by side (two imported fixture editions): old
 * citations land on today's rule with a notice, old editions stay browsable,
 * and a page says what changed.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowserPage } from '../support/browser-page.ts';

const site = inject('editionsUrl');
const ctx = useBrowserPage();

describe('editions', () => {
  it('a short link citing an old edition lands on today’s rule with a one-line notice', async () => {
    await ctx.page.goto(`${site}en/r/701.2/?edition=2021-03-05`);
    await ctx.page.waitForURL(/\/en\/rules\/701\.3\/\?was=701\.2&edition=2021-03-05$/);
    expect(await ctx.page.textContent('.was-notice')).toBe(
      'Rule 701.2 of the 2021-03-05 edition is rule 701.3 today.',
    );
    expect(await ctx.page.textContent('h1')).toMatch(/701\.3\s*Double/);
  });

  it('without ?edition the short link means the current edition', async () => {
    await ctx.page.goto(`${site}en/r/701.2/`);
    await ctx.page.waitForURL(/\/en\/rules\/701\.2\/$/);
    expect(await ctx.page.textContent('h1')).toMatch(/Halve/);
  });

  it('an entry written against the old edition links through the history map', async () => {
    await ctx.page.goto(`${site}en/articles/doubling/`);
    const href = await ctx.page.getAttribute('.prose a.rule-ref[data-rule="701.2a"]', 'href');
    expect(href).toMatch(/\/en\/rules\/701\.3\/\?was=701\.2a&edition=2021-03-05#701\.3a$/);
    await ctx.page.click('.prose a.rule-ref[data-rule="701.2a"]');
    expect(await ctx.page.textContent('.was-notice')).toMatch(/701\.2a.*2021-03-05.*701\.3a/);
  });

  it('a rule shown in English for want of a translation links to the newest translated edition', async () => {
    await ctx.page.goto(`${site}ja/rules/701.3/`);
    expect(await ctx.page.locator('.fallback-notice').count()).toBe(1);
    const link = ctx.page.locator('.older-translation a');
    expect(await link.textContent()).toMatch(/2021-03-05.*版の日本語訳で読む（ルール701\.2）/);
    await link.click();
    await ctx.page.waitForURL(/\/ja\/rules\/2021-03-05\/701\.2\/$/);
    expect(await ctx.page.textContent('h1')).toMatch(/701\.2\s*倍にする/);
    expect(await ctx.page.locator('.fallback-notice').count()).toBe(0);
    await ctx.page.goto(`${site}ja/rules/701.2/`); // today's 701.2 (Halve) had no translated past: no link
    expect(await ctx.page.locator('.older-translation').count()).toBe(0);
  });

  it('keeps the old edition browsable, and the current rule knows its past number', async () => {
    const res = await ctx.page.goto(`${site}en/rules/2021-03-05/701.2/`);
    expect(res?.status()).toBe(200);
    expect(await ctx.page.textContent('h1')).toMatch(/701\.2\s*Double/);
    await ctx.page.goto(`${site}en/rules/701.3/`);
    expect(await ctx.page.textContent('.rule-page')).toMatch(/701\.2 in the 2021-03-05 edition/);
    await ctx.page.goto(`${site}en/editions/2021-03-05/`);
    expect(await ctx.page.locator('.rule-toc a').count()).toBeGreaterThan(0);
  });

  it('shows the imported rules glossary, obsolete terms marked', async () => {
    await ctx.page.goto(`${site}en/rules/glossary/`);
    expect(await ctx.page.locator('.cr-glossary dt').count()).toBe(3);
    expect(await ctx.page.textContent('.cr-glossary .obsolete dt')).toMatch(/Bury/);
  });

  it('a section page lists its rules', async () => {
    await ctx.page.goto(`${site}en/rules/701/`);
    const listed = await ctx.page.locator('.rule-children .num').allTextContents();
    expect(listed).toEqual(['701.1', '701.2', '701.3', '701.4']);
  });

  it('says what changed, with a word-level diff', async () => {
    await ctx.page.goto(`${site}en/changes/2021-03-05/2022-03-05/`);
    const renumbered = await ctx.page.locator('#renumbered tbody tr').allTextContents();
    expect(renumbered).toContain('701.2701.3');
    expect(await ctx.page.textContent('#removed')).toMatch(/101\.2b/);
    expect(await ctx.page.textContent('#added')).toMatch(/701\.2/);
    expect((await ctx.page.locator('#changed .word-diff ins').allTextContents()).join('|')).toMatch(
      /three/,
    );
    expect((await ctx.page.locator('#changed .word-diff del').allTextContents()).join('|')).toMatch(
      /than two/,
    );
  });
});
