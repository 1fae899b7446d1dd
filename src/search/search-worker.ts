/// <reference lib="webworker" />
/**
 * The search worker: fetches tier 1 for the page's language, indexes it off
 * the main thread, then answers queries.
 */
import { buildFullText, searchFullText, type FullTextIndex } from './full-text.ts';
import type { Tier1Doc } from './types.ts';

declare const self: DedicatedWorkerGlobalScope;

let ready: Promise<FullTextIndex> | undefined;

self.onmessage = async (e: MessageEvent<{ type: 'init'; url: string } | { type: 'query'; id: number; q: string; limit?: number }>) => {
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
  if (!ready) return;
  const ft = await ready;
  const t0 = performance.now();
  const out = searchFullText(ft, msg.q, msg.limit ?? 20);
  self.postMessage({ type: 'results', id: msg.id, ms: performance.now() - t0, ...out });
};
