/** Search on the fixture content: tier 0 names, rule numbers and titles, the sharded full text, snippets. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { searchData } from '../../src/search/search-data.ts';
import {
  alternativeNames,
  prepareTier0,
  searchTier0,
  tier0Answer,
} from '../../src/search/tier0-search.ts';
import { FullTextSearch } from '../../src/search/full-text-query.ts';
import { memoryFiles } from '../../src/search/index-files.ts';
import { makeSnippet } from '../../src/search/snippet.ts';

const registry = getRegistry(join(projectRoot, 'tests/fixtures/content'));
const ja = prepareTier0(searchData(registry, 'ja').tier0);
const it0 = prepareTier0(searchData(registry, 'it').tier0);
const en = prepareTier0(searchData(registry, 'en').tier0);
const enData = searchData(registry, 'en');
const ftEn = new FullTextSearch(enData.tier0.ft, memoryFiles(enData.files));

describe('tier 0', () => {
  it('jumps to a rule number typed in any form', () => {
    for (const q of ['701.13b', 'CR 701.13b', 'regola 701.13b', 'ルール７０１．１３ｂ']) {
      expect(searchTier0(ja, q)[0], q).toMatchObject({
        kind: 'rule',
        title: '701.13b',
        url: 'ja/rules/701.13/#701.13b',
      });
    }
    expect(searchTier0(ja, '701.13')[0]).toMatchObject({ url: 'ja/rules/701.13/' });
  });

  it('finds an entry by its name in another language and says which name matched', () => {
    expect(searchTier0(ja, 'macinare')[0]).toMatchObject({
      kind: 'glossary',
      title: '切削',
      matched: 'Macinare',
      matchedLang: 'it',
    });
  });

  it('finds a Japanese term typed in hiragana, by reading', () => {
    expect(searchTier0(ja, 'せっさく')[0]).toMatchObject({ title: '切削' });
    expect(searchTier0(ja, 'セッサク')[0]).toMatchObject({ title: '切削' });
  });

  it('finds former names and tolerates a typo', () => {
    expect(searchTier0(it0, 'mazzo di gioco')[0]).toMatchObject({
      title: 'Grimorio',
      matched: 'Mazzo di gioco',
    });
    expect(searchTier0(it0, 'grimorrio')[0]).toMatchObject({ title: 'Grimorio' });
    expect(searchTier0(it0, 'libary')[0]).toMatchObject({ title: 'Grimorio', matched: 'Library' });
  });

  it('tolerates a typo in a name still being typed', () => {
    expect(searchTier0(it0, 'grixx')[0]?.title).not.toBe('Grimorio');
    expect(searchTier0(it0, 'grinori')[0]).toMatchObject({ title: 'Grimorio' });
  });

  it('finds a rule page by its title, and by the other names of the term of that name', () => {
    const results = searchTier0(en, 'mill');
    const rule = results.findIndex((r) => r.url === 'en/rules/701.13/');
    expect(results[rule]).toMatchObject({ kind: 'rule', title: '701.13 Mill' });
    expect(results[rule]!.score).toBe(results[0]!.score); // as good as the term itself
    expect(searchTier0(en, 'macinare').find((r) => r.kind === 'rule')).toMatchObject({
      title: '701.13 Mill',
      matched: 'Macinare',
      matchedLang: 'it',
    });
  });

  it('returns nothing for nonsense', () => {
    expect(searchTier0(ja, 'zzzzqqq')).toEqual([]);
  });
});

describe('full text', () => {
  it('finds rule text and ranks the rules titled by the query first', async () => {
    const { results } = await ftEn.search({ query: 'graveyard', limit: 20 });
    expect(results.slice(0, 3).map((r) => r.url)).toContain('en/rules/701.13/#701.13a');
    expect(results.every((r) => r.snippet && r.snippet.marks.length > 0)).toBe(true);
    const mill = (await ftEn.search({ query: 'mill', limit: 20 })).results;
    const titled = mill.map((r) => /Mill/.test(r.title));
    expect(titled.slice(0, 4)).toEqual([true, true, true, true]);
    expect(titled.indexOf(false)).toBeGreaterThan(titled.lastIndexOf(true)); // titled ones first
    expect(
      Math.min(...mill.filter((r) => /Mill/.test(r.title)).map((r) => r.score)),
    ).toBeGreaterThan(
      35, // above every typo match of tier 0 (ranking.ts)
    );
  });

  it('corrects a typo from the vocabulary when nothing matches', async () => {
    const r = await ftEn.search({ query: 'graveyrad', limit: 20 });
    expect(r.corrected).toBe('graveyard');
    expect(r.results.length).toBeGreaterThan(0);
  });

  it('searches by prefix as you type, and leaves out what the reader already sees', async () => {
    expect((await ftEn.search({ query: 'gravey', limit: 20 })).results.length).toBeGreaterThan(0);
    const skip = new Set(['en/rules/701.13/#701.13a']);
    const all = await ftEn.search({ query: 'mill', limit: 20 });
    const r = await ftEn.search({ query: 'mill', limit: 20, skip });
    expect(r.results.map((x) => x.url)).toEqual(
      all.results.map((x) => x.url).filter((u) => !skip.has(u)),
    );
  });

  it('also searches the query’s names in the language of the text', async () => {
    const q = 'macinare';
    const names = alternativeNames(en, tier0Answer(en, q), q);
    expect(names).toContain('Mill');
    const without = await ftEn.search({ query: q, limit: 20 });
    const withNames = await ftEn.search({ query: q, alternatives: names, limit: 20 });
    expect(without.results.map((r) => r.url)).not.toContain('en/rules/701.13/#701.13a');
    expect(withNames.results.slice(0, 4).map((r) => r.title)).toEqual(
      expect.arrayContaining(['701.13a Mill', '701.13b Mill']),
    );
  });
});

describe('snippets', () => {
  it('marks accent- and kana-insensitive matches at the right offsets', () => {
    const s = makeSnippet(
      'Un giocatore con abilità attivata e ライブラリー.',
      'abilita らいぶらり',
    );
    const marked = s.marks.map(([a, b]) => s.text.slice(a, b));
    expect(marked).toEqual(['abilità', 'ライブラリー']);
  });

  it('marks matches whatever the case and apostrophes of the text', () => {
    const s = makeSnippet("The player's LIBRARY is empty.", 'players library');
    expect(s.marks.map(([a, b]) => s.text.slice(a, b))).toEqual(["player's", 'LIBRARY']);
  });

  it('marks whole words: the words a query term begins, never letters inside other words', () => {
    const s = makeSnippet(
      'Tap an untapped permanent: add one mana of any color to your mana pool.',
      'tap a perm for mana',
    );
    expect(s.marks.map(([a, b]) => s.text.slice(a, b))).toEqual([
      'Tap',
      'permanent',
      'mana',
      'mana',
    ]);
  });

  it('keeps a hostile query as plain text ranges, never markup', () => {
    const s = makeSnippet(
      'Text with <img src=x onerror=alert(1)> inside.',
      '<img src=x onerror=alert(1)>',
    );
    expect(s.text).toContain('<img');
    expect(s.marks.length).toBeGreaterThan(0);
  });
});
