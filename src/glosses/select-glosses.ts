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

/** Categories whose every term a reader knows. */
export const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(['card-type']);

/** Terms (by id) of the other categories that every player knows. */
export const EVERYDAY_TERMS: ReadonlySet<string> = new Set([
  'player',
  'opponent',
  'damage',
  'deck',
  'life',
  'turn',
  'cost',
  'effect',
  'ability',
  'spell',
  'permanent',
]);

/** True for a term the dictionary finds but never glosses. */
export function isKnownTerm(id: string, category: string): boolean {
  return KNOWN_CATEGORIES.has(category) || EVERYDAY_TERMS.has(id);
}

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
