/** The worker's queue: a fast typist's superseded queries are dropped, the newest runs. */
import { describe, expect, it } from 'vitest';
import { newestOnly } from '../../src/search/newest-only.ts';

describe('newestOnly', () => {
  it('runs only the newest of the jobs pushed before its turn, and drops the rest in order', () => {
    const turns: Array<() => void> = [];
    const ran: string[] = [];
    const dropped: string[] = [];
    const push = newestOnly<string>({
      run: (j) => void ran.push(j),
      drop: (j) => dropped.push(j),
      schedule: (fn) => turns.push(fn),
    });
    for (const q of ['m', 'mi', 'mil', 'mill']) push(q);
    expect(ran).toEqual([]);
    turns.shift()!();
    expect(ran).toEqual(['mill']);
    expect(dropped).toEqual(['m', 'mi', 'mil']);
    expect(turns).toEqual([]);
  });

  it('runs every job when each arrives after the previous one ran', () => {
    const turns: Array<() => void> = [];
    const ran: string[] = [];
    const push = newestOnly<string>({
      run: (j) => void ran.push(j),
      drop: () => expect.unreachable(),
      schedule: (fn) => turns.push(fn),
    });
    push('a');
    turns.shift()!();
    push('b');
    turns.shift()!();
    expect(ran).toEqual(['a', 'b']);
  });
});
