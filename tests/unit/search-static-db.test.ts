/**
 * The static shard adapter against flexsearch's storage interface
 * (flexsearch/src/db/interface.js): mounted on an index, it answers `get`
 * for terms and for pairs (context) as the same index held in memory
 * would, `enrich` and `has` as the interface says, rejects writes, and a
 * query fetches only the context shards of its own pairs. Then phrases and
 * proximity in the full text, which use it.
 */
import { describe, expect, it } from 'vitest';
import { Index } from 'flexsearch';
import { buildFullTextIndex } from '../../src/search/full-text-build.ts';
import { FullTextSearch } from '../../src/search/full-text-query.ts';
import { rankDocuments, scoreVariant } from '../../src/search/full-text-score.ts';
import { createFlexIndex } from '../../src/search/flex-index.ts';
import { memoryFiles } from '../../src/search/index-files.ts';
import { ShardTerms } from '../../src/search/shard-terms.ts';
import { StaticShardDB, flatten, type ShardSource } from '../../src/search/static-shard-db.ts';
import { matchesAsPrefix, shardOf, termKey } from '../../src/search/term-key.ts';
import type { Field } from '../../src/search/term-slots.ts';
import type { ContextShard, FullTextDoc } from '../../src/search/types.ts';

/** Documents written for this test. */
const DOCS: FullTextDoc[] = [
  ['rule', '510.1 Combat Damage Step', 'en/rules/510/#510.1', 'Each creature deals combat damage.'],
  ['rule', '120.1 Damage', 'en/rules/120/#120.1', 'Damage dealt in combat is combat damage.'],
  ['rule', '702.19b Trample', 'en/rules/702.19/#702.19b', 'Assign damage; combat is then over.'],
  ['glossary', 'token', 'en/glossary/token/', 'A creature token is a marker used as a creature.'],
  ['rule', '701.36a Populate', 'en/rules/701.36/#701.36a', 'Create a copy of a token creature.'],
];
for (let i = 0; i < 120; i++)
  DOCS.push(['rule', `100.${i} Filler`, `en/rules/100/#100.${i}`, `word${i} damage text ${i}`]);

const built = buildFullTextIndex(DOCS, ['en']);
const stop = new Set(built.manifest.stop);
const files = memoryFiles(built.files);

/** The adapter on the built files (a field's), counting the context shards it fetches. */
function adapter(fetched: number[] = [], field: Field = 'text') {
  const source: ShardSource = {
    docs: built.manifest.docs,
    contextShards: built.manifest.context,
    matches: async (t) => {
      const shard = new ShardTerms(await files.shard(shardOf(built.manifest.shards, termKey(t))));
      return shard.find(t, matchesAsPrefix(t));
    },
    context: (i) => (fetched.push(i), files.context(i) as Promise<ContextShard>),
    doc: async (id) => DOCS[id]!,
  };
  return new StaticShardDB(source, { field });
}

/** The same documents in a flexsearch index held in memory. */
function inMemory(): Index {
  const index = createFlexIndex(stop);
  DOCS.forEach((d, id) => index.add(id, `${d[1]}\n${d[3]}`));
  return index;
}

