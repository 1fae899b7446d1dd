/** Shapes of the search data files, shared by the build and the browser. */
import type { Lang } from '../i18n/languages.ts';

/** Kinds of things search finds. */
export const RESULT_KINDS = ['rule', 'glossary', 'article', 'card'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** A name of an entry: [text, language, type] — type p=primary, a=alias, f=former name, r=reading. */
export type NameTuple = [name: string, lang: Lang, type: 'p' | 'a' | 'f' | 'r'];

/**
 * Tier 0 (`/{lang}/search/tier0.json`): names of every entry in all
 * languages, rule numbers and titles, and the manifest of the full-text
 * index. Loaded when the reader first focuses the search box.
 */
export interface Tier0 {
  v: 2;
  lang: string;
  /**
   * Entries: kind, display name in the reader's language, path (no base),
   * every name, and the rule pages titled by one of the entry's names
   * (glossary "Trample" → 702.19), which its names also find.
   */
  entries: Array<{
    k: Exclude<ResultKind, 'rule'>;
    /** The display name; left out when it is the entry's primary name in the reader's language (`displayName`). */
    d?: string;
    u: string;
    n: NameTuple[];
    r?: string[];
    /**
     * The other pages of a glossary term's own rules, those its names do not
     * title (opponent → 102.2 and 102.3, where opponents are defined): found
     * with the term, below the names (ranking.ts `aboutRule`).
     */
    a?: string[];
  }>;
  /**
   * Rule numbers by page: page number → the page's rule numbers, each
   * written as the suffix after the page number ("a", ".2a"), space-separated.
   */
  rules: Record<string, string>;
  /**
   * The own titles of rule pages by the language they are in (the reader's
   * where the site has it): language → page → title ("702.19" → "Trample").
   */
  titles: Record<string, Record<string, string>>;
  /** Path prefix of rule pages in the reader's language, e.g. "ja/rules/". */
  rulesPath: string;
  /**
   * Numbers of older editions that mean another rule today, newest edition
   * first: [edition, { old number: current number }]. Lets a reader type a
   * number from an old citation and land on today's rule.
   */
  moved?: Array<[string, Record<string, string>]>;
  /** The full-text index of this language. */
  ft: FullTextManifest;
}

/** An entry's display name: its `d`, or else its primary name in the reader's language. */
export function displayName(e: Tier0['entries'][number], lang: string): string {
  return e.d ?? e.n.find(([, l, t]) => l === lang && t === 'p')?.[0] ?? e.n[0]?.[0] ?? '';
}

/**
 * Tier 0's rule numbers, served apart (`/{lang}/search/numbers.json`) and
 * fetched on the first query that is a rule number: most readers type words,
 * and the numbers are a sixth to a third of tier 0.
 */
export type Tier0Numbers = Pick<Tier0, 'rules' | 'moved'>;
/** Tier 0 as `tier0.json` serves it: all but its rule numbers. */
export type ServedTier0 = Omit<Tier0, 'rules' | 'moved'>;

/**
 * Where the full-text index is and how it is cut (see full-text-build.ts).
 * Its files are `/{lang}/search/{dir}/s{i}.json` (shards of terms),
 * `f{i}.json` (fragments: stored text of documents) and `words.json`.
 */
export interface FullTextManifest {
  /** Folder of the index files, named by a hash of their contents, so files cached from an older build are never mixed in. */
  dir: string;
  /** Number of documents. */
  docs: number;
  /** The first term key of each shard, ascending: a key's shard is the last one whose first key is ≤ it. */
  shards: string[];
  /** How many documents each fragment holds, in document order. */
  fragments: number[];
  /** The first entry's document: the entries follow the rules, in the order of `Tier0.entries`. */
  entries: number;
  /** Function words of the text's languages, not indexed (a query skips them; stop-words.ts). */
  stop: string[];
  /** Languages of the indexed text: a query's names in these languages are searched too. */
  langs: string[];
  /** Number of context shards (`c{i}.json`: word pairs in reading order, for phrases and proximity; context-build.ts). */
  context: number;
}

/**
 * One context shard (`c{i}.json`): "word next" → flexsearch's slots of
 * documents, each slot's ids ascending and written as gaps (postings.ts
 * `encodeIds`), slots separated by commas, trailing empty ones left out.
 */
export type ContextShard = Record<string, string>;

/** One shard (`s{i}.json`): terms in ascending order and, for each, its postings (postings.ts). */
export interface Shard {
  terms: string[];
  postings: string[];
}

/** A document of the full text: kind, title shown ("701.13b Mill" or a term), path (anchor for subrules), plain text. */
export type FullTextDoc = [kind: ResultKind, title: string, url: string, text: string];

/** A search result as the UI shows it. */
export interface SearchResult {
  kind: ResultKind;
  title: string;
  url: string;
  /** Which name matched, when it is not the title ("macinare → 切削"). */
  matched?: string;
  /** Language of the matched name. */
  matchedLang?: string;
  snippet?: { text: string; marks: Array<[number, number]> };
  /** On the scale of ranking.ts: results of both tiers are ordered by it. */
  score: number;
}
