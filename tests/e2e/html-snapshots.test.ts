/**
 * HTML snapshots of one page of each type of the fixture site (as
 * Starlight keeps them): a change to what a page renders shows up as a
 * diff in review, not only as a passing or failing assertion. Only what
 * differs between builds of the same sources is blanked (hashed asset and
 * index names, CSP hashes); everything a reader or a crawler gets is kept.
 * After an intended change: `npx vitest run --project e2e
 * tests/e2e/html-snapshots.test.ts -u`, and read the diff before committing.
 */
import { describe, expect, inject, it } from 'vitest';

const fixture = inject('fixtureUrl');

/** One page of each type, and the snapshot file it is kept in. */
const PAGES: Array<[string, string]> = [
  ['home', 'en/'],
  ['rules-index', 'en/rules/'],
  ['rules-section', 'en/rules/701/'],
  ['rule', 'en/rules/701.13/'],
  ['rule-translated', 'it/rules/701.13/'],
  ['glossary-index', 'ja/glossary/'],
  ['glossary-term', 'it/glossary/mill/'],
  ['glossary-fallback', 'ja/glossary/library/'],
  ['article', 'en/articles/sample/'],
  ['card', 'en/cards/test-card/'],
  ['search', 'en/search/'],
  ['editions', 'en/editions/'],
  ['short-link', 'r/701.13/'],
  ['not-found', '404.html'],
];

/** Blanks what two builds of the same sources may write differently, and puts each tag on its own line. */
function normalize(html: string): string {
  return html
    .replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css|woff2?)/g, '$1.HASH.$2')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-HASH'")
    .replace(/(search\/)[0-9a-f]{6,}\//g, '$1HASH/')
    .replace(/></g, '>\n<');
}

describe('HTML of each page type (fixture site)', () => {
  for (const [name, path] of PAGES) {
    it(`${name}: ${path}`, async () => {
      const res = await fetch(`${fixture}${path}`);
      expect(res.status).toBe(200);
      const html = normalize(await res.text());
      await expect(html).toMatchFileSnapshot(`./__snapshots__/${name}.html`);
    });
  }
});
