/**
 * The sharded full-text index: postings round-trip, a query fetches only the
 * shards its terms need and the fragments of the results shown, later
 * queries reuse them, and a term's names in the text's language are
 * searched too ("travolgere" on the Italian site finds the English 702.19).
 */
import { describe, expect, it } from 'vitest';
import { decodeIds, decodePostings, encodeIds, encodePostings } from '../../src/search/postings.ts';
import { decodeSlots, encodeSlots } from '../../src/search/flex-index.ts';
import { DOC_TEXT_MAX, buildFullTextIndex } from '../../src/search/full-text-build.ts';
import { FullTextSearch, type IndexFiles } from '../../src/search/full-text-query.ts';
import { memoryFiles } from '../../src/search/index-files.ts';
import { shardOf, termKey } from '../../src/search/term-key.ts';
import { alternativeNames, prepareTier0, tier0Answer } from '../../src/search/tier0-search.ts';
import type { FullTextDoc, Tier0 } from '../../src/search/types.ts';

/** Documents written for this test: many rules, so the index has many shards and fragments. */
function corpus(): FullTextDoc[] {
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
  const docs: FullTextDoc[] = [];
  for (let i = 0; i < 400; i++) {
    const w = words[i % words.length]!;
    const text = `Rule text ${i} about ${w} and ${words[(i * 3) % words.length]} number${i} ${'filler '.repeat(30)}`;
    docs.push(['rule', `${100 + i}.1 ${w}`, `it/rules/${100 + i}.1/`, text]);
  }
  docs.push([
    'rule',
    '702.19a Trample',
    'it/rules/702.19/#702.19a',
    'A creature with trample assigns excess combat damage to the player it attacks.',
  ]);
  docs.push([
    'rule',
    '702.19b Trample',
    'it/rules/702.19/#702.19b',
    'Lethal damage is assigned to blockers first; trample lets the rest through.',
  ]);
  docs.push([
    'glossary',
    'travolgere',
    'it/glossary/trample/',
    'Travolgere è un’abilità statica delle creature attaccanti.',
  ]);
  return docs;
}

/** Files that count what is fetched. */
function counted(files: IndexFiles, log: string[]): IndexFiles {
  return {
    shard: (i) => (log.push(`s${i}`), files.shard(i)),
    fragment: (i) => (log.push(`f${i}`), files.fragment(i)),
    context: (i) => (log.push(`c${i}`), files.context(i)),
    words: () => (log.push('words'), files.words()),
  };
}

const built = buildFullTextIndex(corpus(), ['it', 'en'], 402);

describe('postings', () => {
  it('round-trip documents and weights, large gaps included', () => {
    const docs = [0, 1, 2, 40, 1000, 123456];
    const weights = [1, 7, 2, 3, 6, 5];
    const p = decodePostings(encodePostings(docs, weights));
    expect([...p.docs]).toEqual(docs);
    expect([...p.weights]).toEqual(weights);
    expect(() => encodePostings([1], [8])).toThrow(/out of range/);
  });

  it('round-trip the slots of a word pair as gaps, empty slots kept and trailing ones dropped', () => {
    const ids = [0, 3, 31, 32, 5000];
    expect(decodeIds(encodeIds(ids))).toEqual(ids);
    expect(() => encodeIds([4, 2])).toThrow(/ascending/);
    const slots = [[2, 40], undefined, [7, 1024]];
    expect(decodeSlots(encodeSlots(slots))).toEqual([[2, 40], [], [7, 1024]]);
    expect(decodeSlots(encodeSlots([[5], undefined, undefined]))).toEqual([[5]]);
  });
});

describe('sharded index', () => {
  it('cuts the index into many shards and fragments, leaving out function words only', () => {
    expect(built.manifest.shards.length).toBeGreaterThan(3);
    expect(built.manifest.fragments.length).toBeGreaterThan(10);
    expect(built.manifest.fragments.reduce((a, b) => a + b, 0)).toBe(403);
    expect(built.manifest.stop).toEqual(expect.arrayContaining(['and', 'the', 'di', 'il']));
    expect(built.manifest.stop).not.toContain('rule');
  });

  it('finds a word that is in nearly every document, ranking where it weighs most first', async () => {
    const ft = new FullTextSearch(built.manifest, memoryFiles(built.files));
    const { results } = await ft.search({ query: 'rule', limit: 5 });
    expect(results).toHaveLength(5);
    const trample = await ft.search({ query: 'creature trample', limit: 2 });
    expect(trample.results[0]).toMatchObject({ url: 'it/rules/702.19/#702.19a' });
  });

  it('puts every term a three-letter prefix begins in the one shard of that prefix', () => {
    const key = termKey('number12');
    expect(key).toBe('num');
    const shard = JSON.parse(built.files.get(`s${shardOf(built.manifest.shards, key)}.json`)!) as {
      terms: string[];
    };
    for (let i = 0; i < 400; i++) expect(shard.terms).toContain(`number${i}`);
  });

  it('fetches only the shard a query needs and the fragments of the results shown, and reuses them', async () => {
    const log: string[] = [];
    const ft = new FullTextSearch(built.manifest, counted(memoryFiles(built.files), log));
    const first = await ft.search({ query: 'number17', limit: 3 });
    expect(first.results[0]).toMatchObject({ url: 'it/rules/117.1/' });
    const shards = log.filter((f) => f.startsWith('s'));
    expect(shards).toHaveLength(1);
    expect(log.filter((f) => f.startsWith('f')).length).toBeLessThanOrEqual(3);
    const before = log.length;
    await ft.search({ query: 'number1', limit: 3 });
    expect(log.slice(before).filter((f) => f.startsWith('s'))).toEqual([]); // same shard, kept
    expect(log).not.toContain('words'); // the typo list only when nothing matches
  });

  it('ranks a document whose title holds the query above ones that only mention it', async () => {
    const ft = new FullTextSearch(built.manifest, memoryFiles(built.files));
    const { results } = await ft.search({ query: 'delta', limit: 60 });
    const titled = results.map((r) => r.title.endsWith('delta'));
    expect(titled.indexOf(false)).toBeGreaterThan(titled.lastIndexOf(true));
  });
});

