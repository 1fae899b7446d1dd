/**
 * Text normalisation and tokenisation for search, shared by the index built
 * at build time and the browser, so both see the same tokens (the folding is
 * `text/fold.ts`):
 *
 * - NFKC (full-width digits and letters → ASCII; half-width kana → full-width)
 * - Latin: lowercase, accents folded (abilità → abilita), apostrophes dropped
 * - Japanese: hiragana → katakana, long-vowel mark and middle dot dropped,
 *   then overlapping bigrams (Japanese has no spaces between words)
 * - rule numbers (701.13b) stay one token
 */
import { DOTTED_RULE_NUMBER, LETTER, RULE, RULE_NUMBER, SECTION } from '../rules/rule-number.ts';
import { foldText } from '../text/fold.ts';

/** Folding lives in the ground layer (src/text/fold.ts); search's callers take it from here too. */
export { foldText };

const RULE_TOKEN = new RegExp(`^${RULE_NUMBER}$`);
/** Runs of folded text: rule numbers, Latin/digit words, Japanese runs. */
const RUNS = new RegExp(
  `${DOTTED_RULE_NUMBER}|[a-z0-9\\u00df-\\u024f]+|[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff々〆ヵヶ]+`,
  'g',
);
/** A dotted number typed with a decimal comma or a spaced or bracketed letter: 702,19 · 702.19 c · 702.19(c). */
const LOOSE_DOTTED = new RegExp(`^(${SECTION})[.,](${RULE})\\s*\\(?(${LETTER})?\\)?$`, 'u');
/** A Japanese character (kana or kanji). */
export const KANA_KANJI = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヵヶ]/;

/** Bigrams of a Japanese run; a one-character run is its own token. */
function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Splits folded text into search tokens. */
export function tokenize(input: string): string[] {
  const s = foldText(input);
  const out: string[] = [];
  // Runs: rule numbers, Latin/digit words, Japanese runs.
  for (const m of foldedRuns(s)) {
    const run = m[0];
    if (RULE_TOKEN.test(run) || !KANA_KANJI.test(run)) out.push(run);
    else out.push(...bigrams(run));
  }
  return out;
}

/** The runs of a folded text (rule numbers, Latin/digit words, Japanese runs), with their offsets. */
export function foldedRuns(folded: string): IterableIterator<RegExpExecArray> {
  return folded.matchAll(RUNS);
}

/** Quotes, brackets and punctuation a pasted rule number may come wrapped in. */
const WRAPPING =
  /^[\s"'“”‘’«»「」『』【】〔〕()[\]§#:;,.]+|[\s"'“”‘’«»「」『』【】〔〕()[\]:;,.!?]+$/gu;
/** Words that may come before a rule number, in the three languages. */
const RULE_WORD =
  /^(?:mtg\s*)?(?:comp(?:rehensive)?\.?\s*rules?|cr|rules?|regol[ae]|r|総合ルール|ルール)\s*[§#]?\s*/u;

/**
 * A rule number in a query, if the query is one: "701.13b", "CR 701.13b",
 * "rule 116", "regola 702.62", "ルール７０１．１３ｂ", "§702.19c", "702.19(c)",
 * "「702.19c」". Returns the ASCII number.
 */
export function ruleNumberQuery(query: string): string | undefined {
  const s = query
    .normalize('NFKC')
    .toLowerCase()
    .replace(WRAPPING, '')
    .replace(RULE_WORD, '')
    .replace(WRAPPING, '')
    // "702.19 c", "702.19(c)", and a decimal comma "702,19"
    .replace(LOOSE_DOTTED, (_, a: string, b: string, c = '') => `${a}.${b}${c}`);
  return RULE_TOKEN.test(s) ? s : undefined;
}
