/**
 * check:links' second witness on our own fixture archive (the three
 * editions of tests/fixtures/cr in the official layout, with a
 * manifest.tsv): every renumbering and division of the fixture lineage is
 * borne out by the texts; a lineage that sends the divided 100.1b to the
 * wrong part is caught, unless a reviewed override says so; the links of a
 * page cross only their own steps.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { secondWitness, linkSteps } from '../../src/content-check/witness-links.ts';
import { archiveFiles, archiveTexts } from '../../src/importer/archive-texts.ts';
import type { LineageData } from '../../src/lineage/lineage-data.ts';
import { readLineage } from '../../src/lineage/lineage-files.ts';
import { Lineage } from '../../src/lineage/lineage.ts';
import { allSteps, witness } from '../../src/lineage/second-witness.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { tempDirs } from '../support/content-tree.ts';
import { DRIFT_EDITION, makeDriftContent } from '../support/drift-content.ts';

const temp = tempDirs('grimoire-witness-');
afterAll(() => temp.cleanup());

const content = makeDriftContent();
const data = readLineage(content)!;
const archive = temp.make();
const FILES: Array<[string, string]> = [
  ['2021-03-05', 'test-rules-en.txt'],
  ['2022-03-05', 'test-rules-en-2022.txt'],
  [DRIFT_EDITION, 'test-rules-en-2023.txt'],
];
for (const [, f] of FILES)
  copyFileSync(join(projectRoot, 'tests/fixtures/cr', f), join(archive, f));
writeFileSync(
  join(archive, 'manifest.tsv'),
  `edition_file_date\tfile\n${FILES.map(([k, f]) => `${k}\t${f}`).join('\n')}\n`,
);
const texts = archiveTexts(archive);

/** The fixture lineage with 2023's division of 100.1b landing on `part`. */
function dividedTo(part: string, reviewed: boolean): Lineage {
  const copy: LineageData = structuredClone(data);
  const i = copy.editions.findIndex((e) => e.key === DRIFT_EDITION);
  copy.diffs[i] = copy.diffs[i]!.flatMap((r) => {
    if (r.old === '100.1b') return [{ ...r, new: part, reviewed }];
    if (!r.old && r.new === part) return [{ ...r, new: '100.1c' }];
    return [r];
  });
  return new Lineage(copy);
}

describe('the second witness', () => {
  it('reads the archive by its manifest', () => {
    expect([...archiveFiles(archive).keys()]).toEqual(FILES.map(([k]) => k));
    expect(texts('2022-03-05')?.get('701.3a')).toBe('To double a number, multiply it by two.');
  });

  it('finds every renumbering and division of the fixture lineage borne out by the texts', () => {
    const lineage = new Lineage(data);
    const steps = allSteps(lineage);
    expect(steps.map((s) => `${s.edition} ${s.old}→${s.new}`)).toEqual(
      expect.arrayContaining([
        '2022-03-05 701.2→701.3',
        '2022-03-05 701.3→701.4',
        `${DRIFT_EDITION} 100.1b→100.1c`,
      ]),
    );
    expect(witness(steps, lineage, texts)).toEqual({
      checked: steps.length,
      unknown: 0,
      disagreements: [],
    });
  });

  it('catches a division sent to the wrong part, unless a reviewed override says so', () => {
    const wrong = dividedTo('100.1d', false);
    expect(witness(allSteps(wrong), wrong, texts).disagreements).toEqual([
      {
        edition: DRIFT_EDITION,
        old: '100.1b',
        new: '100.1d',
        reviewed: false,
        why: expect.stringMatching(/^100\.1c states what 100\.1b stated/),
      },
    ]);
    const reviewed = dividedTo('100.1d', true);
    expect(witness(allSteps(reviewed), reviewed, texts).disagreements).toEqual([]);
  });

  it('checks only the steps a page’s links cross, and says how many it checked', () => {
    const lineage = new Lineage(data);
    const links = [
      { rule: '100.1b', edition: '2022-03-05', target: '100.1c', targetEdition: DRIFT_EDITION },
      { rule: '100.2', edition: DRIFT_EDITION, target: '100.2', targetEdition: DRIFT_EDITION },
    ];
    expect(linkSteps(lineage, links).map((s) => `${s.old}→${s.new}`)).toEqual(['100.1b→100.1c']);
    vi.stubEnv('GRIMOIRE_CONTENT_DIR', content);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(secondWitness(links, archive, true)).toBe(0);
      const n = allSteps(lineage).length;
      expect(log.mock.calls[0]![0]).toMatch(
        new RegExp(
          `^Second witness: ${n} of ${n} steps of the whole lineage checked .* 0 disagree\\.$`,
        ),
      );
      expect(secondWitness(links, archive, false)).toBe(0);
      expect(log.mock.calls[1]![0]).toMatch(/^Second witness: 1 of 1 steps that the links cross/);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
