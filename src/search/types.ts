/** Shapes of the search data files, shared by the build and the browser. */

/** Kinds of things search finds, in the order results are grouped. */
export const RESULT_KINDS = ['rule', 'glossary', 'article', 'card'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** A name of an entry: [text, language, type] — type p=primary, a=alias, f=former name, r=reading. */
export type NameTuple = [name: string, lang: 'en' | 'it' | 'ja', type: 'p' | 'a' | 'f' | 'r'];

/** Tier 0 (`/{lang}/search/tier0.json`): names of every entry in all languages, and the rule-number map. */
export interface Tier0 {
  v: 1;
  lang: string;
  /** Entries: kind, display name in the reader's language, path (no base), every name. */
  entries: Array<{ k: Exclude<ResultKind, 'rule'>; d: string; u: string; n: NameTuple[] }>;
  /**
   * Rule numbers by page: page number → the page's rule numbers, each
   * written as the suffix after the page number ("a", ".2a"), space-separated.
   */
  rules: Record<string, string>;
  /** Path prefix of rule pages in the reader's language, e.g. "ja/rules/". */
  rulesPath: string;
  /**
   * Numbers of older editions that mean another rule today, newest edition
   * first: [edition, { old number: current number }]. Lets a reader type a
   * number from an old citation and land on today's rule.
   */
  moved?: Array<[string, Record<string, string>]>;
}

/** One tier 1 document (`/{lang}/search/tier1.json`): full text of a rule or an entry. */
export interface Tier1Doc {
  /** Kind. */
  k: ResultKind;
  /** Title shown in results (e.g. "701.13b Mill" or a term). */
  t: string;
  /** Path without base, with anchor for subrules. */
  u: string;
  /** Plain text to search and to take snippets from. */
  x: string;
}

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
  score: number;
}
