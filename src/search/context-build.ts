/**
 * Writes flexsearch's context index (word pairs in reading order) as
 * static shards, the build side of static-shard-db.ts: the documents are
 * added to an in-memory flexsearch index, whose context map is read the
 * way its IndexedDB adapter's `commit` reads it, and each pair goes to the
 * shard its key hashes to (`c{i}.json`: pair → slots of documents).
 */
import { CONTEXT_RESOLUTION, contextEntry, contextShard, createFlexIndex } from './flex-index.ts';
import type { FullTextDoc } from './types.ts';

/** Raw bytes a context shard holds on average. */
export const CONTEXT_SHARD_BYTES = 4000;

/** flexsearch's in-memory context map: word → next word → slots of documents. */
type ContextMap = Map<string, Map<string, Array<number[] | undefined>>>;

/** The slots as JSON keeps them: every slot an array, trailing empty ones dropped. */
function denseSlots(slots: Array<number[] | undefined>): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < CONTEXT_RESOLUTION; i++) out.push(slots[i] ?? []);
  while (out.length && !out[out.length - 1]!.length) out.pop();
  return out;
}

/** The context shards of documents (title and text, as the full text indexes them). */
export function buildContextShards(docs: FullTextDoc[], stop: ReadonlySet<string>): string[] {
  const index = createFlexIndex(stop);
  docs.forEach((d, id) => index.add(id, `${d[1]}\n${d[3]}`));
  const ctx = (index as unknown as { ctx: ContextMap }).ctx;
  const entries: Array<[string, number[][]]> = [];
  let bytes = 0;
  for (const [word, nexts] of ctx)
    for (const [next, slots] of nexts) {
      const dense = denseSlots(slots);
      entries.push([contextEntry(word, next), dense]);
      bytes += word.length + next.length + JSON.stringify(dense).length + 6;
    }
  const count = Math.max(1, Math.round(bytes / CONTEXT_SHARD_BYTES));
  const shards: Array<Record<string, number[][]>> = Array.from({ length: count }, () => ({}));
  for (const [entry, slots] of entries.sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    shards[contextShard(entry, count)]![entry] = slots;
  return shards.map((s) => JSON.stringify(s));
}
