/**
 * The archive of every edition (2003–2025) as the shipped site knows it:
 * only the lineage facts under content/lineage/ (numbers, fingerprints,
 * reviewed overrides), no official text. An address citing any old edition
 * leads to the rule it meant, or says plainly that the rule was removed and
 * when; any two editions compare; a rule's history reaches back to 2003.
 * The editions fixture site, which has the old text, links a removed rule to
 * that text.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowserPage } from '../support/browser-page.ts';

const shipped = inject('siteUrl');
const editions = inject('editionsUrl');
const ctx = useBrowserPage();

const notices = () =>
  ctx.page.$$eval('.notice:not([hidden])', (els) =>
    els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );

describe('archive of editions', () => {
  it('a 2003 citation of trample (502.9) opens 702.19 today, with the notice', async () => {
    await ctx.page.goto(`${shipped}r/502.9/?edition=2003-07-01`);
    await ctx.page.waitForURL(/\/en\/rules\/702\.19\/\?was=502\.9&edition=2003-07-01$/);
    expect(await ctx.page.textContent('.was-notice')).toBe(
      'Rule 502.9 of the 1 July 2003 edition is rule 702.19 today.',
    );
  });

  it('a rule removed in 2009 leads to its last edition, which says it was removed and when', async () => {
    await ctx.page.goto(`${shipped}r/502.15b/?edition=2009-05-01`);
    await ctx.page.waitForURL(/\/en\/editions\/2009-05-01\/\?removed=502\.15b&in=2009-07-11$/);
    expect((await notices())[0]).toBe(
      "Rule 502.15b of this edition was removed in the 11 July 2009 edition: no rule of today's rules continues it.",
    );
    // The shipped site has no text of 2009-05-01, so it offers no dead link to it.
    expect(await ctx.page.locator('.removed-notice a').count()).toBe(0);
  });

  it('an old edition’s rule address in Japanese says the same in Japanese', async () => {
    await ctx.page.goto(`${shipped}ja/rules/2020-01-24/613.3d/`);
    await ctx.page.waitForURL(/\/ja\/editions\/2020-01-22\/\?removed=613\.3d&in=2020-04-17$/);
    expect((await notices())[0]).toBe(
      'この版のルール613.3dは2020年4月17日版で削除されました。現在のルールに、これを引き継ぐものはありません。',
    );
  });

  it('a forged removed address shows nothing of it', async () => {
    await ctx.page.goto(
      `${shipped}en/editions/2009-05-01/?removed=${encodeURIComponent('<img src=x onerror=alert(1)>')}&in=2009-07-11`,
    );
    expect(await ctx.page.locator('.removed-notice').isHidden()).toBe(true);
    expect(await ctx.page.locator('main img').count()).toBe(0);
  });

  it('compares 2003 with 2025 from numbers alone: trample renumbered, no missing files fetched', async () => {
    const missing: string[] = [];
    ctx.page.on('response', (r) => {
      if (r.status() >= 400) missing.push(r.url());
    });
    await ctx.page.goto(`${shipped}en/editions/compare/?from=2003-07-01&to=2025-11-14`);
    // The renumbered list is long, so its section starts folded: the table is there, not shown.
    await ctx.page.locator('#compare-result table').first().waitFor({ state: 'attached' });
    const rows = await ctx.page.$$eval('#compare-result tr', (trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent?.trim()),
      ),
    );
    expect(rows).toContainEqual(['502.9', '702.19']);
    expect(missing).toEqual([]);
  });

  it('trample’s history names its 2009 move from 502.9, and begins in 2003, titled as the rule is today', async () => {
    await ctx.page.goto(`${shipped}en/rules/702.19/`);
    const lines = await ctx.page.$$eval('.rule-history li', (ls) =>
      ls.map((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
    const move = lines.find((l) => l.startsWith('Comprehensive Rules of 11 July 2009'));
    expect(move).toMatch(/renumbered from 502\.9 to 702\.17 Trample, with its 4 subrules/);
    expect(lines.at(-1)).toMatch(
      /^Comprehensive Rules of 1 July 2003: first appears as 502\.9 Trample/,
    );
  });
});

describe('a removed rule on a site with the old text', () => {
  it('links to the rule in its edition’s chapter', async () => {
    await ctx.page.goto(`${editions}r/101.2b/?edition=2021-03-05`);
    await ctx.page.waitForURL(/\/en\/editions\/2021-03-05\/\?removed=101\.2b&in=2022-03-05$/);
    const link = ctx.page.locator('.removed-notice a');
    expect(await link.textContent()).toBe('Read it in chapter 1 of this edition.');
    await link.click();
    await ctx.page.waitForURL(/\/en\/editions\/2021-03-05\/1\/#101\.2b$/);
    expect(await ctx.page.textContent('[id="101.2b"]')).toMatch(/101\.2b/);
  });
});
