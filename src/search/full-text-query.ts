/**
 * Full-text search over the sharded index (full-text-build.ts): works out
 * which shards a query needs, fetches only those (and keeps them for later
 * queries), scores the documents, then fetches the fragments of the
 * documents shown, for their titles and snippets. Runs in the browser on
 * the main thread (a query over loaded shards takes about a millisecond),
 * and in Node for tests and benchmarks, with the files given by `IndexFiles`.
 */
import { allowedTypos, editDistance } from './edit-distance.ts';
import { KANA_KANJI, foldText, ruleNumberQuery, tokenize } from './normalize.ts';
import { RANKING } from './ranking.ts';
import {
  rankDocuments,
  scoreVariant,
  titleNumbers,
  type QueryTerm,
  type RankedDoc,
} from './full-text-score.ts';
import { quotedPhrases, withoutQuotes } from './phrases.ts';
import { contextEntry, contextShard } from './context-key.ts';
import { FlexEngine } from './flex-engine.ts';
import { ShardTerms } from './shard-terms.ts';
import { makeSnippet, needlesOf, type Needle } from './snippet.ts';
import { matchesAsPrefix, shardOf, termKey } from './term-key.ts';
import type { ContextShard, FullTextDoc, FullTextManifest, SearchResult, Shard } from './types.ts';

/** Where the index files come from: the network in the browser, memory in tests. */
export interface IndexFiles {
  shard(i: number): Promise<Shard>;
  fragment(i: number): Promise<FullTextDoc[]>;
  context(i: number): Promise<ContextShard>;
  words(): Promise<string[]>;
}

export interface FullTextQuery {
  query: string;
  /** The query's names in the languages of the text ("trample" for "travolgere"). */
  alternatives?: string[];
  limit: number;
  /** Documents the reader already sees (tier 0's entries, by their place): left out, never fetched. */
  skipDocs?: ReadonlySet<number>;
  /** URLs the reader already sees (from tier 0): left out. */
  skip?: ReadonlySet<string>;
  /** True once the reader has typed on: the answer will not be shown, so no fragment is fetched for it. */
  stale?: () => boolean;
  /**
   * Awaited before fetching fragments not fetched yet (the browser: until the
   * reader has paused), so that a query the reader is typing past, stale by
   * then, fetches none; not awaited when every fragment needed is at hand.
   */
  settle?: () => Promise<void>;
}

export interface FullTextAnswer {
  results: SearchResult[];
  /** The query with its typos corrected, when only that found something. */
  corrected?: string;
}

/** Remembers each promise by key; a failed one is forgotten, so it is tried again. */
function memo<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

export class FullTextSearch {
  private readonly shards = new Map<number, Promise<ShardTerms>>();
  private readonly fragments = new Map<number, Promise<FullTextDoc[]>>();
  private readonly words = new Map<0, Promise<string[]>>();
  private readonly contexts = new Map<number, Promise<ContextShard>>();
  private readonly flex: FlexEngine;
  private readonly stop: Set<string>;
  /** The first document of each fragment. */
  private readonly fragmentStarts: number[] = [];

  readonly manifest: FullTextManifest;
  private readonly files: IndexFiles;

  constructor(manifest: FullTextManifest, files: IndexFiles) {
    this.manifest = manifest;
    this.files = files;
    this.stop = new Set(manifest.stop);
    let at = 0;
    for (const n of manifest.fragments) {
      this.fragmentStarts.push(at);
      at += n;
    }
    this.flex = new FlexEngine(
      {
        docs: manifest.docs,
        contextShards: manifest.context,
        matches: async (t) => (await this.shardFor(t)).find(t, matchesAsPrefix(t)),
        context: (i) => memo(this.contexts, i, () => this.files.context(i)),
        doc: (id) => this.doc(id),
      },
      this.stop,
    );
  }

