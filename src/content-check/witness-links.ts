/**
 * check:links' second witness, as the script runs it: the steps that the
 * site's links cross (or, over all editions, every step of the lineage),
 * checked against an archive's texts; prints what it checked, how long it
 * took, how many disagreements review explained (content/lineage/witness-reviewed.tsv)
 * and every other one, and returns how many fail: unexplained disagreements
 * and, over all editions, reviews that no disagreement needs any more.
 */
import { contentDir } from '../registry/index.ts';
import { archiveTexts } from '../importer/archive-texts.ts';
import { Lineage } from '../lineage/lineage.ts';
import { readLineage, readWitnessReviews } from '../lineage/lineage-files.ts';
import { allSteps, pathSteps, witness, type Step } from '../lineage/second-witness.ts';

/** A link as the witness needs it: what it cites and the edition it opens. */
export interface WitnessLink {
  rule: string;
  edition: string;
  target?: string;
  targetEdition?: string;
}

/** The distinct steps the links cross. */
export function linkSteps(lineage: Lineage, links: readonly WitnessLink[]): Step[] {
  const steps = new Map<string, Step>();
  const seen = new Set<string>();
  for (const l of links) {
    if (!l.targetEdition || (l.target === l.rule && l.targetEdition === l.edition)) continue;
    const key = `${l.edition}/${l.rule}/${l.targetEdition}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const s of pathSteps(lineage, l.rule, l.edition, l.targetEdition))
      steps.set(`${s.edition}/${s.old}/${s.new}`, s);
  }
  return [...steps.values()];
}

/** Runs the witness (see the module comment); the number of failures. */
export function secondWitness(
  links: readonly WitnessLink[],
  archive: string,
  allEditions: boolean,
): number {
  const t0 = performance.now();
  const data = readLineage(contentDir());
  if (!data) throw new Error(`${contentDir()} has no lineage`);
  const lineage = new Lineage(data);
  const steps = allEditions ? allSteps(lineage) : linkSteps(lineage, links);
  const r = witness(steps, lineage, archiveTexts(archive), readWitnessReviews(contentDir()));
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  const what = allEditions ? 'steps of the whole lineage' : 'steps that the links cross';
  console.log(
    `Second witness: ${r.checked} of ${steps.length} ${what} checked against the texts of ${archive} in ${s} s (${r.unknown} in editions the archive lacks): ${r.disagreements.length + r.reviewed.length} disagree, ${r.reviewed.length} of them reviewed (content/lineage/witness-reviewed.tsv), ${r.disagreements.length} not.`,
  );
  for (const d of r.disagreements)
    console.error(
      `${d.edition}: the lineage takes ${d.old} to ${d.new}, but ${d.why}; read both editions' texts, then fix the match with a reviewed row in content/lineage/overrides.tsv, or record why the step is right in content/lineage/witness-reviewed.tsv`,
    );
  const unused = allEditions ? r.unused : [];
  for (const u of unused)
    console.error(
      `content/lineage/witness-reviewed.tsv: ${u.edition} ${u.old} ${u.new} is reviewed, but no step of the lineage disagrees there any more; remove the row`,
    );
  return r.disagreements.length + unused.length;
}
