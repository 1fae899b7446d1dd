/**
 * Puts the names answer (tier 0) and the full-text answer in one list:
 * a URL once (the names answer's result wins), ordered by score
 * (ranking.ts), ties in the order they came. Full-text results score
 * below the names they could duplicate, so they mostly append; a rule
 * whose title holds the query still moves above typo matches.
 */
import type { SearchResult } from './types.ts';

export function mergeResults(instant: SearchResult[], full: SearchResult[]): SearchResult[] {
  const seen = new Set(instant.map((r) => r.url));
  const all = [...instant, ...full.filter((r) => !seen.has(r.url))];
  return all
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.score - a.r.score || a.i - b.i)
    .map((x) => x.r);
}