  /** A text's query terms, stop terms left out. */
  terms(text: string): QueryTerm[] {
    return [...new Set(tokenize(text))]
      .filter((t) => !this.stop.has(t))
      .map((term) => ({ term, prefix: matchesAsPrefix(term) }));
  }

  /** The shard holding a term (fetched once, then kept). */
  private shardFor(term: string): Promise<ShardTerms> {
    const i = shardOf(this.manifest.shards, termKey(term));
    return memo(this.shards, i, async () => new ShardTerms(await this.files.shard(i)));
  }

  /** Whether a document's fragment has been fetched (or is being fetched). */
  private hasDoc(id: number): boolean {
    return this.fragments.has(shardOf(this.fragmentStarts, id));
  }

  /** A document's stored text (its fragment fetched once, then kept). */
  private async doc(id: number): Promise<FullTextDoc> {
    const i = shardOf(this.fragmentStarts, id);
    const fragment = await memo(this.fragments, i, () => this.files.fragment(i));
    return fragment[id - this.fragmentStarts[i]!]!;
  }

  /** Starts fetching the shards a text's terms need, and flexsearch's code (while the rest of the query is worked out). */
  prefetch(text: string): void {
    this.flex.warm();
    for (const t of this.terms(text)) this.shardFor(t.term).catch(() => undefined);
  }

  /** The index terms each query term matches, fetching the shards needed. */
  private async match(terms: QueryTerm[]) {
    return Promise.all(
      terms.map(async (t) => (await this.shardFor(t.term)).find(t.term, t.prefix)),
    );
  }

  /** Whether the context shards of a text's word pairs have been fetched (or are being fetched). */
  private hasPairs(text: string): boolean {
    const t = tokenize(withoutQuotes(text)).filter((x) => !this.stop.has(x));
    const count = this.manifest.context;
    for (let i = 1; i < t.length; i++)
      if (!this.contexts.has(contextShard(contextEntry(t[i - 1]!, t[i]!), count))) return false;
    return true;
  }

  /**
   * The documents where a text's words follow each other (flexsearch's
   * context), when it has two or more words; with quoted phrases
   * (「戦闘ダメージ」 too), those holding every phrase.
   */
  private async near(text: string): Promise<{ near?: Set<number>; required?: Set<number>[] }> {
    const phrases = quotedPhrases(text);
    const pairs = (t: string) => this.terms(t).length >= 2 && this.manifest.context > 0;
    // Proximity between words the reader separated, in scripts that separate words: a
    // Japanese run is one word, whose bigrams ranked no better side by side (the judged
    // sets), and two Japanese words are rarely side by side in the text (a particle comes
    // between: 対戦相手のライフ), so their pairs would cost context shards for nothing.
    const unquoted = withoutQuotes(text);
    const words = unquoted.split(/\s+/).length >= 2 && !KANA_KANJI.test(unquoted);
    const [near, required] = await Promise.all([
      words && pairs(text) ? this.flex.near(text) : undefined,
      Promise.all(phrases.filter(pairs).map((p) => this.flex.near(p))),
    ]);
    return { near, required: required.length ? required : undefined };
  }

  /**
   * Documents for the query and its alternatives, best first. A text of
   * one term is flexsearch's answer (its slots, flex-engine.ts); a text of
   * several is scored term by term (BM25, full-text-score.ts), with
   * proximity from flexsearch's context, asked for only once every word of
   * the query is a whole indexed word: a word still being typed ("danno da
   * comb") has no pairs to fetch.
   */
  private async rank(
    texts: string[],
    limit: number,
    typing: Pick<FullTextQuery, 'settle' | 'stale'> = {},
  ): Promise<RankedDoc[]> {
    const { alternative } = RANKING.fullText;
    // A rule number in any form ("rule 702.19", "７０２．１９") searches as the number itself.
    const number = ruleNumberQuery(texts[0]!);
    const terms = texts.map((text, i) => this.terms((!i && number) || text));
    const matched = await Promise.all(terms.map((t) => this.match(t)));
    const variants = await Promise.all(
      terms.map((t, i) =>
        t.length === 1 && !(number && !i)
          ? this.flex.term(t[0]!.term, i ? alternative : 1)
          : scoreVariant(matched[i]!, this.manifest.docs, i ? alternative : 1),
      ),
    );
    const whole = matched[0]!.every((m) => m.some((x) => x.exact));
    const paired = !number && whole;
    // Like fragments, pairs not fetched yet wait until the reader has paused ("danno d…").
    if (paired && typing.settle && !this.hasPairs(texts[0]!)) await typing.settle();
    if (typing.stale?.()) return [];
    const order = paired ? await this.near(texts[0]!) : {};
    const numbers = number ? titleNumbers(matched[0]!) : undefined;
    return rankDocuments(variants, this.manifest.docs, limit, { numbers, ...order });
  }

