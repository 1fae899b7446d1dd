import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../src/registry/index.ts';
import { compareTitles } from '../../src/lib/compare-titles.ts';
import { titleThen } from '../../src/registry/reader-title.ts';
import { titleAt, type CompareTitles } from '../../src/lib/title-runs.ts';

const registry = getRegistry();
const keys = registry.lineage.keys;
const now = keys.indexOf(registry.current);

describe("the compare page's titles (shipped content)", () => {
  it("titles the current edition's rules in the reader's language, English marked as English", () => {
    const it_ = compareTitles(registry, 'it');
    expect(titleAt(it_, '702.19', now)).toEqual({ title: 'Travolgere', lang: 'it' });
    expect(titleAt(it_, '102', now)).toEqual({ title: 'Giocatori', lang: 'it' });
    expect(titleAt(it_, '101', now)).toEqual({ title: 'The Magic Golden Rules', lang: 'en' });
    const ja = compareTitles(registry, 'ja');
    expect(titleAt(ja, '702.19', now)).toEqual({ title: 'トランプル', lang: 'ja' });
  });

  it('gives no title for an edition it knows none of', () => {
    const it_ = compareTitles(registry, 'it');
    // The oldest edition has neither text nor a titles file here.
    expect(titleAt(it_, '702.19', 0)).toBeUndefined();
  });

  it('reads a title from the run that covers the edition', () => {
    const runs: CompareTitles = {
      '116': [
        ['Special Actions', 'en', 0, 2],
        ['Azioni speciali', 'it', 3, 5],
      ],
    };
    expect(titleAt(runs, '116', 2)?.title).toBe('Special Actions');
    expect(titleAt(runs, '116', 4)).toEqual({ title: 'Azioni speciali', lang: 'it' });
    expect(titleAt(runs, '116', 6)).toBeUndefined();
    expect(titleAt(runs, '117', 4)).toBeUndefined();
  });

  it("titles a rule of an edition without titles here by the same rule's title today, through the lineage", () => {
    const old = keys.find((k) => k.startsWith('2013-07'))!;
    expect(titleThen(registry, old, '702.19', 'it')).toEqual({ title: 'Travolgere', lang: 'it' });
    // In 2011 trample was 702.18; that edition's 702.17 is another rule (shroud, 702.18 today).
    const older = keys.find((k) => k.startsWith('2011-06'))!;
    expect(titleThen(registry, older, '702.18', 'ja')).toEqual({ title: 'トランプル', lang: 'ja' });
    expect(titleThen(registry, older, '702.17', 'ja')?.title).not.toBe('トランプル');
    // A subrule has no title.
    expect(titleThen(registry, old, '702.19b', 'it')).toBeUndefined();
  });
});
