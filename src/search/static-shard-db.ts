/**
 * A read-only flexsearch storage adapter (its `StorageInterface`,
 * flexsearch/src/db/interface.js) backed by the static shard files of the
 * full-text index: flexsearch asks it for each term, or each pair of words
 * of a query (`get(term, ctx)`), and it fetches only the shard that holds
 * that key, once. Terms come from Grimoire's term shards, their documents
 * in slots by relevance in the adapter's field (term-slots.ts: the text, or
 * the titles only), pairs from the context shards (context-build.ts);
 * `enrich` reads the documents' fragments. Built on the site, never written
 * in the browser: the write methods reject.
 */
import { contextEntry, contextShard } from './context-key.ts';
import { decodeSlots } from './flex-index.ts';
import type { MatchedTerm } from './shard-terms.ts';
import { termSlots, type Field } from './term-slots.ts';
import type { ContextShard, FullTextDoc } from './types.ts';

/** A flexsearch result: ids, or ids in slots (`resolve` false). */
type Ids = number[];
type Slots = number[][];

/** Where the adapter's data comes from (full-text-query.ts gives it its cached loaders). */
export interface ShardSource {
  /** Number of documents (ids are 0 … docs − 1). */
  docs: number;
  /** Number of context shards. */
  contextShards: number;
  /** The index terms a query term finds: itself and, when it matches as a prefix, the longer ones it begins. */
  matches(term: string): Promise<MatchedTerm[]>;
  /** A context shard: pair → its slots, encoded (context-build.ts). */
  context(i: number): Promise<ContextShard>;
  /** A document's stored text. */
  doc(id: number): Promise<FullTextDoc>;
}

const READ_ONLY = 'search: the static shard index is read-only (it is written by the build)';

/** Ids from slots, from `offset`, at most `limit` (0: all), as flexsearch's adapters do. */
export function flatten(slots: Slots, limit: number, offset: number): Ids {
  const out: Ids = [];
  for (const ids of slots) {
    if (offset >= ids.length) {
      offset -= ids.length;
      continue;
    }
    const end = limit ? offset + Math.min(ids.length - offset, limit - out.length) : ids.length;
    for (let j = offset; j < end; j++) out.push(ids[j]!);
    offset = 0;
    if (limit && out.length >= limit) break;
  }
  return out;
}

/** As flexsearch gives a Document field's store its options. */
export interface StaticShardConfig {
  /** The field whose terms `get(term)` answers (default: the text). */
  field?: Field;
}

export class StaticShardDB {
  readonly source: ShardSource;
  readonly field: Field;
  /** Keys asked for, in order (for tests and the benchmark). */
  readonly asked: string[] = [];

  constructor(source: ShardSource, config: StaticShardConfig = {}) {
    this.source = source;
    this.field = config.field ?? 'text';
  }

  /** Assigns this store to a flexsearch index. */
  async mount(index: { db?: unknown }): Promise<void> {
    index.db = this;
    await this.open();
  }

  async open(): Promise<void> {}
  close(): void {}

  /** The slots of a term in the field, or of the pair `ctx` then `key`; `resolve` flattens them. */
  async get(
    key: string,
    ctx?: string,
    limit = 0,
    offset = 0,
    resolve = true,
    enrich = false,
  ): Promise<Slots | Ids | Array<{ id: number; doc: FullTextDoc }>> {
    this.asked.push(ctx ? contextEntry(ctx, key) : key);
    const slots = ctx
      ? await this.pair(ctx, key)
      : termSlots(await this.source.matches(key), this.source.docs, this.field);
    if (!slots.length || !slots.some((s) => s.length)) return [];
    if (!resolve) return slots;
    const ids = flatten(slots, limit, offset);
    return enrich ? this.enrich(ids) : ids;
  }

  private async pair(word: string, next: string): Promise<Slots> {
    const entry = contextEntry(word, next);
    const shard = await this.source.context(contextShard(entry, this.source.contextShards));
    const slots = shard[entry];
    return slots === undefined ? [] : decodeSlots(slots);
  }

  /** The stored documents of ids. */
  async enrich(ids: Ids | number): Promise<Array<{ id: number; doc: FullTextDoc }>> {
    const list = typeof ids === 'number' ? [ids] : ids;
    const docs = await Promise.all(list.map((id) => this.source.doc(id)));
    return list.map((id, i) => ({ id, doc: docs[i]! }));
  }

  async has(id: number): Promise<boolean> {
    return Number.isInteger(id) && id >= 0 && id < this.source.docs;
  }

  /** flexsearch intersects the terms itself: no search on the store's side. */
  readonly search = null;

  async commit(): Promise<void> {
    throw new Error(READ_ONLY);
  }
  async remove(): Promise<void> {
    throw new Error(READ_ONLY);
  }
  async clear(): Promise<void> {
    throw new Error(READ_ONLY);
  }
  async destroy(): Promise<void> {
    throw new Error(READ_ONLY);
  }
}
