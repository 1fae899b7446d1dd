/// <reference lib="webworker" />
/**
 * The search worker: fetches tier 1 for the page's language, indexes it off
 * the main thread, then answers queries. While the reader types, queries
 * arrive faster than they are answered: only the newest one waiting is run,
 * the ones it supersedes are answered empty at once (the page ignores them).
 */
import { buildFullText, searchFullText, type FullTextIndex } from './full-text.ts';
import { newestOnly } from './newest-only.ts';
import type { Tier1Doc } from './types.ts';

declare const self: DedicatedWorkerGlobalScope;

type Query = { type: 'query'; id: number; q: string; limit?: number };
let ready: Promise<FullTextIndex> | undefined;

const answer = newestOnly<Query>({
  async run(msg) {
    if (!ready) return;
    const ft = await ready;
    const t0 = performance.now();
    const out = searchFullText(ft, msg.q, msg.limit ?? 20);
    self.postMessage({ type: 'results', id: msg.id, ms: performance.now() - t0, ...out });
  },
  drop: (msg) => self.postMessage({ type: 'results', id: msg.id, results: [], superseded: true }),
});

self.onmessage = async (e: MessageEvent<{ type: 'init'; url: string } | Query>) => {
  const msg = e.data;
  if (msg.type === 'init') {
    const t0 = performance.now();
    ready = fetch(msg.url)
      .then((r) => r.json() as Promise<Tier1Doc[]>)
      .then((docs) => buildFullText(docs));
    const ft = await ready;
    self.postMessage({ type: 'ready', ms: performance.now() - t0, docs: ft.docs.length });
    return;
  }
  answer(msg);
};
