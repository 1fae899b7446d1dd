/**
 * Judged query sets (tests/fixtures/search-judged/): queries with graded
 * relevant results, and the two measures computed on them, MRR@10 and
 * recall@3 (defined in that folder's README). Ranking changes are measured
 * with these, not argued.
 */
import { isWithinRule } from '../rules/rule-number.ts';
import type { SearchResult } from './types.ts';

/** A judged item ("g/trample", "r/702.19") and its grade, 1–3. */
export interface Judged {
  item: string;
  grade: number;
}

export interface JudgedQuery {
  kind: string;
  query: string;
  relevant: Judged[];
  /** Where it is written, for messages. */
  line: number;
}

const ITEM = /^(?:[gac]\/[a-z0-9-]+|r\/[0-9]{3}(?:\.[0-9]+[a-z]?)?):[123]$/;

/** Parses a judged set (TSV: kind, query, relevant); a bad line throws with its number and what is wrong. */
export function parseJudged(text: string, file: string): JudgedQuery[] {
  const out: JudgedQuery[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim() || raw.startsWith('#')) return;
    const cols = raw.split('\t');
    const bad = (what: string) => new Error(`${file}:${line}: ${what}`);
    if (cols.length !== 3) throw bad(`expected 3 tab-separated columns, found ${cols.length}`);
    const [kind, query, relevant] = cols as [string, string, string];
    const items = relevant.split(' ').filter(Boolean);
    const wrong = items.find((x) => !ITEM.test(x));
    if (wrong !== undefined || !items.length)
      throw bad(`"${wrong ?? ''}" is not an item:grade such as g/trample:3 or r/702.19:2`);
    out.push({
      kind,
      query,
      line,
      relevant: items.map((x) => {
        const at = x.lastIndexOf(':');
        return { item: x.slice(0, at), grade: Number(x.slice(at + 1)) };
      }),
    });
  });
  return out;
}

/** A result's item: "en/glossary/trample/" → "g/trample", "en/rules/702.19/#702.19a" → "r/702.19a". */
export function resultItem(url: string): string {
  const u = url.replace(/^[a-z]{2}\//, '');
  const rule = /^rules\/([0-9.]+)\/(?:[?][^#]*)?(?:#(.+))?$/.exec(u);
  if (rule) return `r/${rule[2] ?? rule[1]}`;
  const entry = /^(glossary|articles|cards)\/([^/]+)\/$/.exec(u);
  return entry ? `${entry[1]!.charAt(0)}/${entry[2]}` : u;
}

/** Whether a result's item answers a judged item (a rule page is answered by its subrules too). */
export function answers(result: string, judged: string): boolean {
  if (result === judged) return true;
  if (!result.startsWith('r/') || !judged.startsWith('r/')) return false;
  return isWithinRule(result.slice(2), judged.slice(2));
}

/** The judged items the first `n` results answer, each once. */
function answered(results: string[], relevant: Judged[], n: number): Set<string> {
  const out = new Set<string>();
  for (const r of results.slice(0, n))
    for (const j of relevant) if (!out.has(j.item) && answers(r, j.item)) out.add(j.item);
  return out;
}

/** 1 / rank of the first result answering any judged item, 0 past `k`. */
export function reciprocalRank(results: string[], relevant: Judged[], k = 10): number {
  const i = results.slice(0, k).findIndex((r) => relevant.some((j) => answers(r, j.item)));
  return i < 0 ? 0 : 1 / (i + 1);
}

/** Share of the items graded 2–3 (at most 3 of them) the first `k` results answer. */
export function recallAt(results: string[], relevant: Judged[], k = 3): number {
  const wanted = relevant.filter((j) => j.grade >= 2);
  if (!wanted.length) return 1;
  const got = answered(results, wanted, k);
  return Math.min(got.size, k) / Math.min(wanted.length, k);
}

/** One query's measures. */
export interface QueryScore {
  query: JudgedQuery;
  rr: number;
  recall: number;
  top: string[];
}

/** Runs every query (`search` returns results best first) and scores it. */
export async function scoreSet(
  queries: JudgedQuery[],
  search: (q: string) => Promise<SearchResult[]>,
): Promise<QueryScore[]> {
  const out: QueryScore[] = [];
  for (const query of queries) {
    const top = (await search(query.query)).map((r) => resultItem(r.url));
    out.push({
      query,
      top,
      rr: reciprocalRank(top, query.relevant),
      recall: recallAt(top, query.relevant),
    });
  }
  return out;
}

/** Means of the measures, overall and by kind of query. */
export function summarize(
  scores: QueryScore[],
): Record<string, { n: number; mrr: number; recall: number }> {
  const out: Record<string, { n: number; mrr: number; recall: number }> = {};
  for (const s of scores)
    for (const key of ['all', s.query.kind]) {
      const o = (out[key] ??= { n: 0, mrr: 0, recall: 0 });
      o.mrr = (o.mrr * o.n + s.rr) / (o.n + 1);
      o.recall = (o.recall * o.n + s.recall) / (o.n + 1);
      o.n++;
    }
  return out;
}
