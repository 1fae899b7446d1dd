/**
 * One query's answer from both tiers, as the reader sees it: tier 0 (names,
 * numbers, titles) at once, then the full text with the query's names in
 * the text's languages, the entries tier 0 already shows left out, and
 * both merged by score. Used by the browser (client/search-engine.ts) and
 * by the judged query sets (judged.ts), so both measure the same thing.
 */
import {
  FullTextSearch,
  type FullTextAnswer,
  type FullTextQuery,
  type IndexFiles,
} from './full-text-query.ts';
import { mergeResults } from './merge-results.ts';
import { quotedPhrases, withoutQuotes } from './phrases.ts';
import { isJapaneseTerm } from './term-key.ts';
import {
  alternativeNames,
  prepareTier0,
  tier0Answer,
  type PreparedTier0,
  type Tier0Answer,
} from './tier0-search.ts';
import { ruleNumberQuery } from './normalize.ts';
import type { SearchResult, ServedTier0, Tier0, Tier0Numbers } from './types.ts';

export class SearchEngine {
  readonly data: Tier0;
  readonly full: FullTextSearch;
  private preparedTier0?: PreparedTier0;
  /** Entry URL → its full-text document. */
  private entryDocs?: Map<string, number>;

  /** Fetches tier 0's rule numbers when they are served apart (the browser); undefined once they are in `data`. */
  private loadNumbers?: () => Promise<Tier0Numbers>;
  private numbers?: Promise<void>;

  /** `data` without its rule numbers needs `loadNumbers`, called on the first rule-number query. */
  constructor(data: Tier0, files: IndexFiles);
  constructor(data: ServedTier0, files: IndexFiles, loadNumbers: () => Promise<Tier0Numbers>);
  constructor(
    data: Tier0 | ServedTier0,
    files: IndexFiles,
    loadNumbers?: () => Promise<Tier0Numbers>,
  ) {
    this.data = 'rules' in data ? data : { ...data, rules: {} };
    this.full = new FullTextSearch(data.ft, files);
    if (!('rules' in data)) this.loadNumbers = loadNumbers;
  }

  /** Resolves once tier 0 can answer `q`: at once, unless `q` is the first rule number, whose numbers are fetched first. */
  numbersFor(q: string): Promise<void> {
    const load = this.loadNumbers;
    if (!load || !ruleNumberQuery(withoutQuotes(q))) return Promise.resolve();
    if (!this.numbers) {
      this.numbers = load().then((n) => {
        Object.assign(this.data, n);
        if (this.preparedTier0) delete this.preparedTier0.ruleToPage;
        this.loadNumbers = undefined;
      });
      this.numbers.catch(() => (this.numbers = undefined));
    }
    return this.numbers;
  }

  /** Tier 0 prepared for searching (on the first query). */
  get prepared(): PreparedTier0 {
    return (this.preparedTier0 ??= prepareTier0(this.data));
  }

  /** Tier 0's answer (names know no phrases: quote marks are left out, and a quoted query looks for no names inside it). */
  instant(q: string): Tier0Answer {
    return tier0Answer(this.prepared, withoutQuotes(q), 8, { inside: !quotedPhrases(q).length });
  }

  /** Whether the full text can add anything: not while every word is too short to match as a prefix ("m", "mi"). */
  worthFullText(q: string): boolean {
    return q.trim() !== '' && this.full.terms(q).some((t) => t.prefix || isJapaneseTerm(t.term));
  }

  /** The full-text documents of the entries tier 0 shows (the full text leaves them out unfetched). */
  private shownEntryDocs(results: SearchResult[]): Set<number> {
    this.entryDocs ??= new Map(this.data.entries.map((x, i) => [x.u, this.data.ft.entries + i]));
    const out = new Set<number>();
    for (const r of results) {
      const doc = this.entryDocs.get(r.url);
      if (doc !== undefined) out.add(doc);
    }
    return out;
  }

  /** The full text's answer, given tier 0's; `limit`: full-text results at most; `typing`: `stale` and `settle`, see FullTextQuery. */
  fullText(
    q: string,
    instant: Tier0Answer,
    limit: number,
    typing: Pick<FullTextQuery, 'stale' | 'settle'> = {},
  ): Promise<FullTextAnswer> {
    return this.full.search({
      ...typing,
      query: q,
      alternatives: alternativeNames(this.prepared, instant, withoutQuotes(q)),
      limit,
      skipDocs: this.shownEntryDocs(instant.results),
      skip: new Set(instant.results.map((r) => r.url)),
    });
  }

  /** Both tiers' results in one list, best first (what the reader sees once the full text answered). */
  async answer(q: string, limit: number): Promise<SearchResult[]> {
    const instant = this.instant(q);
    if (!this.worthFullText(q)) return instant.results;
    return mergeResults(instant.results, (await this.fullText(q, instant, limit)).results);
  }
}
