/**
 * The browser side of search: loads tier 0 (names, rule numbers, titles and
 * the full-text manifest) on first use; `query` answers from tier 0 at once,
 * then from the full text, whose shards and fragments are fetched as the
 * queries need them and kept for the next ones.
 */
import { FullTextSearch } from '../search/full-text-query.ts';
import { fetchedFiles } from '../search/index-files.ts';
import { mergeResults } from '../search/merge-results.ts';
import { isJapaneseTerm } from '../search/term-key.ts';
import {
  alternativeNames,
  prepareTier0,
  tier0Answer,
  type PreparedTier0,
  type Tier0Answer,
} from '../search/tier0-search.ts';
import type { SearchResult, Tier0 } from '../search/types.ts';
import { indexFolder, tier0Init, tier0Url } from './search-files.ts';

export interface Answer {
  query: string;
  /** Both tiers' results in one list, best first. */
  results: SearchResult[];
  corrected?: string;
  /** False until the full text has answered for this query. */
  complete: boolean;
}

interface Engine {
  data: Tier0;
  full: FullTextSearch;
  /** Tier 0 prepared for searching (on the first query: its shards are requested first). */
  prepared?: PreparedTier0;
  /** Entry URL → its full-text document. */
  entryDocs?: Map<string, number>;
}

let engine: Promise<Engine> | undefined;

/**
 * Starts loading tier 0 (idempotent). `tier0Response` is its fetch if the
 * caller started it already (the boot script does, while this code loads).
 */
export function warmUp(tier0Response?: Promise<Response>): Promise<Engine> {
  engine ??= (tier0Response ?? fetch(tier0Url, tier0Init))
    .then((r) => r.json() as Promise<Tier0>)
    .then((data) => ({
      data,
      full: new FullTextSearch(data.ft, fetchedFiles(indexFolder(data.ft.dir))),
    }));
  return engine;
}

function prepared(e: Engine): PreparedTier0 {
  return (e.prepared ??= prepareTier0(e.data));
}

/** The full-text documents of the entries tier 0 shows (the full text leaves them out unfetched). */
function shownEntryDocs(e: Engine, results: SearchResult[]): Set<number> {
  e.entryDocs ??= new Map(e.data.entries.map((x, i) => [x.u, e.data.ft.entries + i]));
  const out = new Set<number>();
  for (const r of results) {
    const doc = e.entryDocs.get(r.url);
    if (doc !== undefined) out.add(doc);
  }
  return out;
}

/** Whether the full text can add anything: not while every word is too short to match as a prefix ("m", "mi"). */
function worthFullText(e: Engine, q: string): boolean {
  return e.full.terms(q).some((t) => t.prefix || isJapaneseTerm(t.term));
}

/** The full text's answer to a query (an empty one if the index cannot be fetched). */
async function fullAnswer(e: Engine, q: string, instant: Tier0Answer, limit: number) {
  try {
    return await e.full.search({
      query: q,
      alternatives: alternativeNames(prepared(e), instant, q),
      limit,
      skipDocs: shownEntryDocs(e, instant.results),
      skip: new Set(instant.results.map((r) => r.url)),
    });
  } catch (err) {
    console.error('grimoire: the full-text index could not be read', err);
    return { results: [] };
  }
}

/**
 * A search for one widget: each call runs a query, and `onUpdate` gets the
 * names answer, then the full one. A widget's older query still waiting is
 * dropped when a newer one arrives. `limit`: full-text results at most.
 */
export function searcher(
  onUpdate: (a: Answer) => void,
  limit: number,
): (q: string) => Promise<void> {
  let seq = 0;
  return async (q) => {
    const id = ++seq;
    const e = await warmUp();
    if (id !== seq) return;
    const full = q.trim() !== '' && worthFullText(e, q);
    if (full) e.full.prefetch(q);
    const t0 = performance.now();
    const instant = tier0Answer(prepared(e), q);
    performance.measure('grimoire:tier0', { start: t0, end: performance.now() });
    onUpdate({ query: q, results: instant.results, complete: !full });
    if (!full) return;
    // `grimoire:tier1` (the full text, fetches included) is read by `npm run bench:search`.
    const t1 = performance.now();
    const answer = await fullAnswer(e, q, instant, limit);
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
