/**
 * What check:content passes, the build builds (review rows CN25, CN24 and
 * the fuzz): random glossary front matter (hostile aliases such as
 * "constructor" and "__proto__", ids that are fixed pages, invisible or
 * control characters, bad see-also lists and rule numbers, unknown keys)
 * through both paths, with one verdict expected from each: check:content's
 * (`checkContent`), and the build's own steps, written here apart from it:
 * the registry the pages read (`getRegistry`, which refuses what it cannot
 * publish), every JSON API file, and a page for every entry id (no fixed
 * page of src/pages/[lang]/glossary/ may take it). A seeded generator, so a
 * failure names a case that can be run again.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editionsJson, indexJson } from '../../src/api/editions-json.ts';
import { glossaryJson, termJson } from '../../src/api/glossary-json.ts';
import { lookupJson } from '../../src/api/lookup-json.ts';
import { apiSections, ruleSectionJson } from '../../src/api/rule-section-json.ts';
import { checkContent } from '../../src/content-check/check-content.ts';
import { RESERVED_IDS } from '../../src/content/schemas.ts';
import { clearRegistryCache, getRegistry, projectRoot } from '../../src/registry/index.ts';
import { tempDirs } from '../support/content-tree.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

const fixtures = join(projectRoot, 'tests/fixtures/content');
const temp = tempDirs('grimoire-fuzz-');
afterAll(() => temp.cleanup());

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const some = <T>(xs: readonly T[], max: number): T[] =>
    Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(xs));
  return { next, pick, some };
}

const NAMES = [
  'constructor',
  'Constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'milling',
  'Macina',
  'ミル',
  'mill',
  '💥',
  ' ',
  '\u200b\ufeff',
  'Mill \u202elanruoj',
  'a\u0000b',
  'x'.repeat(250),
  '  spaced  ',
  '',
  'prototype',
];
const IDS = [
  'fuzz-term',
  'concordance',
  'constructor',
  'proto',
  'index',
  'Fuzz',
  'a--b',
  'library-2',
];
const SEE = ['mill', 'library', 'nope', 'fuzz-term', 'mill'];
const RULES = ['701.13', '701.13a', '999.9', '7О1.13', '100.1'];
const CATEGORIES = ['keyword-action', 'zone', 'bogus'];

/** One random glossary entry: its id and its file's text. */
function entry(seed: number): { id: string; text: string } {
  const r = random(seed);
  const id = r.pick(IDS);
  const y = (v: unknown) => JSON.stringify(v);
  const lines = [
    `term: ${y(r.next() < 0.8 ? 'Fuzz term' : r.pick(NAMES))}`,
    `aliases: ${y(r.some(NAMES, 3))}`,
    ...(r.next() < 0.3 ? [`formerNames: ${y(r.some(NAMES, 2))}`] : []),
    `category: ${r.next() < 0.85 ? 'keyword-action' : r.pick(CATEGORIES)}`,
    `rulesEdition: "2024-08-02"`,
    `rules: ${y(r.some(RULES, 2))}`,
    `seeAlso: ${y(r.some(SEE, 2))}`,
    ...(r.next() < 0.1 ? ['draft: true'] : []),
  ];
  return {
    id,
    text: `---\n${lines.join('\n')}\n---\nA fuzzed term about [[mill]] (rule 701.13a).\n`,
  };
}

/** The fixed pages of the glossary (concordance.astro…), which an entry id must not take. */
const FIXED_PAGES = readdirSync(join(projectRoot, 'src/pages/[lang]/glossary'))
  .filter((f) => !f.startsWith('[') && f !== 'index.astro')
  .map((f) => f.replace(/\.astro$/, ''));

/** The build's verdict: its registry, its API files and a page per entry, or the first failure. */
function buildVerdict(dir: string): string | undefined {
  try {
    clearRegistryCache();
    const registry = getRegistry(dir);
    const ctx = { registry, site: 'https://grimoire.invalid', base: '/' };
    JSON.stringify([indexJson(ctx), editionsJson(ctx), lookupJson(ctx), glossaryJson(ctx)]);
    for (const id of registry.ids('glossary')) {
      if (FIXED_PAGES.includes(id))
        return `glossary/${id} has no page: /[lang]/glossary/${id}.astro takes it`;
      JSON.stringify(termJson(ctx, id));
    }
    for (const s of apiSections(registry)) JSON.stringify(ruleSectionJson(ctx, s));
    return undefined;
  } catch (err) {
    return (err as Error).message.split('\n')[0];
  }
}

