/**
 * The rule page's `?was=` notice consults the lineage (issue 24, BR9): an
 * old number pinned to an edition says what it is today only when the
 * lineage agrees, and a rule divided on the way names all its parts (the
 * same divisions the entries' stale notice names). On the shipped lineage
 * and on the drift fixture's (100.1b divided in 2023-03-05).
 */
import { describe, expect, it } from 'vitest';
import { readLineage } from '../../src/lineage/lineage-files.ts';
import { Lineage } from '../../src/lineage/lineage.ts';
import { wasMeaning } from '../../src/lineage/was-meaning.ts';
import { contentDir } from '../../src/registry/index.ts';
import { DRIFT_EDITION, makeDriftContent } from '../support/drift-content.ts';

const shipped = new Lineage(readLineage(contentDir())!);
const now = shipped.newest;

describe('what an old number of an edition is today', () => {
  it('follows a renumbering: 2024’s 701.13 (Mill) is 701.17', () => {
    expect(wasMeaning(shipped, '701.13', '2024-08-02', now)).toEqual({
      edition: '2024-08-02',
      number: '701.17',
      divisions: [],
    });
  });

  it('does not vouch for a number the edition gave another rule, or an edition that does not exist', () => {
    // BR9: "?was=100.1&edition=2024-08-02" on the page of 701.17.
    expect(wasMeaning(shipped, '100.1', '2024-08-02', now)?.number).toBe('100.1');
    expect(wasMeaning(shipped, '104.3a', '2099-12-31', now)).toBeUndefined();
    expect(wasMeaning(shipped, '999.9z', '2024-08-02', now)).toBeUndefined();
    // An edition after the one shown is not an old edition.
    expect(wasMeaning(shipped, '701.17', now, '2024-08-02')).toBeUndefined();
  });

  it('names every part of a division: 2024’s 500.5 is 500.5, divided into 500.4, 500.5, 500.5a, 500.5b', () => {
    expect(wasMeaning(shipped, '500.5', '2024-08-02', now)).toEqual({
      edition: '2024-08-02',
      number: '500.5',
      divisions: [
        { edition: '2025-11-14', before: '500.5', parts: ['500.4', '500.5', '500.5a', '500.5b'] },
      ],
    });
  });

  it('on the drift fixture: 2022’s 100.1b lands on the part carrying its meaning, with all parts named', () => {
    const fixture = new Lineage(readLineage(makeDriftContent())!);
    expect(wasMeaning(fixture, '100.1b', '2022-03-05', DRIFT_EDITION)).toEqual({
      edition: '2022-03-05',
      number: '100.1c',
      divisions: [
        { edition: DRIFT_EDITION, before: '100.1b', parts: ['100.1b', '100.1c', '100.1d'] },
      ],
    });
    expect(wasMeaning(fixture, '100.1b', '2022-03-05', '2022-03-05')).toEqual({
      edition: '2022-03-05',
      number: '100.1b',
      divisions: [],
    });
  });
});
