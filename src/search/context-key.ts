/**
 * Where a word pair of flexsearch's context index is kept: its key in the
 * context shards, and the shard that key hashes to. Apart from flex-index.ts
 * so that the search code can tell which shards a query's pairs need
 * without loading flexsearch.
 */

/** The key of a context entry in the shards: the word, a space, the word after it. */
export const contextEntry = (word: string, next: string) => `${word} ${next}`;

/** The context shard of an entry: FNV-1a of its key, modulo the number of shards. */
export function contextShard(entry: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < entry.length; i++) {
    h ^= entry.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % shards;
}
