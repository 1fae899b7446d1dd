/** Search on the fixture content: tier 0 names and rule numbers, tier 1 full text, snippets. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { buildTier0, buildTier1 } from '../../src/search/build-data.ts';
import { prepareTier0, searchTier0 } from '../../src/search/tier0-search.ts';
import { buildFullText, searchFullText } from '../../src/search/full-text.ts';
import { makeSnippet } from '../../src/search/snippet.ts';

const registry = getRegistry(join(projectRoot, 'tests/fixtures/content'));
const ja = prepareTier0(buildTier0(registry, 'ja'));
const it0 = prepareTier0(buildTier0(registry, 'it'));
const ftEn = buildFullText(buildTier1(registry, 'en'));

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

  it('returns nothing for nonsense', () => {
    expect(searchTier0(ja, 'zzzzqqq')).toEqual([]);
  });
});

describe('tier 1', () => {
  it('finds rule text and ranks it', () => {
    const { results } = searchFullText(ftEn, 'graveyard');
    expect(results.slice(0, 3).map((r) => r.url)).toContain('en/rules/701.13/#701.13a');
    expect(results.every((r) => r.snippet && r.snippet.marks.length > 0)).toBe(true);
    expect(searchFullText(ftEn, 'mill').results[0]?.title).toMatch(/Mill/);
  });

  it('corrects a typo from the vocabulary when nothing matches', () => {
    const r = searchFullText(ftEn, 'graveyrad');
    expect(r.corrected).toBe('graveyard');
    expect(r.results.length).toBeGreaterThan(0);
  });

  it('searches by prefix as you type', () => {
    expect(searchFullText(ftEn, 'gravey').results.length).toBeGreaterThan(0);
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

  it('keeps a hostile query as plain text ranges, never markup', () => {
    const s = makeSnippet(
      'Text with <img src=x onerror=alert(1)> inside.',
      '<img src=x onerror=alert(1)>',
    );
    expect(s.text).toContain('<img');
    expect(s.marks.length).toBeGreaterThan(0);
  });
});