describe('a rule-number query', () => {
  const letters = ['e', 'f', 'g', 'a', 'c', 'b', 'd'];
  const docs = letters.map((l, i): FullTextDoc => {
    const text = `Trample ${'combat damage '.repeat(i + 1)}`;
    return ['rule', `702.19${l} Trample`, `en/rules/702.19/#702.19${l}`, text];
  });
  const index = buildFullTextIndex(docs, ['en']);
  const ft = new FullTextSearch(index.manifest, memoryFiles(index.files));

  it('lists the subrules in number order, however the number is typed', async () => {
    for (const query of ['702.19', 'rule 702.19', '７０２．１９', 'regola 702.19']) {
      const { results } = await ft.search({ query, limit: 10 });
      expect(
        results.map((r) => r.title.split(' ')[0]),
        query,
      ).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((l) => `702.19${l}`));
    }
  });
});

describe('a huge entry', () => {
  const huge = `Opening words about zebra. ${'more words here '.repeat(20_000)} quokka at the end.`;
  const index = buildFullTextIndex([['article', 'Huge', 'en/articles/huge/', huge]], ['en']);
  const ft = new FullTextSearch(index.manifest, memoryFiles(index.files));

  it('is searchable by its start only, and its stored text is only that start', async () => {
    expect((await ft.search({ query: 'zebra', limit: 5 })).results).toHaveLength(1);
    expect((await ft.search({ query: 'quokka', limit: 5 })).results).toEqual([]);
    const stored = (JSON.parse(index.files.get('f0.json')!) as FullTextDoc[])[0]![3];
    expect(stored.length).toBeLessThanOrEqual(DOC_TEXT_MAX);
    expect(stored).toMatch(/^Opening words about zebra\./);
    expect(stored).toMatch(/ (more|words|here)…$/); // cut after a whole word, and says so
  });
});

describe('cross-language names', () => {
  const tier0 = prepareTier0({
    v: 2,
    lang: 'it',
    entries: [
      {
        k: 'glossary',
        d: 'travolgere',
        u: 'it/glossary/trample/',
        n: [
          ['Trample', 'en', 'p'],
          ['Travolgere', 'it', 'p'],
          ['トランプル', 'ja', 'p'],
        ],
        r: ['702.19'],
      },
    ],
    rules: { '702.19': 'a b' },
    titles: { en: { '702.19': 'Trample' } },
    rulesPath: 'it/rules/',
    ft: built.manifest,
  } satisfies Tier0);

  it('an Italian term finds the rule titled by its English name, saying which name matched', () => {
    const a = tier0Answer(tier0, 'travolgere');
    expect(a.results.map((r) => [r.title, r.matched])).toEqual([
      ['travolgere', undefined],
      ['702.19 Trample', 'Travolgere'],
    ]);
  });

  it('an Italian term finds the English rules that use its English name', async () => {
    const q = 'travolgere';
    const alternatives = alternativeNames(tier0, tier0Answer(tier0, q), q);
    expect(alternatives).toEqual(['Trample']); // the text is Italian and English: not the Japanese name
    const ft = new FullTextSearch(built.manifest, memoryFiles(built.files));
    const { results } = await ft.search({ query: q, alternatives, limit: 5 });
    expect(results.map((r) => r.url)).toEqual([
      'it/glossary/trample/',
      'it/rules/702.19/#702.19a',
      'it/rules/702.19/#702.19b',
    ]);
    expect(results[1]!.snippet!.marks.length).toBeGreaterThan(0);
    // The glossary entry is document 402; when tier 0 shows it, the full text leaves it out.
    const rest = await ft.search({ query: q, alternatives, limit: 5, skipDocs: new Set([402]) });
    expect(rest.results.map((r) => r.url)).toEqual(results.slice(1).map((r) => r.url));
  });
});
