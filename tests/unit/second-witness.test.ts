/**
 * check:links' second witness on our own fixture archive (the three
 * editions of tests/fixtures/cr in the official layout, with a
 * manifest.tsv): every renumbering and division of the fixture lineage is
 * borne out by the texts; a lineage that sends the divided 100.1b to the
 * wrong part is caught, unless a reviewed override says so, or a reviewed
 * disagreement (witness-reviewed.tsv) says why the step is right; a review
 * no step needs any more fails the whole-lineage run; a rule that only
 * continues another rule word for word, or shares too little, is no better
 * home; the links of a page cross only their own steps.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { secondWitness, linkSteps } from '../../src/content-check/witness-links.ts';
import { archiveFiles, archiveTexts } from '../../src/importer/archive-texts.ts';
import type { LineageData } from '../../src/lineage/lineage-data.ts';
import { readLineage, readWitnessReviews } from '../../src/lineage/lineage-files.ts';
import { Lineage } from '../../src/lineage/lineage.ts';
import { allSteps, disagreement, witness } from '../../src/lineage/second-witness.ts';
import { stepKey } from '../../src/lineage/witness-reviews.ts';
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
      reviewed: [],
      unused: [],
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

  it('lets a reviewed disagreement explain the step, and reports a review no step needs', () => {
    const wrong = dividedTo('100.1d', false);
    const review = {
      edition: DRIFT_EDITION,
      old: '100.1b',
      new: '100.1d',
      reason: 'Fixture: review read both texts and found the step right.',
    };
    const stale = { ...review, old: '100.2', new: '100.2' };
    const reviews = new Map([review, stale].map((r) => [stepKey(r), r]));
    const r = witness(allSteps(wrong), wrong, texts, reviews);
    expect(r.disagreements).toEqual([]);
    expect(r.reviewed.map((d) => [d.old, d.new, d.review?.reason])).toEqual([
      ['100.1b', '100.1d', review.reason],
    ]);
    expect(r.unused).toEqual([stale]);
  });

  it('does not count against a step a rule that continues another rule word for word, or states too little', () => {
    const older = new Map([
      ['100.1', 'A test game has two players. Each brings a deck.'],
      ['100.3', 'A test game has two players.'],
    ]);
    const newer = new Map([
      ['100.2', 'Each brings a deck. Players: two, in a test game.'],
      ['100.3', 'A test game has two players.'],
    ]);
    const step = (n: Map<string, string>, from: (x: string) => string[]) =>
      disagreement(older, n, '100.1', '100.2', from);
    // 100.3 states 100.1's first sentence better than 100.2 does: a better home…
    expect(step(newer, () => [])).toMatch(/^100\.3 states what 100\.1 stated \(1\.00 against/);
    // …unless its text stood word for word in the older edition as 100.3, which it continues.
    expect(step(newer, (x) => [x])).toBeUndefined();
    // A rule that shares less than half of that sentence states nothing, even if more than 100.2 does.
    const weak = new Map([...newer, ['100.3', 'A game of tests.']]);
    expect(step(weak, () => [])).toBeUndefined();
  });

  it('reads reviewed disagreements with their reason, and fails a bad row with its line', () => {
    const dir = temp.make();
    mkdirSync(join(dir, 'lineage'));
    const file = join(dir, 'lineage', 'witness-reviewed.tsv');
    const row = `${DRIFT_EDITION}\t100.1b\t100.1d\tFixture: the step is right, review says.`;
    writeFileSync(file, `# comment\nedition\told\tnew\treason\n${row}\n`);
    expect([...readWitnessReviews(dir).keys()]).toEqual([`${DRIFT_EDITION} 100.1b 100.1d`]);
    writeFileSync(
      file,
      `edition\told\tnew\treason\n${row}\n${DRIFT_EDITION}\t100.1b\tx100\tshort\n`,
    );
    expect(() => readWitnessReviews(dir)).toThrow(
      /witness-reviewed\.tsv:3: field "new": is not a rule number.*field "reason": must say why/s,
    );
    writeFileSync(file, `edition\told\tnew\treason\n${row}\n${row}\n`);
    expect(() => readWitnessReviews(dir)).toThrow(
      /witness-reviewed\.tsv:3: this step is reviewed twice/,
    );
  });

  it('reads the shipped reviews: every row names a step and says why, in a sentence of our own', () => {
    const shipped = readWitnessReviews(join(projectRoot, 'content'));
    expect(shipped.size).toBeGreaterThan(0);
    for (const r of shipped.values()) expect(r.reason).toMatch(/^[A-Z0-9].{19,}\.$/s);
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
          `^Second witness: ${n} of ${n} steps of the whole lineage checked .* 0 disagree, 0 of them reviewed .*, 0 not\\.$`,
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
