/**
 * The terms every reader of the rules knows, which are found but never
 * glossed: every card type, and the everyday words of the game (chosen and
 * measured as select-glosses.ts says).
 */
/** Categories whose every term a reader knows. */
export const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(['card-type']);

/** Terms (by id) of the other categories that every player knows. */
export const EVERYDAY_TERMS: ReadonlySet<string> = new Set([
  'player',
  'card',
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
