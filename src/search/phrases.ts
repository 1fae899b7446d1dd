/**
 * Phrases in a query: the parts a reader put in quotes ("combat damage",
 * “danno da combattimento”, 「戦闘ダメージ」), which must appear as written,
 * word after word (function words aside); and the query without its quotes,
 * for the names (tier 0) and for the terms.
 */
const QUOTED = /"([^"]+)"|“([^”]+)”|«([^»]+)»|「([^」]+)」|『([^』]+)』/gu;
const QUOTE_MARKS = /["“”«»「」『』]/gu;

/** The quoted parts of a query, in order. */
export function quotedPhrases(query: string): string[] {
  return [...query.matchAll(QUOTED)]
    .map((m) => (m.slice(1).find((g) => g !== undefined) ?? '').trim())
    .filter(Boolean);
}

/** The query with its quote marks removed. */
export function withoutQuotes(query: string): string {
  return query.replace(QUOTE_MARKS, ' ').replace(/\s+/g, ' ').trim();
}
