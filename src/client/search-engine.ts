/**
 * The browser side of search: loads tier 0 (names, rule numbers, titles and
 * the full-text manifest) on first use; `query` answers from tier 0 at once,
 * then from the full text, whose shards and fragments are fetched as the
 * queries need them and kept for the next ones.
 */
import { SearchEngine } from '../search/answer.ts';
import { fetchedFiles } from '../search/index-files.ts';
import { mergeResults } from '../search/merge-results.ts';
import type { Tier0Answer } from '../search/tier0-search.ts';
import type { SearchResult, ServedTier0, Tier0Numbers } from '../search/types.ts';
import { indexFolder, numbersUrl, tier0Init, tier0Url } from './search-files.ts';

export interface Answer {
  query: string;
  /** Both tiers' results in one list, best first. */
  results: SearchResult[];
  corrected?: string;
  /** False until the full text has answered for this query. */
  complete: boolean;
}

let engine: Promise<SearchEngine> | undefined;

/** Tier 0's rule numbers, from their own file. */
async function loadNumbers(): Promise<Tier0Numbers> {
  const r = await fetch(numbersUrl, tier0Init);
  if (!r.ok) throw new Error(`search: ${numbersUrl} answered ${r.status}`);
  return (await r.json()) as Tier0Numbers;
}

/** Resolves after the events already waiting (keystrokes) have run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts loading tier 0 (idempotent). `tier0Response` is its fetch if the
 * caller started it already (the boot script does, while this code loads).
 */
export function warmUp(tier0Response?: Promise<Response>): Promise<SearchEngine> {
  engine ??= (tier0Response ?? fetch(tier0Url, tier0Init))
    .then((r) => r.json() as Promise<ServedTier0>)
    .then((data) => new SearchEngine(data, fetchedFiles(indexFolder(data.ft.dir)), loadNumbers));
  return engine;
}

/**
 * How long a query stands, from its keystroke, before the full text fetches
 * the fragments of its results: a reader typing on (10 keys a second, or a
 * burst of kana) has made it stale by then, so the prefixes typed past
 * fetch none. Fetching shards takes part of this time anyway; results whose
 * fragments are at hand are shown at once.
 */
export const SETTLE_MS = 150;

/** Resolves once `ms` have passed since `since` (a `performance.now()` time). */
const until = (since: number, ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, since + ms - performance.now())));

/** The full text's answer to a query (an empty one if the index cannot be fetched). */
async function fullAnswer(
  e: SearchEngine,
  q: string,
  instant: Tier0Answer,
  limit: number,
  typing: { stale: () => boolean; settle: () => Promise<void> },
) {
  try {
    return await e.fullText(q, instant, limit, typing);
  } catch (err) {
    console.error('grimoire: the full-text index could not be read', err);
    return { results: [] };
  }
}

/**
 * A search for one widget: each call runs a query, and `onUpdate` gets the
 * names answer, then the full one. A widget's older query still waiting is
 * dropped when a newer one arrives, before its fragments are fetched. `limit`: full-text results at most.
 */
export function searcher(
  onUpdate: (a: Answer) => void,
  limit: number,
): (q: string) => Promise<void> {
  let seq = 0;
  return async (q) => {
    const id = ++seq;
    const typed = performance.now();
    const e = await warmUp();
    await e.numbersFor(q).catch((err: unknown) => console.error('grimoire: rule numbers', err));
    if (id !== seq) return;
    const full = e.worthFullText(q);
    const t0 = performance.now();
    const instant = e.instant(q);
    performance.measure('grimoire:tier0', { start: t0, end: performance.now() });
    onUpdate({ query: q, results: instant.results, complete: !full });
    if (!full) return;
    // Keys the reader typed while the page was busy are waiting as events: they run first,
    // and only the last query fetches its shards.
    await nextTask();
    if (id !== seq) return;
    e.full.prefetch(q);
    // `grimoire:tier1` (the full text, fetches included) is read by `npm run bench:search`.
    const t1 = performance.now();
    // A query the reader has typed past fetches no fragments: its answer is never shown.
    const answer = await fullAnswer(e, q, instant, limit, {
      stale: () => id !== seq,
      settle: () => until(typed, SETTLE_MS),
    });
    if (id !== seq) return;
    performance.measure('grimoire:tier1', { start: t1, end: performance.now() });
    onUpdate({
      query: q,
      results: mergeResults(instant.results, answer.results),
      ...(answer.corrected ? { corrected: answer.corrected } : {}),
      complete: true,
    });
  };
}
