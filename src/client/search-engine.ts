/**
 * The browser side of search: loads tier 0 (names, rule numbers) on first
 * use and starts the worker that indexes tier 1 (full text). `query` answers
 * from tier 0 at once and from tier 1 as soon as the worker replies.
 */
import { prepareTier0, searchTier0, type PreparedTier0 } from '../search/tier0-search.ts';
import type { SearchResult, Tier0 } from '../search/types.ts';
import { tier0Url, tier1Url } from './search-files.ts';

export interface Answer {
  query: string;
  instant: SearchResult[];
  full: SearchResult[];
  corrected?: string;
  /** False until the worker has answered for this query. */
  complete: boolean;
}

let tier0: Promise<PreparedTier0> | undefined;
let worker: Worker | undefined;
let seq = 0;
const pending = new Map<number, (r: { results: SearchResult[]; corrected?: string }) => void>();

/**
 * Starts loading both tiers (idempotent). `tier0Response` is tier 0's fetch
 * if the caller started it already (the boot script does, while this code loads).
 */
export function warmUp(tier0Response?: Promise<Response>): Promise<PreparedTier0> {
  if (!tier0) {
    tier0 = (tier0Response ?? fetch(tier0Url))
      .then((r) => r.json() as Promise<Tier0>)
      .then(prepareTier0);
    // The worker's download and indexing start after the first answer (a query waiting on tier 0 runs first).
    void tier0.then(() => setTimeout(startWorker, 0));
  }
  return tier0;
}

function startWorker(): Worker {
  if (!worker) {
    const started = performance.now();
    worker = new Worker(new URL('../search/search-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (
      e: MessageEvent<{ type: string; id?: number; results?: SearchResult[]; corrected?: string }>,
    ) => {
      if (e.data.type === 'ready')
        performance.measure('grimoire:index-ready', { start: started, end: performance.now() });
      if (e.data.type !== 'results' || e.data.id === undefined) return;
      pending.get(e.data.id)?.({ results: e.data.results ?? [], corrected: e.data.corrected });
      pending.delete(e.data.id);
    };
    worker.postMessage({ type: 'init', url: tier1Url });
  }
  return worker;
}

/** Runs a query; `onUpdate` is called with the instant answer, then with the full one. */
export async function query(q: string, onUpdate: (a: Answer) => void, limit = 20): Promise<void> {
  const p = await warmUp();
  const t0 = performance.now();
  const instant = searchTier0(p, q);
  performance.measure('grimoire:tier0', { start: t0, end: performance.now() });
  onUpdate({ query: q, instant, full: [], complete: false });
  if (!q.trim()) return;
  const id = ++seq;
  const t1 = performance.now();
  const full = await new Promise<{ results: SearchResult[]; corrected?: string }>((resolve) => {
    pending.set(id, resolve);
    startWorker().postMessage({ type: 'query', id, q, limit });
  });
  if (id !== seq) return; // a newer query superseded this one
  performance.measure('grimoire:tier1', { start: t1, end: performance.now() });
  const seen = new Set(instant.map((r) => r.url));
  onUpdate({
    query: q,
    instant,
    full: full.results.filter((r) => !seen.has(r.url)),
    corrected: full.corrected,
    complete: true,
  });
}
