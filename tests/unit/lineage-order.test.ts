/**
 * The lineage remembers what it worked out (identities, past numbers,
 * histories): its answers must not depend on the order it is asked in. Four
 * editions: "Double" is 701.2, then 701.3, then 701.4; 701.2 is reused for
 * "Halve" in the second; 101.2b is removed in the third; 702.9 is added in the
 * fourth.
 */
import { describe, expect, it } from 'vitest';
import { Lineage } from '../../src/lineage/lineage.ts';
import type { LineageData } from '../../src/lineage/lineage-data.ts';

const E = ['2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01'];

function data(): LineageData {
  return {
    editions: E.map((key) => ({ key, effective: key })),
    diffs: [
      ['101.2', '101.2b', '701.2', '701.3'].map((n) => ({ new: n, change: '' as const })),
      [
        { old: '701.3', new: '701.4', change: '' },
        { old: '701.2', new: '701.3', change: '' },
        { new: '701.2', change: '' },
      ],
      [
        { old: '701.3', new: '701.4', change: 'c' },
        { old: '701.4', new: '701.5', change: '' },
        { old: '101.2b', change: '' },
      ],
      [{ new: '702.9', change: '' }],
    ],
  };
}

/** Every (edition, number) of the four editions, and what the lineage says of each. */
function answers(lineage: Lineage, order: 'oldest first' | 'newest first') {
  const keys = order === 'oldest first' ? E : [...E].reverse();
  const out: Record<string, unknown> = {};
  for (const key of keys)
    for (const n of lineage.sortedNumbers(key))
      out[`${key} ${n}`] = {
        identity: lineage.identity(key, n),
        past: lineage.pastNumbers(key, n),
        history: lineage.history(key, n),
      };
  return out;
}

describe('the lineage asked in any order', () => {
  it('gives the same identities, past numbers and histories', () => {
    const a = answers(new Lineage(data()), 'oldest first');
    const b = answers(new Lineage(data()), 'newest first');
    expect(Object.keys(a)).toHaveLength(18);
    expect(b).toEqual(a);
  });

  it('follows a rule renumbered twice back to where it began, and a reused number to its own start', () => {
    const lineage = new Lineage(data());
    expect(lineage.identity('2024-01-01', '701.4')).toBe('2021-01-01/701.2');
    expect(lineage.identity('2022-01-01', '701.3')).toBe('2021-01-01/701.2');
    expect(lineage.identity('2024-01-01', '701.2')).toBe('2022-01-01/701.2');
    expect(lineage.identity('2024-01-01', '702.9')).toBe('2024-01-01/702.9');
    expect(lineage.sameRule('2021-01-01', '701.2', '2023-01-01', '701.2')).toBe(false);
    expect(lineage.pastNumbers('2024-01-01', '701.4')).toEqual([
      { edition: '2023-01-01', number: '701.4' },
      { edition: '2022-01-01', number: '701.3' },
      { edition: '2021-01-01', number: '701.2' },
    ]);
    expect(lineage.history('2021-01-01', '701.2').map((e) => `${e.kind} ${e.number}`)).toEqual([
      'created 701.2',
      'renumbered 701.3',
      'renumbered 701.4',
    ]);
    expect(lineage.history('2021-01-01', '101.2b').at(-1)).toMatchObject({ kind: 'removed' });
  });
});
