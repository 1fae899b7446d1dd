/**
 * Reviewed disagreements of the second witness (`content/lineage/witness-reviewed.tsv`):
 * steps of the lineage that the witness's text comparison disputes, but that
 * a person who read both editions' official texts found right (a reworded
 * rule that is the same rule, a section title renamed, …). Each row says
 * why, in our own words: facts only, never the official text. Where review
 * finds the lineage wrong instead, the fix is a row in `overrides.tsv`, not
 * here. Pure: `lineage-files.ts` reads the file.
 */
import { z } from 'astro/zod';
import { isCanonicalRuleNumber } from '../rules/rule-number.ts';
import { isEditionKey } from './edition-key.ts';

/** One reviewed disagreement. */
export const witnessReviewSchema = z.object({
  /** The edition of the step: the newer of the two editions compared. */
  edition: z.string().refine(isEditionKey, 'is not an edition key (YYYY-MM-DD)'),
  /** The rule's number in the edition before `edition`. */
  old: z.string().refine(isCanonicalRuleNumber, 'is not a rule number'),
  /** The number the lineage takes it to in `edition` (for a divided rule, the part links land on). */
  new: z.string().refine(isCanonicalRuleNumber, 'is not a rule number'),
  /**
   * Why the step is right although the texts look unlike, in our own words
   * (what the two rules are about and what changed), at least a few words.
   */
  reason: z.string().trim().min(20, 'must say why the step is right (at least 20 characters)'),
});

export type WitnessReview = z.infer<typeof witnessReviewSchema>;

/** The key a step and its review share. */
export const stepKey = (s: { edition: string; old: string; new: string }) =>
  `${s.edition} ${s.old} ${s.new}`;

/** Reviews by step key; a step reviewed twice is an error (its line). */
export function reviewIndex(rows: ReadonlyArray<{ review: WitnessReview; line: number }>): {
  byStep: Map<string, WitnessReview>;
  duplicate?: number;
} {
  const byStep = new Map<string, WitnessReview>();
  for (const { review, line } of rows) {
    const key = stepKey(review);
    if (byStep.has(key)) return { byStep, duplicate: line };
    byStep.set(key, review);
  }
  return { byStep };
}
