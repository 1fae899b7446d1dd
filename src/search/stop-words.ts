/**
 * Function words the full-text index leaves out, per language of the
 * indexed text: articles, prepositions, conjunctions, pronouns and forms of
 * "to be" that carry no meaning a reader searches for. Only these: a
 * frequent domain word ("creature", "giocatore") stays indexed and its
 * rarity (BM25's idf) weighs it. Written folded (normalize.ts: lowercase,
 * no accents), as the index sees them. Japanese has none: its text is cut
 * into bigrams, where particles are not tokens of their own.
 */
import type { Lang } from '../content/schemas.ts';

/** Words of a space-separated list. */
const words = (list: string): readonly string[] => list.split(' ');

/** By language; a language of the table without a list (a new one, Japanese) leaves none out. */
export const STOP_WORDS: Partial<Record<Lang, readonly string[]>> = {
  en: words(
    'a an and are as at be been but by for from if in into is it its of on or so than that the their them then there these they this those to was were which with',
  ),
  it: words(
    'a ad agli ai al alla alle allo che ci coi col con da dagli dai dal dalla dalle dallo degli dei del della delle dello di e ed gli i il in la le lo ne negli nei nel nella nelle nello o per si sono su sugli sui sul sulla sulle sullo tra fra un una uno',
  ),
  ja: [],
};

/** The stop words of the languages of an index's text, sorted. */
export function stopWordsOf(langs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const l of langs) for (const w of STOP_WORDS[l as Lang] ?? []) out.add(w);
  return [...out].sort();
}
