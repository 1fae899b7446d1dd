/**
 * A second witness for links that cross a renumbering, which does not trust
 * the lineage's matches: for each step where a cited rule's number changes
 * (renumbered, divided, merged), the rule's text in the edition before and
 * the target's text in the edition after are compared directly. They
 * disagree when the target does not state what the rule stated (its first
 * sentence, which carries its meaning) while another rule of the same
 * section of the newer edition does clearly better, or when the two texts
 * share almost nothing. A reviewed override explains a step. Pure: the
 * caller reads the texts (the archive of official files).
 */
import { sectionOf } from '../rules/rule-number.ts';
import { firstSentence } from './divided-rules.ts';
import type { Lineage } from './lineage.ts';
import { textSimilarity } from './match-editions.ts';

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
}

/** The rules' texts of an edition, by number; undefined when the archive lacks it. */
export type EditionTexts = (edition: string) => ReadonlyMap<string, string> | undefined;

/** Below this the two texts share almost nothing. */
export const UNRELATED_BELOW = 0.3;
/** Another rule of the section is "clearly better" by this much on the first sentence. */
export const BETTER_BY = 0.15;

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
  let best: [string, number] | undefined;
  for (const [n, text] of newer) {
    if (n === nu || sectionOf(n) !== section) continue;
    const other = textSimilarity(first, firstSentence(text));
    if (other >= own + BETTER_BY && other > (best?.[1] ?? -1)) best = [n, other];
  }
  if (best)
    return `${best[0]} states what ${old} stated (${best[1].toFixed(2)} against ${own.toFixed(2)})`;
  return undefined;
}

/** The steps the texts do not bear out (steps of editions the archive lacks are counted apart). */
export function witness(
  steps: readonly Step[],
  lineage: Lineage,
  texts: EditionTexts,
): { checked: number; unknown: number; disagreements: Disagreement[] } {
  let checked = 0;
  let unknown = 0;
  const disagreements: Disagreement[] = [];
  for (const s of steps) {
    const prev = lineage.editions[lineage.index(s.edition) - 1]?.key;
    const older = prev ? texts(prev) : undefined;
    const newer = texts(s.edition);
    if (!older || !newer) {
      unknown++;
      continue;
    }
    checked++;
    const why = disagreement(older, newer, s.old, s.new);
    if (why && !s.reviewed) disagreements.push({ ...s, why });
  }
  return { checked, unknown, disagreements };
}
