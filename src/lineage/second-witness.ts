/**
 * A second witness for links that cross a renumbering, which does not trust
 * the lineage's matches: for each step where a cited rule's number changes
 * (renumbered, divided, merged), the rule's text in the edition before and
 * the target's text in the edition after are compared directly. They
 * disagree when the target does not state what the rule stated (its first
 * sentence, which carries its meaning) while another rule of the same
 * section of the newer edition does clearly better (and states at least
 * half of it), or when the two texts
 * share almost nothing. A rule of the section whose text stood word for
 * word in the older edition as another rule is that rule, not a better
 * home for this one, and is not counted against it. A reviewed override
 * (the lineage was corrected) or a reviewed disagreement (review found the
 * step right, `witness-reviewed.tsv`) explains a step. Pure: the caller
 * reads the texts (the archive of official files) and the reviews.
 */
import { sectionOf } from '../rules/rule-number.ts';
import { firstSentence } from './divided-rules.ts';
import type { Lineage } from './lineage.ts';
import { textSimilarity } from './match-editions.ts';
import { stepKey, type WitnessReview } from './witness-reviews.ts';

/** One step of a rule's way through the editions: in `edition`, the previous edition's `old` went to `new`. */
export interface Step {
  edition: string;
  old: string;
  new: string;
  /** Decided by a reviewed override. */
  reviewed: boolean;
}

/** A step the texts do not bear out. */
export interface Disagreement extends Step {
  why: string;
  /** Review found the step right anyway (see `witness-reviews.ts`). */
  review?: WitnessReview;
}

/** The rules' texts of an edition, by number; undefined when the archive lacks it. */
export type EditionTexts = (edition: string) => ReadonlyMap<string, string> | undefined;

/** Below this the two texts share almost nothing. */
export const UNRELATED_BELOW = 0.3;
/** Another rule of the section is "clearly better" by this much on the first sentence. */
export const BETTER_BY = 0.15;
/** Another rule "states what the rule stated" only from this first-sentence similarity on. */
export const STATES_FROM = 0.5;
/** From this similarity on, a newer rule's text is an older rule's, word for word or nearly. */
export const SAME_TEXT_FROM = 0.9;

/** The older rules a newer rule may continue: the lineage's match and its own number. */
export type Predecessors = (newer: string) => readonly string[];

/** The steps where the number of rule `number` of `from` changes on its way to `to`. */
export function pathSteps(lineage: Lineage, number: string, from: string, to: string): Step[] {
  const out: Step[] = [];
  let n = number;
  for (let i = lineage.index(from) + 1; i <= lineage.index(to) && i > 0; i++) {
    const key = lineage.editions[i]!.key;
    const row = lineage.rowFor(key, n);
    if (!row) continue;
    const next = row.new ?? row.into;
    if (next === undefined) break;
    if (next !== n || row.parts)
      out.push({ edition: key, old: n, new: next, reviewed: Boolean(row.reviewed) });
    n = next;
  }
  return out;
}

/** Every step of the lineage where a rule's number changes, or a rule is divided or merged. */
export function allSteps(lineage: Lineage): Step[] {
  return lineage.editions.slice(1).flatMap((e) =>
    lineage.diffInto(e.key).flatMap((r) => {
      const next = r.new ?? r.into;
      if (!r.old || next === undefined || (next === r.old && !r.parts)) return [];
      return [{ edition: e.key, old: r.old, new: next, reviewed: Boolean(r.reviewed) }];
    }),
  );
}

/** Why the texts do not bear out `old` (older text) → `nu` (newer text); undefined when they do. */
export function disagreement(
  older: ReadonlyMap<string, string>,
  newer: ReadonlyMap<string, string>,
  old: string,
  nu: string,
  predecessors: Predecessors = (n) => [n],
): string | undefined {
  const before = older.get(old);
  const after = newer.get(nu);
  if (before === undefined) return `the older edition has no rule ${old}`;
  if (after === undefined) return `the newer edition has no rule ${nu}`;
  const whole = textSimilarity(before, after);
  const first = firstSentence(before);
  const own = textSimilarity(first, firstSentence(after));
  if (whole < UNRELATED_BELOW && own < UNRELATED_BELOW)
    return `the texts share almost nothing (similarity ${whole.toFixed(2)})`;
  const section = sectionOf(nu);
  /** True when `n`'s text stood (nearly) word for word in the older edition as a rule other than `old`. */
  const continuesAnother = (n: string, text: string) =>
    predecessors(n).some((p) => {
      const was = p === old ? undefined : older.get(p);
      return was !== undefined && textSimilarity(was, text) >= SAME_TEXT_FROM;
    });
  let best: [string, number] | undefined;
  for (const [n, text] of newer) {
    if (n === nu || sectionOf(n) !== section) continue;
    const other = textSimilarity(first, firstSentence(text));
    if (other < STATES_FROM || other < own + BETTER_BY || other <= (best?.[1] ?? -1)) continue;
    if (!continuesAnother(n, text)) best = [n, other];
  }
  if (best)
    return `${best[0]} states what ${old} stated (${best[1].toFixed(2)} against ${own.toFixed(2)})`;
  return undefined;
}

/** The older rules the lineage and the numbering say a rule of `edition` may continue. */
export function predecessorsIn(lineage: Lineage, edition: string): Predecessors {
  const from = new Map<string, string[]>();
  for (const r of lineage.diffInto(edition))
    if (r.old && r.new) from.set(r.new, [...(from.get(r.new) ?? []), r.old]);
  return (n) => [...(from.get(n) ?? []), n];
}

/** What the witness found: disagreements left, those review explained, reviews no step needed. */
export interface WitnessResult {
  checked: number;
  /** Steps of editions the archive lacks. */
  unknown: number;
  /** Disagreements that neither a reviewed override nor a reviewed disagreement explains. */
  disagreements: Disagreement[];
  /** Disagreements that a reviewed disagreement explains. */
  reviewed: Disagreement[];
  /** Reviewed disagreements that match no disagreeing step checked (stale after a lineage fix). */
  unused: WitnessReview[];
}

/** The steps the texts do not bear out (steps of editions the archive lacks are counted apart). */
export function witness(
  steps: readonly Step[],
  lineage: Lineage,
  texts: EditionTexts,
  reviews: ReadonlyMap<string, WitnessReview> = new Map(),
): WitnessResult {
  const r: WitnessResult = { checked: 0, unknown: 0, disagreements: [], reviewed: [], unused: [] };
  const used = new Set<string>();
  const predecessors = new Map<string, Predecessors>();
  for (const s of steps) {
    const prev = lineage.editions[lineage.index(s.edition) - 1]?.key;
    const older = prev ? texts(prev) : undefined;
    const newer = texts(s.edition);
    if (!older || !newer) {
      r.unknown++;
      continue;
    }
    r.checked++;
    if (!predecessors.has(s.edition))
      predecessors.set(s.edition, predecessorsIn(lineage, s.edition));
    const why = disagreement(older, newer, s.old, s.new, predecessors.get(s.edition));
    if (!why || s.reviewed) continue;
    const review = reviews.get(stepKey(s));
    if (review) used.add(stepKey(s));
    (review ? r.reviewed : r.disagreements).push({ ...s, why, ...(review ? { review } : {}) });
  }
  r.unused = [...reviews.entries()].filter(([k]) => !used.has(k)).map(([, v]) => v);
  return r;
}