const SEEDS = Array.from({ length: 40 }, (_, i) => 1000 + i);

/** Both verdicts on a generated entry, each seed worked out once (the tests may run in any order). */
const verdictsOf = memoize(async (seed: number) => {
  const { id, text } = entry(seed);
  const dir = join(temp.make(), 'content');
  copyContent(fixtures, dir);
  writeFileSync(join(dir, 'glossary/en', `${id}.md`), text);
  clearRegistryCache();
  const check = await checkContent(dir);
  const build = buildVerdict(dir);
  const detail = `${id}.md:\n${text}\ncheck: ${check.problems.join('; ')}\nbuild: ${build}`;
  return { check, build, detail };
});

function memoize<A, R>(fn: (a: A) => R): (a: A) => R {
  const seen = new Map<A, R>();
  return (a) => {
    if (!seen.has(a)) seen.set(a, fn(a));
    return seen.get(a)!;
  };
}

describe('one verdict for check:content and the build', () => {
  it('the reserved ids are exactly the fixed pages of each collection', () => {
    expect([...RESERVED_IDS.glossary].sort()).toEqual([...FIXED_PAGES].sort());
    for (const c of ['articles', 'cards'] as const) {
      const fixed = readdirSync(join(projectRoot, 'src/pages/[lang]', c)).filter(
        (f) => !f.startsWith('[') && f !== 'index.astro',
      );
      expect(fixed.map((f) => f.replace(/\.astro$/, ''))).toEqual([...RESERVED_IDS[c]]);
    }
  });

  it('CN25: the aliases "constructor" and "__proto__" pass both, and lookup.json keeps them as names', async () => {
    const dir = join(temp.make(), 'content');
    copyContent(fixtures, dir);
    const mill = join(dir, 'glossary/en/mill.md');
    writeFileSync(
      mill,
      readFileSync(mill, 'utf8').replace(
        'aliases: [milling]',
        'aliases: [milling, constructor, Constructor, __proto__]',
      ),
    );
    clearRegistryCache();
    expect((await checkContent(dir)).problems).toEqual([]);
    expect(buildVerdict(dir)).toBeUndefined();
    const names = lookupJson({
      registry: getRegistry(dir),
      site: 'https://grimoire.invalid',
      base: '/',
    }).names;
    expect(Object.hasOwn(names, 'constructor') && Object.hasOwn(names, '__proto__')).toBe(true);
    expect(names.constructor).toEqual([{ term: 'mill' }, { rule: '701.13' }]);
  });

  it('CN24: an entry named like a fixed page fails both', async () => {
    const dir = join(temp.make(), 'content');
    copyContent(fixtures, dir);
    cpSync(join(dir, 'glossary/en/mill.md'), join(dir, 'glossary/en/concordance.md'));
    clearRegistryCache();
    const check = await checkContent(dir);
    expect(check.problems.join('\n')).toMatch(
      /concordance\.md: "concordance" is the name of a fixed page of glossary\//,
    );
    expect(buildVerdict(dir)).toMatch(/fixed page/);
  });

  it.each(SEEDS)(
    'seed %i: the same verdict',
    async (seed) => {
      const { check, build, detail } = await verdictsOf(seed);
      expect(check.problems.length === 0, detail).toBe(build === undefined);
    },
    30_000,
  );

  it('the seeds gave both verdicts (so the cases above tested something)', async () => {
    const builds: Array<string | undefined> = [];
    for (const seed of SEEDS) builds.push((await verdictsOf(seed)).build);
    expect(
      [...new Set(builds.map((b) => (b === undefined ? 'builds' : 'refused')))].sort(),
    ).toEqual(['builds', 'refused']);
  }, 120_000);
});