  /** The query with each word the corpus lacks replaced by its closest corpus word, if any changed. */
  private async correct(query: string): Promise<string | undefined> {
    const words = foldText(query).split(/\s+/).filter(Boolean);
    if (!words.some((w) => allowedTypos(w.length))) return undefined;
    const vocabulary = await memo(this.words, 0, () => this.files.words());
    const fixed = words.map((w) => closestWord(vocabulary, w) ?? w);
    return fixed.join(' ') === words.join(' ') ? undefined : fixed.join(' ');
  }

  /**
   * Results for ranked documents, best first, up to the limit: their stored
   * text fetched (only theirs), snippets made, the ones the reader sees left
   * out (and the next ones fetched in their place).
   */
  private async results(ranked: RankedDoc[], needles: Needle[], q: FullTextQuery) {
    const out: SearchResult[] = [];
    let next = 0;
    while (out.length < q.limit && next < ranked.length) {
      const batch = ranked.slice(next, next + q.limit - out.length);
      next += batch.length;
      if (q.settle && !batch.every((r) => this.hasDoc(r.doc))) await q.settle();
      if (q.stale?.()) return [];
      const docs = await Promise.all(batch.map((r) => this.doc(r.doc)));
      docs.forEach(([kind, title, url, text], i) => {
        if (q.skip?.has(url)) return;
        const snippet = makeSnippet(text, needles);
        out.push({ kind, title, url, snippet, score: batch[i]!.score });
      });
    }
    return out;
  }

  /** Searches; when nothing matches, retries with typos corrected and says so. */
  async search(q: FullTextQuery): Promise<FullTextAnswer> {
    const alternatives = q.alternatives ?? [];
    const wanted = 2 * q.limit + (q.skipDocs?.size ?? 0) + (q.skip?.size ?? 0);
    let ranked = await this.rank([q.query, ...alternatives], wanted, q);
    let corrected: string | undefined;
    if (q.stale?.()) return { results: [] };
    if (!ranked.length) {
      corrected = await this.correct(q.query);
      if (corrected) ranked = await this.rank([corrected], wanted);
    }
    ranked = ranked.filter((x) => !q.skipDocs?.has(x.doc));
    if (!ranked.length || q.stale?.()) return { results: [] };
    const needles = needlesOf([corrected ?? q.query, ...alternatives], this.stop);
    // A corrected query is a typo match: it ranks below the names matched with typos.
    if (corrected) for (const r of ranked) r.score = Math.min(r.score, RANKING.fullText.max);
    const results = await this.results(ranked, needles, q);
    if (q.stale?.()) return { results: [] };
    return corrected ? { results, corrected } : { results };
  }
}

/** The closest vocabulary word to a misspelt word (the more frequent on a tie; `vocabulary` is by frequency). */
export function closestWord(vocabulary: string[], word: string): string | undefined {
  const max = allowedTypos(word.length);
  if (!max || vocabulary.includes(word)) return undefined;
  let best: { w: string; d: number } | undefined;
  for (const w of vocabulary) {
    const d = editDistance(word, w, max);
    if (d <= max && (!best || d < best.d)) best = { w, d };
  }
  return best?.w;
}
