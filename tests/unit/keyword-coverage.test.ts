/**
 * Every keyword action and keyword ability of the newest edition in the
 * lineage has a glossary entry in English, Italian and Japanese whose
 * `rules` names it, or is listed in docs/keywords-missing.tsv, the committed
 * list of keywords still without one. The list must stay exact: a keyword
 * that gets its entries must leave it, so it only shrinks. A new edition
 * that adds a keyword fails this test until the keyword is written or listed.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  coveringIds,
  keywordRules,
  readMissingKeywords,
} from '../../src/content-check/keyword-coverage.ts';
import { Lineage } from '../../src/lineage/lineage.ts';
import type { EntryFile } from '../../src/registry/read-content.ts';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';

const registry = getRegistry();
const lineage = registry.lineage;
const glossary = registry.entries
  .all()
  .filter((f): f is EntryFile<'glossary'> => f.collection === 'glossary');
const missingFile = 'docs/keywords-missing.tsv';
const missing = readMissingKeywords(join(projectRoot, missingFile), missingFile);
const keywords = keywordRules(lineage);
const listed = new Map(missing.map((m) => [m.number, m]));

describe(`keywords of the newest edition (${lineage.newest})`, () => {
  it('are the numbered rules of 701 and 702 after their "General" rules', () => {
    // 2025-11-14: 701.2 Activate … 701.67 Waterbend, 702.2 Deathtouch … 702.189 Firebending.
    const actions = keywords.filter((k) => k.category === 'keyword-action');
    const abilities = keywords.filter((k) => k.category === 'keyword-ability');
    expect(actions[0]?.number).toBe('701.2');
    expect(abilities[0]?.number).toBe('702.2');
    expect(keywords.map((k) => k.number)).not.toContain('701.1');
    expect(keywords.length).toBeGreaterThanOrEqual(254);
  });

  it('each has an entry in every language, or is listed as missing', () => {
    const neither = keywords
      .filter((k) => coveringIds(lineage, glossary, k).length === 0 && !listed.has(k.number))
      .map((k) => k.number);
    expect(neither, `write their entries or list them in ${missingFile}`).toEqual([]);
  });

  it('the list of missing keywords names none that has its entries (so it only shrinks)', () => {
    const done = missing
      .filter((m) => {
        const k = keywords.find((x) => x.number === m.number);
        return k !== undefined && coveringIds(lineage, glossary, k).length > 0;
      })
      .map((m) => `${missingFile}:${m.line}: ${m.number} ${m.name}`);
    expect(done, 'remove these rows: their entries exist').toEqual([]);
  });

  it('the list names only keywords of the newest edition, each once, under a free id', () => {
    const numbers = new Set(keywords.map((k) => k.number));
    const stale = missing.filter((m) => !numbers.has(m.number)).map((m) => m.number);
    expect(stale, 'not a keyword of the newest edition').toEqual([]);
    expect(new Set(missing.map((m) => m.number)).size).toBe(missing.length);
    expect(new Set(missing.map((m) => m.id)).size).toBe(missing.length);
    const taken = missing.filter((m) => registry.entries.has('glossary', m.id)).map((m) => m.id);
    expect(taken, 'these ids exist already: the entry is incomplete, or pick another id').toEqual(
      [],
    );
  });

  it('an entry in one language only, or one that just mentions the keyword, does not cover it', () => {
    // wall (a creature type) cites 702.3 defender; only a keyword-ability entry covers it.
    expect(
      coveringIds(lineage, glossary, { number: '702.3', category: 'keyword-ability' }),
    ).not.toContain('wall');
    const one = glossary.filter((f) => f.lang === 'en');
    const mill = keywords.find((k) => coveringIds(lineage, glossary, k).includes('mill'))!;
    expect(coveringIds(lineage, one, mill)).toEqual([]);
  });
});

describe('a new edition that adds a keyword', () => {
  it('has a keyword that no entry covers', () => {
    const next = '2099-01-01';
    const data = {
      editions: [...lineage.editions, { key: next, effective: next }],
      diffs: [
        ...lineage.allDiffs(),
        [
          { new: '702.190', change: '' as const },
          { new: '702.190a', change: '' as const },
        ],
      ],
    };
    const newer = new Lineage(data);
    const added = keywordRules(newer).filter((k) => !keywords.some((o) => o.number === k.number));
    expect(added).toEqual([{ number: '702.190', category: 'keyword-ability' }]);
    expect(coveringIds(newer, glossary, added[0]!)).toEqual([]);
    expect(listed.has('702.190')).toBe(false);
  });
});
