/**
 * The grammar of Comprehensive Rules numbers: the one place that knows what
 * a rule number looks like. The schema, the importer, search, the history
 * matcher, the prose reference finder and the scripts build their patterns
 * from the pieces exported here.
 *
 *   7        a chapter ("section 7")
 *   701      a section
 *   701.13   a numbered rule (printed "701.13." with a trailing period)
 *   701.13b  a subrule (letters normally skip "l" and "o")
 *
 * Full-width forms (７０１．１３ｂ) are the same numbers; `normalizeRuleNumber`
 * folds them, and the `WIDE_*` pieces match them in running text.
 */

/** A chapter digit, 1–9. */
export const CHAPTER = '[1-9]';
/** A three-digit section, 100–999. */
export const SECTION = '[1-9][0-9]{2}';
/** The rule within a section (1–999). */
export const RULE = '[0-9]{1,3}';
/** A subrule letter. */
export const LETTER = '[a-z]';
/** The period that follows a numbered rule in the official text ("116.1."). */
export const TRAILING_PERIOD = '\\.?';
/** A section, numbered rule or subrule: 116, 116.2, 116.2a. */
export const RULE_NUMBER = `${SECTION}(?:\\.${RULE}${LETTER}?)?`;
/** A numbered rule or subrule (never a bare section): 116.2, 116.2a. */
export const DOTTED_RULE_NUMBER = `${SECTION}\\.${RULE}${LETTER}?`;

/** A digit, ASCII or full-width. */
export const WIDE_DIGIT = '[0-9\\uFF10-\\uFF19]';
/** A dot, ASCII or full-width. */
export const WIDE_DOT = '[.\\uFF0E]';
/** A subrule letter, ASCII or full-width. */
export const WIDE_LETTER = '[a-z\\uFF41-\\uFF5A]';
/** A chapter digit, ASCII or full-width. */
export const WIDE_CHAPTER = '[1-9\\uFF11-\\uFF19]';
/** A section in either width. */
export const WIDE_SECTION = `${WIDE_CHAPTER}${WIDE_DIGIT}{2}`;
/** A section, rule or subrule in either width. */
export const WIDE_RULE_NUMBER = `${WIDE_SECTION}(?:${WIDE_DOT}${WIDE_DIGIT}{1,3}${WIDE_LETTER}?)?`;

/** A rule number split into its parts. */
export interface ParsedRuleNumber {
  /** The chapter digit, 1–9. */
  chapter: number;
  /** The three-digit section, e.g. 701. Undefined for a bare chapter. */
  section?: number;
  /** The rule within the section, e.g. 13 in 701.13. */
  rule?: number;
  /** The subrule letter, e.g. "b" in 701.13b. */
  letter?: string;
}

const PARTS = new RegExp(`^(${CHAPTER})(?:([0-9]{2})(?:\\.(${RULE})(${LETTER})?)?)?$`);

const FOLDED = /^[0-9a-z.]*[0-9a-z]$/;

/** Folds full-width digits, letters and dots (７０１．１３ｂ) to ASCII, trims, drops a trailing period, lowercases. */
export function normalizeRuleNumber(raw: string): string {
  // Already folded (ASCII digits, lowercase letters, dots, no trailing dot): the common case, and
  // NFKC is the dearest step of a build that folds every number of every edition.
  if (FOLDED.test(raw)) return raw;
  return raw.normalize('NFKC').trim().replace(/\.$/, '').toLowerCase();
}

/** Parses a rule number in any width; undefined when the string is not one. */
export function parseRuleNumber(raw: string): ParsedRuleNumber | undefined {
  const m = PARTS.exec(normalizeRuleNumber(raw));
  if (!m) return undefined;
  const chapter = Number(m[1]);
  if (m[2] === undefined) return { chapter };
  const section = Number(m[1] + m[2]);
  if (m[3] === undefined) return { chapter, section };
  return { chapter, section, rule: Number(m[3]), letter: m[4] };
}

/** True when the string is a rule number in any width, with or without a trailing period: 701.13b, ７０１．１３ｂ, 116.1. */
export function isRuleNumber(raw: string): boolean {
  return parseRuleNumber(raw) !== undefined;
}

/** True when the string is a rule number as stored (ASCII, lowercase, no trailing period): 7, 116, 701.13b. */
export function isCanonicalRuleNumber(raw: string): boolean {
  return PARTS.test(raw);
}

/** The number one level up: 701.13b → 701.13 → 701 → 7; a chapter has none. */
export function parentRuleNumber(num: string): string | undefined {
  const p = parseRuleNumber(num);
  if (!p || p.section === undefined) return undefined;
  if (p.rule === undefined) return String(p.chapter);
  if (p.letter === undefined) return String(p.section);
  return `${p.section}.${p.rule}`;
}

