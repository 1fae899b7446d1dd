/**
 * Text folding, the one way two strings are compared as a reader would:
 * search (the index at build time and the query in the browser), and the
 * registry's comparison of official names. Part of the ground layer
 * (ARCHITECTURE.md): it depends on nothing, and browser code uses it.
 *
 * - NFKC (full-width digits and letters → ASCII; half-width kana → full-width)
 * - Latin: lowercase, accents folded (abilità → abilita), apostrophes dropped
 * - Japanese: hiragana → katakana, long-vowel mark and middle dot dropped
 */
const COMBINING = /[\u0300-\u036f]/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Folds one string for comparison: NFKC, lowercase, Latin accents, kana → katakana, ー and ・ dropped. */
export function foldText(input: string): string {
  // Printable ASCII (most Latin text) has nothing for NFKC, accents or kana to change.
  if (PRINTABLE_ASCII.test(input)) return input.toLowerCase().replace(/['`]/g, '');
  let s = input.normalize('NFKC').toLowerCase();
  // Latin accents only: decomposing Japanese would split voiced kana (ブ → フ + ゛).
  s = s.replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (c) => c.normalize('NFD').replace(COMBINING, ''));
  s = s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
  return s.replace(/[ー・･‐]/g, '').replace(/[’'`´]/g, '');
}
