/**
 * What a language's typography does to a finished sentence, after its
 * placeholders are filled: applied by i18next (a post-processor) on the
 * server and by the client `t()` in the browser, so both write the same.
 *
 * Italian elides the article of a preposition before a number read with a
 * vowel: "del 8 novembre" → "dell'8 novembre", "dal 11 luglio" →
 * "dall'11 luglio" (otto, undici, ottanta…). Templates write the plain
 * form ("Regole Complete del {{date}}") and the date decides.
 *
 * Japanese puts no space after full-width punctuation.
 */
import type { Lang } from './languages.ts';

/** Italian articulated prepositions (and the article) that elide before a vowel. */
const ELIDING = /(^|[\s(«“])(del|dal|al|nel|sul|il) (?=(?:8\d?\d?|11)(?![\d.,]))/gu;

function elideItalian(s: string): string {
  return s.replace(ELIDING, (_m, pre: string, prep: string) =>
    prep === 'il' ? `${pre}l'` : `${pre}${prep}l'`,
  );
}

/** Japanese puts no space after full-width punctuation (a sentence joined to the next, or to a link). */
const tightJapanese = (s: string) => s.replace(/([。、！？）」』]) +/gu, '$1');

const STEPS: Partial<Record<Lang, (s: string) => string>> = { it: elideItalian, ja: tightJapanese };

/** A finished interface sentence in a language's typography. */
export function typeset(s: string, lang: Lang): string {
  const step = STEPS[lang];
  return step ? step(s) : s;
}
