/**
 * Writes flexsearch's context index (word pairs in reading order) as
 * static shards, the build side of static-shard-db.ts: the documents are
 * added to an in-memory flexsearch index, whose context map is read the
 * way its IndexedDB adapter's `commit` reads it, and each pair goes to the
 * shard its key hashes to (`c{i}.json`: pair → slots of documents, written
 * as gaps: 4–14 % fewer brotli bytes in all than JSON id lists, shards as
 * small; docs/decisions/search.md).
 */
import { contextEntry, contextShard } from './context-key.ts';
import { createFlexIndex, encodeSlots } from './flex-index.ts';
import type { ContextShard, FullTextDoc } from './types.ts';

/** Raw bytes a context shard holds on average (about 1.3–2 KB brotli). */
export const CONTEXT_SHARD_BYTES = 3000;

/** flexsearch's in-memory context map: word → next word → slots of documents. */
type ContextMap = Map<string, Map<string, Array<number[] | undefined>>>;

/** The context shards of documents (title and text, as the full text indexes them). */
export function buildContextShards(docs: FullTextDoc[], stop: ReadonlySet<string>): string[] {
  const index = createFlexIndex(stop);
  docs.forEach((d, id) => index.add(id, `${d[1]}\n${d[3]}`));
  const ctx = (index as unknown as { ctx: ContextMap }).ctx;
  const entries: Array<[string, string]> = [];
  let bytes = 0;
  for (const [word, nexts] of ctx)
    for (const [next, slots] of nexts) {
      const encoded = encodeSlots(slots);
      entries.push([contextEntry(word, next), encoded]);
      bytes += word.length + next.length + encoded.length + 6;
    }
  const count = Math.max(1, Math.round(bytes / CONTEXT_SHARD_BYTES));
  const shards: ContextShard[] = Array.from({ length: count }, () => ({}));
  for (const [entry, slots] of entries.sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    shards[contextShard(entry, count)]![entry] = slots;
  return shards.map((s) => JSON.stringify(s));
}
