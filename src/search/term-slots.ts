/**
 * A query term's documents as flexsearch's slots (its "resolution": slot 0
 * is the most relevant, each slot holds document ids ascending), which is
 * what the static shard adapter (static-shard-db.ts) answers flexsearch's
 * `get(term)` with. flexsearch's own index slots a document by how early the
 * term comes in it; ours slots it by the term's BM25 score there, read from
 * the postings (idf × term-frequency weight, plus the title weight), in
 * steps of `SLOT_STEP`. A term of three letters or more also finds the
 * longer words it begins (flexsearch's `forward` tokenizer stores those as
 * keys of their own; here the term's shard holds them), less `prefix`.
 *
 * Two fields, as a flexsearch Document has them: `text` holds every
 * document with the term, `title` only those whose title holds it.
 */
import { RANKING } from './ranking.ts';
import { idf, scoreTerm, type VariantScores } from './full-text-score.ts';
import type { MatchedTerm } from './shard-terms.ts';

/** The fields of the full-text index, as flexsearch Document fields. */
export type Field = 'title' | 'text';

/** Score between two slots. */
export const SLOT_STEP = 0.02;

/** The highest score a term can have in a document (slot 0): the rarest term, full weight, in the title. */
export const topScore = (docs: number): number => idf(docs, 1) * (1 + RANKING.fullText.title);

/** The slot of a score. */
export const slotOf = (score: number, top: number): number =>
  Math.max(0, Math.round((top - score) / SLOT_STEP));

/** The score a slot stands for. */
export const scoreOfSlot = (slot: number, top: number): number => top - slot * SLOT_STEP;

/** The slots of a term's documents in a field (empty slots are empty arrays; none after the last). */
export function termSlots(matched: MatchedTerm[], docs: number, field: Field): number[][] {
  const { best, titled } = scoreTerm(matched, docs);
  const top = topScore(docs);
  const slots: number[][] = [];
  for (let d = 0; d < docs; d++) {
    if (best[d]! === 0 || (field === 'title' && !titled[d])) continue;
    (slots[slotOf(best[d]!, top)] ??= []).push(d);
  }
  return Array.from(slots, (s) => s ?? []);
}

/**
 * A one-term variant from flexsearch's slots (flex-engine.ts): every
 * document in the text's slots, scored by its slot (term-slots.ts), times
 * `factor`; those in the titles' slots hold the term in their title.
 */
export function variantOfSlots(
  text: number[][],
  title: number[][],
  docs: number,
  factor = 1,
): VariantScores {
  const coverage = new Float64Array(docs);
  const score = new Float64Array(docs);
  const titleAll = new Uint8Array(docs);
  const top = topScore(docs);
  text.forEach((ids, slot) => {
    const s = scoreOfSlot(slot, top) * factor;
    for (const d of ids) {
      coverage[d] = 1;
      score[d] = s;
    }
  });
  for (const ids of title) for (const d of ids) titleAll[d] = 1;
  return { coverage, score, titleAll };
}
