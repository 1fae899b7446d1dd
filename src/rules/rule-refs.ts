/**
 * The grammar of rule references in prose, in English, Italian and Japanese:
 *
 *   701.13b · rule 116 · rules 601.2a–d · 119.7–8 · 601.2g-h
 *   rules 403.3, 603.6a, and 614.12 · section 7
 *   regola 702.62 · regole 601.2a–d · ルール701.13 · rule 702.139〔相棒〕参照
 *   ７０１．１３ｂ (full-width)
 *
 * Bare three-digit numbers ("116") count only after a keyword (rule, regola,
 * ルール, CR, …), so counts and years are never taken for rules; dates such as
 * 01/10/2009 or 2009.10.01 never match.
 */
import {
  DOTTED_RULE_NUMBER,
  LETTER,
  WIDE_CHAPTER,
  WIDE_DIGIT,
  WIDE_DOT,
  WIDE_LETTER,
  WIDE_RULE_NUMBER,
  WIDE_SECTION,
} from './rule-number.ts';

/** One rule reference found in a string. */
export interface RuleRef {
  /** Offset of the reference's text in the input. */
  start: number;
  /** Offset just after it. */
  end: number;
  /** The text as written (possibly full-width), e.g. "601.2a–d". */
  text: string;
  /** The first (or only) rule number, ASCII, e.g. "601.2a". */
  number: string;
  /** For a range, the last rule number, e.g. "601.2d". */
  rangeEnd?: string;
  /** "rule" for rule numbers, "chapter" for "section 7". */
  kind: 'rule' | 'chapter';
}

const D = WIDE_DIGIT;
const DOT = WIDE_DOT;
const L = WIDE_LETTER;
/** A dotted number in either width: 701.13, ７０１．１３ｂ. */
const DOTTED = `${WIDE_SECTION}${DOT}${D}{1,3}${L}?`;
const DASH = '[\\u2013\\u2014\\-\\uFF0D\\u301C~]';
const NUM = WIDE_RULE_NUMBER;
const RANGE_END = `${DASH}(?:${DOTTED}|${D}{1,3}${L}?|${L})`;
const REF = `${NUM}(?:${RANGE_END})?`;
/** Not glued to other digits, dots, slashes or letters before. */
const BEFORE = `(?<![0-9\\uFF10-\\uFF19.\\uFF0E/\\w])`;
/**
 * What a number cannot be glued to: a letter of an alphabetic script (a
 * Cyrillic "а" looks like "a", so "701.13а" is no reference), a digit, or
 * an invisible format character (a zero-width space inside "701.\u200b13").
 * Kana and kanji may follow ("ルール701.13を").
 */
const GLUED = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{Nd}\\p{Cf}]';
/** Not followed by more digits, or by a dot and a digit (a version, a date), nor glued to a letter. */
const AFTER = `(?!${D}|${DOT}${D}|${DOT}\\p{Cf}|${GLUED})`;
const KEYWORD = '(?:[Rr]ules?|[Rr]egol[ae]|ルール|CR|[Ss]ections?|[Ss]ezion[ei])';
const SEP =
  '(?:\\s*,\\s*(?:and\\s+|or\\s+|e\\s+|o\\s+)?|\\s+(?:and|or|e|o|through|to|a)\\s+|\\s*[、・]\\s*|\\s*(?:および|と|から)\\s*)';

/** Keyword followed by one number or a list of them. */
const KEYWORD_LIST = `(?<![\\w])${KEYWORD}\\s*${BEFORE}${REF}${AFTER}(?:${SEP}${BEFORE}${REF}${AFTER})*`;
/** "section 7", "sezione 7", Japanese "rule 8〔多人数戦ルール〕": a chapter. */
const CHAPTER = `(?<![\\w])(?:[Ss]ection|[Ss]ezione|セクション|rule|ルール)\\s*(${WIDE_CHAPTER})(?!${D}|${DOT}${D}|${GLUED}|\\s*[,、]?\\s*(?:and|e|or|o|と)?\\s*${WIDE_SECTION})`;
/** A dotted number on its own: 701.13, 601.2a–d. */
const BARE = `${BEFORE}${DOTTED}(?:${RANGE_END})?${AFTER}`;

/** The combined pattern (global), for use with mdast-util-find-and-replace. */
export function ruleRefPattern(): RegExp {
  return new RegExp(`${CHAPTER}|${KEYWORD_LIST}|${BARE}`, 'gu');
}

const TOKEN = new RegExp(`${BEFORE}(${REF})${AFTER}`, 'gu');

/** Folds full-width ASCII (０-９, ．, ａ-ｚ, －) to ASCII, keeping string length. */
export function foldWidth(s: string): string {
  return s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** A range end that is a whole number ("601.2a–601.2d"). */
const FULL_END = new RegExp(`^${DOTTED_RULE_NUMBER}$`);
/** A range end that is only a letter ("601.2a–d"). */
const LETTER_END = new RegExp(`^${LETTER}$`);

/** Expands the end of a range against its start: ("601.2a", "d") → "601.2d". */
export function rangeEndOf(first: string, endRaw: string): string {
  const end = foldWidth(endRaw);
  if (FULL_END.test(end)) return end;
  const [section, rest = ''] = first.split('.');
  if (LETTER_END.test(end)) return `${section}.${rest.replace(/[a-z]$/, '')}${end}`;
  return `${section}.${end}`;
}

/** Splits a token "601.2a–d" into its first number and range end. */
function parseToken(text: string): { number: string; rangeEnd?: string } {
  const folded = foldWidth(text).replace(/[\u2013\u2014\u301C~]/g, '-');
  const dash = folded.indexOf('-');
  if (dash < 0) return { number: folded };
  const number = folded.slice(0, dash);
  return { number, rangeEnd: rangeEndOf(number, folded.slice(dash + 1)) };
}

/** Finds every rule reference in a string. */
export function findRuleRefs(input: string): RuleRef[] {
  const out: RuleRef[] = [];
  for (const m of input.matchAll(ruleRefPattern())) {
    out.push(...refsInMatch(m[0], m.index ?? 0, m[1]));
  }
  return out;
}

/**
 * The references inside one match of `ruleRefPattern()`: a chapter, a single
 * number, or each number of a keyword list. `chapterDigit` is the pattern's
 * first group (set only for chapters).
 */
export function refsInMatch(text: string, offset: number, chapterDigit?: string): RuleRef[] {
  if (chapterDigit) {
    const at = text.lastIndexOf(chapterDigit);
    return [
      {
        start: offset + at,
        end: offset + at + 1,
        text: chapterDigit,
        number: foldWidth(chapterDigit),
        kind: 'chapter',
      },
    ];
  }
  const out: RuleRef[] = [];
  for (const t of text.matchAll(TOKEN)) {
    const tok = t[1] ?? '';
    const start = offset + (t.index ?? 0) + (t[0].length - tok.length);
    out.push({ start, end: start + tok.length, text: tok, ...parseToken(tok), kind: 'rule' });
  }
  return out;
}
