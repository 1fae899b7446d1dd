/**
 * The flexsearch index of the full text, configured once for the build and
 * the browser: Grimoire's own tokens (normalize.ts: folding, rule numbers,
 * Japanese bigrams) less the stop words, and flexsearch's context index of
 * word pairs in reading order (depth 1, not bidirectional: "combat damage"
 * is not "damage combat"), which answers phrases and proximity. The build
 * fills it in memory (context-build.ts); the browser mounts it on the
 * static shards (static-shard-db.ts), so a query fetches only its pairs.
 */
import { Index } from 'flexsearch';
import { tokenize } from './normalize.ts';
import { decodeIds, encodeIds } from './postings.ts';

/** Slots of a context entry: documents by how early the pair comes in them (flexsearch's resolution). */
export const CONTEXT_RESOLUTION = 3;

/** The options flexsearch gets, with the stop words to leave out; `context` false for the titles' index. */
export function flexOptions(stop: ReadonlySet<string>, context = true) {
  return {
    encode: (text: string) => tokenize(text).filter((t) => !stop.has(t)),
    tokenize: 'strict' as const,
    resolution: 9,
    ...(context && { context: { depth: 1, bidirectional: false, resolution: CONTEXT_RESOLUTION } }),
  };
}

/** A flexsearch index with Grimoire's tokens and (unless `context` is false) a context index. */
export function createFlexIndex(stop: ReadonlySet<string>, context = true): Index {
  return new Index(flexOptions(stop, context));
}

/** The slots as a shard keeps them: each slot's gaps, comma-separated, trailing empty ones dropped. */
export function encodeSlots(slots: Array<number[] | undefined>): string {
  const out: string[] = [];
  for (let i = 0; i < CONTEXT_RESOLUTION; i++) out.push(encodeIds(slots[i] ?? []));
  while (out.length && !out[out.length - 1]) out.pop();
  return out.join(',');
}

/** The slots of a context entry as written by `encodeSlots`. */
export const decodeSlots = (entry: string): number[][] => entry.split(',').map(decodeIds);
