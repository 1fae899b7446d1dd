/**
 * Phrases and proximity through flexsearch: the documents where a text's
 * words come one after the other, in its order (function words aside), as
 * flexsearch's context search answers it over the static shards
 * (static-shard-db.ts). flexsearch's code is loaded only when a query has
 * two words or more, and only the context shards of its pairs are fetched.
 */
import type { Index } from 'flexsearch';
import type { ShardSource } from './static-shard-db.ts';

export class Proximity {
  private index?: Promise<Index>;
  private readonly source: ShardSource;
  private readonly stop: ReadonlySet<string>;

  constructor(source: ShardSource, stop: ReadonlySet<string>) {
    this.source = source;
    this.stop = stop;
  }

  /** flexsearch, with our tokens, mounted on the static shards (loaded once). */
  private load() {
    return (this.index ??= (async () => {
      const [{ createFlexIndex }, { StaticShardDB }] = await Promise.all([
        import('./flex-index.ts'),
        import('./static-shard-db.ts'),
      ]);
      const index = createFlexIndex(this.stop);
      await new StaticShardDB(this.source).mount(index as unknown as { db?: unknown });
      return index;
    })());
  }

  /** The documents where the text's words follow each other in order. */
  async near(text: string): Promise<Set<number>> {
    const index = await this.load();
    const ids = (await index.search(text, {
      context: true,
      limit: this.source.docs,
    } as never)) as unknown as number[];
    return new Set(ids);
  }
}
