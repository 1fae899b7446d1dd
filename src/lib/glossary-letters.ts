/**
 * An official glossary grouped for reading: each term with its anchor
 * (from its English name, so an anchor is the same in every language, and
 * unique within the page) and the letter it is filed under, for the A–Z
 * navigation.
 */
import type { OfficialTerm } from '../official/official-edition.ts';
import { glossaryTermAnchor } from '../urls/paths.ts';

export interface LetterGroup {
  /** The letter ("A"), or the first character of a term that does not start with a Latin letter. */
  letter: string;
  /** The anchor of the group's heading: `letter-A`. */
  anchor: string;
  terms: Array<{ term: OfficialTerm; anchor: string }>;
}

/** The letter a term is filed under: its first Latin letter uppercased, else its first character (a reading's, when it has one). */
function letterOf(term: OfficialTerm): string {
  const first = [...(term.reading ?? term.term)][0] ?? '#';
  return /^[a-z]$/i.test(first) ? first.toUpperCase() : first;
}

/** The terms in the glossary's own order, grouped by letter (a term filed out of order joins its letter's group). */
export function glossaryLetters(terms: readonly OfficialTerm[]): LetterGroup[] {
  const groups = new Map<string, LetterGroup>();
  const used = new Set<string>();
  for (const term of terms) {
    const base = glossaryTermAnchor(term.englishTerm ?? term.term);
    let anchor = base;
    for (let i = 2; used.has(anchor); i++) anchor = `${base}-${i}`;
    used.add(anchor);
    const letter = letterOf(term);
    let group = groups.get(letter);
    if (!group) {
      group = { letter, anchor: `letter-${encodeURIComponent(letter)}`, terms: [] };
      groups.set(letter, group);
    }
    group.terms.push({ term, anchor });
  }
  return [...groups.values()];
}
