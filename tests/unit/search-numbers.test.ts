/**
 * Tier 0 in two files (`tier0.json` and `numbers.json`): a reader who types
 * words never fetches the rule numbers; the first rule-number query fetches
 * them once and then jumps to the rule, as tier 0 in one file did.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { SearchEngine } from '../../src/search/answer.ts';
import { memoryFiles } from '../../src/search/index-files.ts';
import { searchData, splitTier0 } from '../../src/search/search-data.ts';

const registry = getRegistry(join(projectRoot, 'tests/fixtures/content'));
const data = searchData(registry, 'ja');

/** An engine on tier 0 as served, counting the fetches of its numbers. */
function servedEngine() {
  const { served, numbers } = splitTier0(data.tier0);
  const fetched: number[] = [];
  const engine = new SearchEngine(
    JSON.parse(JSON.stringify(served)) as typeof served,
    memoryFiles(data.files),
    () => (fetched.push(1), Promise.resolve(structuredClone(numbers))),
  );
  return { engine, fetched };
}

describe('tier 0 served without its rule numbers', () => {
  it('keeps the numbers out of tier0.json', () => {
    const { served, numbers } = splitTier0(data.tier0);
    expect(Object.keys(numbers.rules).length).toBeGreaterThan(0);
    expect(served).not.toHaveProperty('rules');
    expect(served).not.toHaveProperty('moved');
  });

  it('fetches no numbers for words, and once for the first rule number, then jumps to it', async () => {
    const { engine, fetched } = servedEngine();
    for (const q of ['macinare', 'せっさく']) {
      await engine.numbersFor(q);
      expect(engine.instant(q).results.length, q).toBeGreaterThan(0);
    }
    expect(fetched).toEqual([]);
    for (const q of ['701.13b', 'ルール７０１．１３ｂ']) {
      await engine.numbersFor(q);
      expect(engine.instant(q).results[0], q).toMatchObject({
        kind: 'rule',
        title: '701.13b',
        url: 'ja/rules/701.13/#701.13b',
      });
    }
    expect(fetched).toEqual([1]);
  });
});
