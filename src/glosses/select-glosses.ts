/**
 * Which of the terms found in a rule get a gloss: a term once per rule (its
 * first appearance, so "player" is not underlined six times in one
 * subrule), and never a term every reader of the rules knows.
 *
 * The words every reader knows are chosen by the glossary's categories:
 * every card type (printed on the type line of every card a player holds:
 * creature, land, instant…), and the everyday words of the game-concept,
 * ability and turn-structure categories that every player learns in their
 * first game. Measured with `npm run gloss:precision` (the same selection
 * runs there).
 */
import type { FoundTerm } from './match-terms.ts';

export { EVERYDAY_TERMS, KNOWN_CATEGORIES, isKnownTerm } from './known-terms.ts';

/** The key of what a found term glosses to (both meanings of an ambiguous word). */
const keyOf = (f: FoundTerm) =>
  f.entries
    .map((e) => e.id)
    .sort()
    .join(' ');

/**
 * The found terms of one rule that get a gloss, in order: each unknown term
 * the first time it appears. `seen` holds what the rule has glossed already
 * (its earlier text nodes), and is updated.
 */
export function selectGlosses(
  found: readonly FoundTerm[],
  known: ReadonlySet<string>,
  seen: Set<string>,
): FoundTerm[] {
  return found.filter((f) => {
    if (f.entries.every((e) => known.has(e.id))) return false;
    const key = keyOf(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
