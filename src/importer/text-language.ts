/**
 * Which language a rules file is written in, read from its text: Japanese
 * by its share of kana and kanji; Italian or English by their commonest
 * words. Only a clear verdict counts (a short or mixed text says nothing),
 * so an English file given as the Italian or Japanese translation, or the
 * Japanese one given as English, is refused before it is stored.
 */
import type { Lang } from '../content/schemas.ts';
import { englishName } from '../i18n/languages.ts';

const ENGLISH = new Set([
  'the',
  'of',
  'and',
  'to',
  'is',
  'that',
  'with',
  'this',
  'if',
  'it',
  'or',
  'player',
]);
const ITALIAN = new Set([
  'il',
  'di',
  'che',
  'della',
  'del',
  'un',
  'una',
  'per',
  'non',
  'sono',
  'nel',
  'giocatore',
]);

/** The language of a text, or undefined when it is too short or too mixed to say. */
export function textLanguage(text: string): Lang | undefined {
  const sample = text.slice(0, 200_000);
  const letters = sample.match(/[\p{L}]/gu)?.length ?? 0;
  if (letters < 200) return undefined;
  const japanese =
    sample.match(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu)?.length ?? 0;
  if (japanese / letters > 0.2) return 'ja';
  let en = 0;
  let it = 0;
  for (const w of sample.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (ENGLISH.has(w)) en++;
    else if (ITALIAN.has(w)) it++;
  }
  if (en + it < 20) return undefined;
  if (en > it * 4) return 'en';
  if (it > en * 4) return 'it';
  return undefined;
}

/** Why a file cannot be the given language's rules, or undefined when it can. */
export function wrongLanguage(text: string, lang: Lang): string | undefined {
  const found = textLanguage(text);
  if (!found || found === lang) return undefined;
  return `this file is written in ${englishName(found)}, not ${englishName(lang)}: import it with --lang ${found}, or give the ${englishName(lang)} file`;
}