/** Every ancestor of a number, nearest first: 701.13b → [701.13, 701, 7]. */
export function ancestorRuleNumbers(num: string): string[] {
  const out: string[] = [];
  for (let n = parentRuleNumber(num); n !== undefined; n = parentRuleNumber(n)) out.push(n);
  return out;
}

/** True when `child` is `ancestor` itself or lies below it. */
export function isWithinRule(child: string, ancestor: string): boolean {
  return child === ancestor || ancestorRuleNumbers(child).includes(ancestor);
}

/** The chapter digit of a number ("7" for 701.13b). */
export function chapterOf(num: string): string {
  return normalizeRuleNumber(num).charAt(0);
}

/** The section of a number ("701" for 701.13b); undefined for a chapter. */
export function sectionOf(num: string): string | undefined {
  const p = parseRuleNumber(num);
  return p?.section === undefined ? undefined : String(p.section);
}

/**
 * The rules page that holds a number: a subrule is on its rule's page
 * (701.13b → 701.13), a numbered rule and a section are their own pages.
 */
export function pageOf(num: string): string {
  const p = parseRuleNumber(num);
  if (p?.letter === undefined || p.section === undefined) return normalizeRuleNumber(num);
  return `${p.section}.${p.rule}`;
}

/** Depth of a number: 7 → -1, 701 → 0, 701.13 → 1, 701.13b → 2. */
export function ruleDepth(num: string): number {
  const p = parseRuleNumber(num);
  if (!p || p.section === undefined) return -1;
  if (p.rule === undefined) return 0;
  return p.letter ? 2 : 1;
}

/** A number's place in the order, as one number; undefined when the string is not a rule number. */
function orderKey(num: string): number | undefined {
  const p = parseRuleNumber(num);
  if (!p) return undefined;
  const section = p.section ?? p.chapter * 100 - 1;
  const rule = p.rule ?? -1;
  const letter = p.letter ? p.letter.charCodeAt(0) : -1;
  return ((section + 1) * 10_000 + (rule + 1)) * 256 + (letter + 1);
}

/** Keys already worked out: a build sorts the same few thousand numbers many times. */
const ORDER_KEYS = new Map<string, number | undefined>();
const ORDER_KEYS_MAX = 200_000;

function cachedOrderKey(num: string): number | undefined {
  if (ORDER_KEYS.has(num)) return ORDER_KEYS.get(num);
  if (ORDER_KEYS.size >= ORDER_KEYS_MAX) ORDER_KEYS.clear();
  const key = orderKey(num);
  ORDER_KEYS.set(num, key);
  return key;
}

/** Sort key so that 701.2 < 701.13 and 701.13 < 701.13a < 701.13b. */
export function compareRuleNumbers(a: string, b: string): number {
  const ka = cachedOrderKey(a);
  const kb = cachedOrderKey(b);
  if (ka === undefined || kb === undefined) return a.localeCompare(b);
  return ka - kb;
}

/**
 * A rule paragraph's opening in a rules text: "701.13a …" or "116.1. …".
 * Group 1 is the number without its period. (Used on our own Markdown
 * renderings, where a number is always followed by a space.)
 */
export const RULE_LINE_START = new RegExp(`^(${RULE_NUMBER})${TRAILING_PERIOD}(?=\\s)`);

/**
 * A numbered rule or subrule at the start of a line of an official file,
 * which is less regular: group 1 the rule ("116.2"), group 2 the letter,
 * group 3 a period after the number if any.
 */
export const OFFICIAL_RULE_LINE = new RegExp(
  `^(${SECTION}\\.${RULE})(${LETTER})?(\\.)?(?![a-z0-9.])`,
);

/**
 * A rule line of an official file with a stray space inside its number
 * ("606. 8b Players win…", a typo of 2005): group 1 the section, group 2 the
 * rule, group 3 the letter.
 */
export const OFFICIAL_SPACED_RULE_LINE = new RegExp(
  `^(${SECTION})\\.\\s+(${RULE})(${LETTER})?\\.?\\s+\\S`,
);

/** A section heading line of an official file: "116. Special Actions". */
export const OFFICIAL_SECTION_LINE = new RegExp(`^(${SECTION})\\.\\s+(\\S.*)$`);

/** A chapter heading line of an official file: "1. Game Concepts". */
export const OFFICIAL_CHAPTER_LINE = new RegExp(`^(${CHAPTER})\\.\\s+(\\S.*)$`);

/**
 * Paragraphs that are examples of the preceding rule, in each language
 * ("Example:", "Esempio:", "例：").
 */
export const EXAMPLE_START = /^(?:Example|Esempio|例)\s*[:：]/;
