/**
 * Several editions side by side (two imported fixture editions in which
 * rules were renumbered, tests/support/editions-content.ts): citations in
 * content land on the rule they meant, backlinks name the right entries, old
 * and pinned addresses land on today's rule with a notice, a number that
 * changed meaning says so, old editions stay readable, and pages say what
 * changed and compare any two editions.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { useBrowserPage } from '../support/browser-page.ts';

const site = inject('editionsUrl');
const dist = inject('editionsDist');
const ctx = useBrowserPage();

describe('editions', () => {
  it('every rule link of the site opens the rule it meant (check:links, through the lineage)', () => {
    const r = spawnSync(process.execPath, [join(projectRoot, 'scripts/check-links.ts'), dist], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/(\d+) rule links .*: \1 open the rule they meant, 0 do not/);
  });

  it('a short link citing an old edition lands on today’s rule with a one-line notice', async () => {
    await ctx.page.goto(`${site}en/r/701.2/?edition=2021-03-05`);
    await ctx.page.waitForURL(/\/en\/rules\/701\.3\/\?was=701\.2&edition=2021-03-05$/);
    expect(await ctx.page.textContent('.was-notice')).toBe(
      'Rule 701.2 of the 5 March 2021 edition is rule 701.3 today.',
    );
    expect(await ctx.page.textContent('h1')).toMatch(/701\.3\s*Double/);
  });

  it('without ?edition the short link means the current edition', async () => {
    await ctx.page.goto(`${site}en/r/701.2/`);
    await ctx.page.waitForURL(/\/en\/rules\/701\.2\/$/);
    expect(await ctx.page.textContent('h1')).toMatch(/Halve/);
  });

  it('a number that meant another rule says so, and where that rule is now', async () => {
    await ctx.page.goto(`${site}en/rules/701.2/`);
    expect(await ctx.page.textContent('.previous-meaning')).toMatch(
      /Until the 5 March 2021 edition, 701\.2 was a different rule:\s*that rule is 701\.3 today\./,
    );
    await ctx.page.click('.previous-meaning a');
    await ctx.page.waitForURL(/\/en\/rules\/701\.3\/$/);
  });

  it('an entry written against the old edition links to the rule it meant, with the notice at the subrule', async () => {
    await ctx.page.goto(`${site}en/articles/doubling/`);
    const link = '.prose a.rule-ref[data-rule="701.2a"]';
    expect(await ctx.page.getAttribute(link, 'href')).toMatch(
      /\/en\/rules\/701\.3\/\?was=701\.2a&edition=2021-03-05#701\.3a$/,
    );
    await ctx.page.click(link);
    const notice = ctx.page.locator('.was-notice');
    expect(await notice.textContent()).toMatch(/701\.2a.*5 March 2021.*701\.3a/);
    // The notice sits just above the subrule and is in view where the reader lands.
    expect(await notice.evaluate((n) => n.nextElementSibling?.id)).toBe('701.3a');
    const box = await notice.boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
  });

  it('names, on each rule, the entries that meant it', async () => {
    const backlinks = async (path: string) => {
      await ctx.page.goto(`${site}${path}`);
      return (await ctx.page.locator('.backlinks li a').allTextContents()).sort();
    };
    expect(await backlinks('en/rules/701.3/')).toEqual(['Doubling']);
    expect(await backlinks('en/rules/701.2/')).toEqual(['Halve']);
    expect(await backlinks('en/rules/701.4/')).toEqual(['Doubling', 'Shuffle']);
  });

  it('a rule shown in English for want of a translation links to the newest translated edition', async () => {
    await ctx.page.goto(`${site}it/rules/701.3/`);
    expect(await ctx.page.locator('.fallback-notice').count()).toBe(1);
    const link = ctx.page.locator('.older-translation a');
    expect(await link.textContent()).toMatch(
      /italiano com'era nell'edizione del 5 marzo 2021 \(regola 701\.2\)/,
    );
    await link.click();
    await ctx.page.waitForURL(/\/it\/rules\/2021-03-05\/701\.2\/$/);
    expect(await ctx.page.textContent('h1')).toMatch(/701\.2\s*Raddoppiare/);
    expect(await ctx.page.locator('.fallback-notice').count()).toBe(0);
    await ctx.page.goto(`${site}it/rules/701.2/`); // today's 701.2 (Halve) had no translated past: no link
    expect(await ctx.page.locator('.older-translation').count()).toBe(0);
  });

  it('keeps old addresses working, old editions readable, and the current rule knows its past', async () => {
    await ctx.page.goto(`${site}en/rules/2021-03-05/701.3/#701.3a`);
    await ctx.page.waitForURL(/\/en\/rules\/701\.4\/\?was=701\.3a&edition=2021-03-05#701\.4a$/);
    expect(await ctx.page.textContent('.rule-history')).toMatch(/renumbered from 701\.3 to 701\.4/);
    // A subrule published on its section's page: the page that holds it today.
    await ctx.page.goto(`${site}en/rules/101/#101.2a`);
    await ctx.page.waitForURL(/\/en\/rules\/101\.2\/#101\.2a$/);
    await ctx.page.goto(`${site}en/editions/2021-03-05/`);
    await ctx.page.click('.chapter h2 a >> text=/^7\\./');
    await ctx.page.waitForURL(/\/en\/editions\/2021-03-05\/7\/$/);
    expect(await ctx.page.textContent('[id="701.2a"]')).toMatch(/To double a number/);
    expect(await ctx.page.textContent('.old-edition')).toMatch(/older edition/);
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
    expect(await ctx.page.textContent('#added')).toMatch(/701\.2 Halve/);
    expect((await ctx.page.locator('#changed .word-diff ins').allTextContents()).join('|')).toMatch(
      /three/,
    );
    expect((await ctx.page.locator('#changed .word-diff del').allTextContents()).join('|')).toMatch(
      /than two/,
    );
  });

  it('compares two editions in the browser', async () => {
    await ctx.page.goto(`${site}en/editions/compare/?from=2021-03-05&to=2022-03-05`);
    const result = ctx.page.locator('#compare-result');
    await result.locator('table').waitFor();
    expect(await result.textContent()).toMatch(/Renumbered: 4/);
    expect(await result.locator('.word-diff ins').count()).toBeGreaterThan(0);
  });
});
