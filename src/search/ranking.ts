/**
 * Every ranking weight of search, in one place and on one scale, so that a
 * result from the names (tier 0) and one from the full text can be put in
 * one list. Higher ranks first. The bands, from the top:
 *
 * 1. a rule number typed (1000), or one an older edition used (900);
 * 2. a name matched directly: exact, prefix, a word's prefix, the name inside
 *    the query, the query inside the name (100–45);
 *    rule titles are names too ("mill" → "701.17 Mill");
 * 3. a full-text document whose title holds every query term (40–44);
 * 4. a name matched with typos (35–25);
 * 5. any other full-text document, by its text relevance (20–0).
 *
 * So a rule whose number or title matches never ranks below a typo match of
 * another word ("mill" → "mulligan"), and the full text, which answers after
 * the names, mostly lands below what the reader already sees.
 */
export const RANKING = {
  /** Tier 0: a rule number typed in any form; an older edition's number of a rule that moved. */
  number: { exact: 1000, moved: 900 },
  /** Tier 0: a name matched without typos. */
  name: {
    exact: 100,
    /** A prefix of the name, less up to `prefixLengthPenalty` for the letters still missing. */
    prefix: 80,
    prefixLengthPenalty: 20,
    wordPrefix: 60,
    /** Inside the name (queries of two or more characters). */
    substring: 45,
    /** The whole name as words of a longer query ("how does ward work", 「トランプルとは」). */
    contained: 50,
    /** Shortest name looked for inside a query: Latin letters, Japanese characters. */
    containedMin: { latin: 4, japanese: 2 },
    /** A longer name inside the query ranks first ("pescare una carta" → draw before card): per character, up to `containedLengthMax`. */
    containedPerChar: 0.1,
    containedLengthMax: 4,
    /**
     * A page of a found term's own rules that its names do not title
     * (opponent → 102 Players): below the term and every direct name match,
     * above the full text; the judged sets chose it (just below the term
     * instead, it pushed subrules the full text finds out of the first three).
     */
    aboutRule: 45,
  },
  /** Tier 0: a name matched with typos (see edit-distance.ts `allowedTypos`). */
  fuzzy: { whole: 35, word: 30, prefix: 25 },
  /** Tier 0 bonuses: a name in the reader's language; the entry's primary name. */
  bonus: { readerLanguage: 3, primaryName: 2 },
  /**
   * Cross-language names (a query's names in the languages of the indexed
   * text, "travolgere" → "trample"): entries whose name matched at least
   * this well lend their primary names, at most `entries` of them, for
   * queries of `minLength` letters or more (two Japanese characters).
   * 100: a whole name only, not a prefix still being typed, whose entries'
   * names cost a shard each per keystroke (「戦闘ダ…」 → "combat", "damage",
   * …); the judged sets held at 60 → 100 (it gained recall@3).
   */
  alternatives: { minScore: 100, entries: 3, minLength: 3 },
  fullText: {
    /** Band of documents whose title holds every query term: `titleMatch` plus up to `titleSpread` by relevance. */
    titleMatch: 40,
    titleSpread: 4,
    /** Band of the other documents: 0 up to `max`, relative to the best document. */
    max: 20,
    /** BM25 term-frequency saturation and length normalisation (applied when the index is built). */
    k1: 1.2,
    b: 0.75,
    /** Weight of a query term found in a document's title, against 1 for a full-weight body match. */
    title: 1,
    /** Factor for a word the query term is only a prefix of ("perm" → "permanent"). */
    prefix: 0.6,
    /**
     * Factor on the score of a document where the query's words come one
     * after the other, in order (proximity, from flexsearch's context). The
     * judged sets chose it: 1.05 gains on phrases; 1.2 and more lose ("creature
     * token" → 701.36a Populate above the token rules; docs/decisions/search.md).
     */
    near: 1.05,
    /** Factor for a document found through a cross-language name rather than the query itself. */
    alternative: 0.9,
  },
} as const;
