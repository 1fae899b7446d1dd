/**
 * Scores and ranks full-text documents for a query (weights in ranking.ts).
 *
 * A query term scores a document with its best matching index term: the
 * term itself, or a longer one it begins (less `prefix`), weighted by its
 * rarity (BM25's idf) and by its weight in the document (body weight, plus
 * `title` when it is in the title). A document's score is the sum over the
 * query terms. Documents that hold more of the query's terms rank first;
 * those whose title holds all of them rank in the band above typo matches.
 */
import { compareRuleNumbers } from '../rules/rule-number.ts';
import { bodyWeight, inTitle } from './postings.ts';
import { RANKING } from './ranking.ts';
import type { MatchedTerm } from './shard-terms.ts';

/** A term of the query, and whether it also finds the terms it begins. */
export interface QueryTerm {
  term: string;
  prefix: boolean;
}

/** How one variant of the query (the query itself or a cross-language name) scores each document. */
export interface VariantScores {
  /** Share of the variant's terms the document holds, 0–1. */
  coverage: Float64Array;
  score: Float64Array;
  /** 1 when the document's title holds every term of the variant. */
  titleAll: Uint8Array;
}

/** BM25's inverse document frequency. */
export const idf = (docs: number, df: number) => Math.log(1 + (docs - df + 0.5) / (df + 0.5));

/** One query term's score in each document (0: not found) and whether a title holds it. */
export interface TermScores {
  best: Float64Array;
  titled: Uint8Array;
}

/** Scores one query term; `matched`: the index terms it matched (itself, longer ones it begins). */
export function scoreTerm(matched: MatchedTerm[], docs: number, factor = 1): TermScores {
  const { prefix, title } = RANKING.fullText;
  const best = new Float64Array(docs);
  const titled = new Uint8Array(docs);
  // A longer word the term begins is never worth more than the word itself ("milled" for "mill").
  const exact = matched.find((m) => m.exact);
  const cap = exact ? idf(docs, exact.postings.docs.length) : Infinity;
  for (const m of matched) {
    const rarity = Math.min(cap, idf(docs, m.postings.docs.length));
    const weight = rarity * (m.exact ? 1 : prefix) * factor;
    const { docs: ids, weights } = m.postings;
    for (let i = 0; i < ids.length; i++) {
      const d = ids[i]!;
      const w = weights[i]!;
      const s = weight * (bodyWeight(w) + (inTitle(w) ? title : 0));
      if (s > best[d]!) best[d] = s;
      if (inTitle(w)) titled[d] = 1;
    }
  }
  return { best, titled };
}

/** Scores one variant; `matches` holds, per query term, the index terms it matched. */
export function scoreVariant(matches: MatchedTerm[][], docs: number, factor = 1): VariantScores {
  const coverage = new Float64Array(docs);
  const score = new Float64Array(docs);
  const titleCount = new Uint8Array(docs);
  for (const matched of matches) {
    const { best, titled } = scoreTerm(matched, docs, factor);
    for (let d = 0; d < docs; d++) {
      if (best[d]! === 0) continue;
      coverage[d]! += 1 / matches.length;
      score[d]! += best[d]!;
      titleCount[d]! += titled[d]!;
    }
  }
  const titleAll = titleCount.map((n) => (matches.length && n === matches.length ? 1 : 0));
  return { coverage, score, titleAll };
}

/** A ranked document with its score on the scale of ranking.ts. */
export interface RankedDoc {
  doc: number;
  score: number;
}

/**
 * For a rule-number query ("702.19"), each document's rule number: the
 * title term it matched ("702.19e"), so that subrules list in number order.
 */
export function titleNumbers(matches: MatchedTerm[][]): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of matches.flat()) {
    const { docs: ids, weights } = m.postings;
    for (let i = 0; i < ids.length; i++) if (inTitle(weights[i]!)) out.set(ids[i]!, m.term);
  }
  return out;
}

/** What orders documents besides their scores. */
export interface RankOrder {
  /** For a rule-number query, each document's number: title matches list in number order. */
  numbers?: ReadonlyMap<number, string>;
  /** Documents where the query's words follow each other: their score is raised (ranking.ts `near`). */
  near?: ReadonlySet<number>;
  /** Sets a document must be in (one per quoted phrase): the others are left out. */
  required?: ReadonlyArray<ReadonlySet<number>>;
}

/** A candidate document and what it is ranked by. */
interface Candidate {
  doc: number;
  title: number;
  coverage: number;
  score: number;
}

/**
 * Orders documents found by any variant: title holding every term, then
 * (for a rule-number query) rule number, then coverage, then score
 * (raised where the query's words are next to each other).
 */
export function rankDocuments(
  variants: VariantScores[],
  docs: number,
  limit: number,
  order: RankOrder = {},
): RankedDoc[] {
  const { numbers, near, required } = order;
  const found: Candidate[] = [];
  for (let d = 0; d < docs; d++) {
    if (required && !required.every((s) => s.has(d))) continue;
    let best: Candidate | undefined;
    const boost = near?.has(d) ? RANKING.fullText.near : 1;
    for (const v of variants) {
      if (v.coverage[d]! === 0) continue;
      const c = {
        doc: d,
        title: v.titleAll[d]!,
        coverage: v.coverage[d]!,
        score: v.score[d]! * boost,
      };
      if (!best || compare(c, best) < 0) best = c;
    }
    if (best) found.push(best);
  }
  found.sort((a, b) => byNumber(a, b, numbers) || compare(a, b));
  const top = found.slice(0, limit);
  const titled = top.filter((x) => x.title).length;
  const { titleMatch, titleSpread, max } = RANKING.fullText;
  return top.map((x, rank) => ({
    doc: x.doc,
    score: x.title
      ? titleMatch + (titleSpread * (titled - rank)) / titled
      : (max * (top.length - rank)) / top.length,
  }));
}

/** Two title matches of a rule-number query, in number order (0 otherwise). */
function byNumber(
  a: { doc: number; title: number },
  b: { doc: number; title: number },
  numbers: ReadonlyMap<number, string> | undefined,
): number {
  const na = numbers?.get(a.doc);
  const nb = numbers?.get(b.doc);
  if (!na || !nb || !a.title || !b.title) return 0;
  return compareRuleNumbers(na, nb);
}

function compare(a: Candidate, b: Candidate): number {
  return b.title - a.title || b.coverage - a.coverage || b.score - a.score || a.doc - b.doc;
}