describe('the static shard adapter', () => {
  it('cuts the context into several shards', () => {
    expect(built.manifest.context).toBeGreaterThan(1);
    expect(built.files.has(`c${built.manifest.context - 1}.json`)).toBe(true);
  });

  it('mounts on an index, and answers get(term, ctx) with the slots the index holds in memory', async () => {
    const index = createFlexIndex(stop);
    const db = adapter();
    await db.mount(index as unknown as { db?: unknown });
    expect((index as unknown as { db: unknown }).db).toBe(db);
    const ctx = (inMemory() as unknown as { ctx: Map<string, Map<string, number[][]>> }).ctx;
    for (const [word, nexts] of ctx)
      for (const [next, slots] of nexts) {
        const got = (await db.get(next, word, 0, 0, false)) as number[][];
        expect(flatten(got, 0, 0), `${word} ${next}`).toEqual(
          flatten(
            Array.from(slots, (s) => s ?? []),
            0,
            0,
          ),
        );
      }
    expect(await db.get('nothing', 'here')).toEqual([]);
    // A term alone: every document that has it, in slots by relevance (the titles first).
    const term = (await db.get('damage', undefined, 0, 0, false)) as number[][];
    expect(term.length).toBeGreaterThan(1);
    expect(flatten(term, 0, 0).sort((a, b) => a - b)).toEqual(
      (inMemory().search('damage', { limit: 1000 }) as number[]).sort((a, b) => a - b),
    );
    expect(flatten(term, 2, 0).sort()).toEqual([0, 1]);
    // The titles' field: only the documents whose title holds it.
    const titles = (await adapter([], 'title').get('damage', undefined, 0, 0, false)) as number[][];
    expect(flatten(titles, 0, 0).sort()).toEqual([0, 1]);
  });

  it('applies limit and offset, and enrich gives the stored documents', async () => {
    const db = adapter();
    const all = (await db.get('damage', 'combat')) as number[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(await db.get('damage', 'combat', 1, 1)).toEqual([all[1]]);
    const rich = await db.get('damage', 'combat', 1, 0, true, true);
    expect(rich).toEqual([{ id: all[0], doc: DOCS[all[0]!] }]);
    expect(await db.enrich(3)).toEqual([{ id: 3, doc: DOCS[3] }]);
  });

  it('has() says which ids exist; writes reject', async () => {
    const db = adapter();
    expect(await db.has(0)).toBe(true);
    expect(await db.has(DOCS.length)).toBe(false);
    expect(await db.has(-1)).toBe(false);
    await expect(db.commit()).rejects.toThrow(/read-only/);
    await expect(db.remove()).rejects.toThrow(/read-only/);
    await expect(db.clear()).rejects.toThrow(/read-only/);
    await expect(db.destroy()).rejects.toThrow(/read-only/);
  });

  it('gives a mounted index the same context results as in memory, fetching only the shards of the pairs', async () => {
    const memory = inMemory();
    for (const q of [
      'combat damage',
      'creature token',
      'damage combat',
      'each creature deals combat',
    ]) {
      const fetched: number[] = [];
      const index = createFlexIndex(stop);
      await adapter(fetched).mount(index as unknown as { db?: unknown });
      const got = await index.search(q, { context: true, limit: 100 } as never);
      expect(got, q).toEqual(memory.search(q, { context: true, limit: 100 } as never));
      const pairs = q.split(' ').filter((w) => !stop.has(w)).length - 1;
      expect(new Set(fetched).size, q).toBeLessThanOrEqual(pairs);
    }
  });
});

describe('single terms through flexsearch', () => {
  it('a mounted index answers a term with its documents in BM25 order, the longer words it begins included', async () => {
    for (const term of ['damage', 'combat', 'creature', 'dam', 'tok']) {
      const index = createFlexIndex(stop);
      await adapter().mount(index as unknown as { db?: unknown });
      const got = (await index.search(term, { limit: 100 } as never)) as unknown as number[];
      const matched = [await adapter().source.matches(term)];
      const bm25 = rankDocuments([scoreVariant(matched, DOCS.length)], DOCS.length, 100, {});
      expect(got, term).toEqual(bm25.map((r) => r.doc));
    }
  });
});

describe('phrases and proximity in the full text', () => {
  const ft = () => new FullTextSearch(built.manifest, memoryFiles(built.files));

  it('a quoted phrase finds only the documents with its words in that order', async () => {
    const { results } = await ft().search({ query: '"combat damage"', limit: 10 });
    expect(results.map((r) => r.url).sort()).toEqual([
      'en/rules/120/#120.1',
      'en/rules/510/#510.1',
    ]);
    const reversed = await ft().search({ query: '"damage combat"', limit: 10 });
    expect(reversed.results.map((r) => r.url)).toEqual(['en/rules/702.19/#702.19b']);
  });

  it('without quotes, every document with the words is found, and the words side by side rank first', async () => {
    const { results } = await ft().search({ query: 'creature token', limit: 10 });
    expect(results.map((r) => r.url)).toEqual(
      expect.arrayContaining(['en/glossary/token/', 'en/rules/701.36/#701.36a']),
    );
    expect(results[0]!.url).toBe('en/glossary/token/');
  });
});
