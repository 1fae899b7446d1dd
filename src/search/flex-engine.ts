/**
 * flexsearch over the static shards, the full-text engine's retrieval: a
 * flexsearch index per field, as a Document has them (`text`, with the
 * context index of word pairs, and `title`), each mounted on the static
 * shard adapter of its field (static-shard-db.ts), so a query fetches only
 * the shards of its terms and pairs. It answers
 *
 * - a query term: its documents in flexsearch's slots, best first (an
 *   unresolved result, `resolve: false`), read back as scores on the scale
 *   of the other terms (term-slots.ts), the titles' field saying which
 *   documents' titles hold it;
 * - phrases and proximity: the documents where a text's words follow each
 *   other, in order (its context search).
 *
 * flexsearch's code is loaded on the first full-text query.
 */
import type { Index } from 'flexsearch';
import type { VariantScores } from './full-text-score.ts';
import { variantOfSlots } from './term-slots.ts';
import type { ShardSource } from './static-shard-db.ts';

interface Fields {
  text: Index;
  title: Index;
}

/** The slots of an unresolved flexsearch result (a Resolver), or none. */
const slotsOf = (r: unknown): number[][] =>
  (r as { result?: number[][] } | undefined)?.result ?? [];

export class FlexEngine {
  private fields?: Promise<Fields>;
  private readonly source: ShardSource;
  private readonly stop: ReadonlySet<string>;

  constructor(source: ShardSource, stop: ReadonlySet<string>) {
    this.source = source;
    this.stop = stop;
  }

  /** Starts loading flexsearch's code and mounting the fields (a query's shards download meanwhile). */
  warm(): void {
    this.load().catch(() => undefined);
  }

  /** flexsearch, with our tokens, one index per field mounted on the static shards (loaded once; a failed load is tried again). */
  private load(): Promise<Fields> {
    if (this.fields) return this.fields;
    this.fields = this.mountFields();
    this.fields.catch(() => (this.fields = undefined));
    return this.fields;
  }

  private async mountFields(): Promise<Fields> {
    const [{ createFlexIndex }, { StaticShardDB }] = await Promise.all([
      import('./flex-index.ts'),
      import('./static-shard-db.ts'),
    ]);
    const text = createFlexIndex(this.stop);
    const title = createFlexIndex(this.stop, false);
    const mount = (index: Index, field: 'text' | 'title') =>
      new StaticShardDB(this.source, { field }).mount(index as unknown as { db?: unknown });
    await Promise.all([mount(text, 'text'), mount(title, 'title')]);
    return { text, title };
  }

  /** One query term's documents and scores (times `factor`), as flexsearch slots them. */
  async term(term: string, factor: number): Promise<VariantScores> {
    const { text, title } = await this.load();
    const unresolved = { resolve: false } as never;
    const [inText, inTitle] = await Promise.all([
      text.search(term, unresolved),
      title.search(term, unresolved),
    ]);
    return variantOfSlots(slotsOf(inText), slotsOf(inTitle), this.source.docs, factor);
  }

  /** The documents where the text's words follow each other in order. */
  async near(text: string): Promise<Set<number>> {
    const { text: index } = await this.load();
    const ids = (await index.search(text, {
      context: true,
      limit: this.source.docs,
    } as never)) as unknown as number[];
    return new Set(ids);
  }
}
