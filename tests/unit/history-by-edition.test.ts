/** A rule's history reads one line per edition: moves fold the subrules that followed. */
import { describe, expect, it } from 'vitest';
import { historyByEdition } from '../../src/lib/history-by-edition.ts';
import type { HistoryItem } from '../../src/lib/rule-history.ts';

const item = (
  i: Partial<HistoryItem> & Pick<HistoryItem, 'edition' | 'kind' | 'number' | 'today'>,
): HistoryItem => ({
  href: `en/editions/${i.edition}/`,
  ...i,
});

describe('historyByEdition', () => {
  const items: HistoryItem[] = [
    item({
      edition: '2013-07-11',
      kind: 'renumbered',
      number: '702.19',
      from: '702.18',
      today: '702.19',
    }),
    item({
      edition: '2013-07-11',
      kind: 'renumbered',
      number: '702.19a',
      from: '702.18a',
      today: '702.19a',
    }),
    item({
      edition: '2013-07-11',
      kind: 'renumbered',
      number: '702.19b',
      from: '702.18b',
      today: '702.19b',
      change: 'c',
    }),
    item({
      edition: '2013-07-11',
      kind: 'renumbered',
      number: '702.19e',
      from: '702.18c',
      today: '702.19e',
    }),
    item({
      edition: '2010-02-01',
      kind: 'changed',
      number: '702.17d',
      today: '702.19d',
      change: 'c',
    }),
    item({ edition: '2003-07-01', kind: 'created', number: '502.9', today: '702.19' }),
    item({ edition: '2003-07-01', kind: 'created', number: '502.9a', today: '702.19a' }),
  ];
  const h = historyByEdition('702.19', items);

  it('gives one entry per edition, newest first', () => {
    expect(h.map((e) => e.edition)).toEqual(['2013-07-11', '2010-02-01', '2003-07-01']);
  });

  it('folds the subrules that moved with the rule, and keeps what else happened', () => {
    expect(h[0]!.moved).toEqual({ from: '702.18', to: '702.19', subrules: 2 });
    expect(h[0]!.events.map((e) => `${e.kind} ${e.number}`)).toEqual([
      'changed 702.19b',
      'renumbered 702.19e',
    ]);
    expect(h[1]!.moved).toBeUndefined();
    expect(h[1]!.events.map((e) => `${e.kind} ${e.number}`)).toEqual(['changed 702.17d']);
  });

  it('says where the rule first appeared, with its subrules', () => {
    expect(h[2]!.created).toEqual({ number: '502.9', subrules: 1 });
    expect(h[2]!.events).toEqual([]);
  });
});
