/**
 * The grammar of Comprehensive Rules numbers, shared by the registry, the
 * markdown plugins, search and the importer.
 *
 *   7        a chapter ("section 7")
 *   701      a section rule
 *   701.13   a numbered rule
 *   701.13b  a subrule (letters skip "l" and "o")
 */

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

const RULE_NUMBER = /^(\d)(?:(\d\d)(?:\.(\d{1,3})([a-z])?)?)?$/;

/** Folds full-width digits, letters and dots (７０１．１３ｂ) to ASCII and trims. */
export function normalizeRuleNumber(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\.$/, '').toLowerCase();
}

/** Parses a rule number; returns undefined when the string is not one. */
export function parseRuleNumber(raw: string): ParsedRuleNumber | undefined {
  const m = RULE_NUMBER.exec(normalizeRuleNumber(raw));
  if (!m) return undefined;
  const chapter = Number(m[1]);
  if (chapter === 0) return undefined;
  if (m[2] === undefined) return { chapter };
  const section = Number(m[1] + m[2]);
  if (m[3] === undefined) return { chapter, section };
  return { chapter, section, rule: Number(m[3]), letter: m[4] };
}

/** True when the string is a well-formed rule number. */
export function isRuleNumber(raw: string): boolean {
  return parseRuleNumber(raw) !== undefined;
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

/** Sort key so that 701.2 < 701.13 and 701.13 < 701.13a < 701.13b. */
export function compareRuleNumbers(a: string, b: string): number {
  const pa = parseRuleNumber(a);
  const pb = parseRuleNumber(b);
  if (!pa || !pb) return a.localeCompare(b);
  const key = (p: ParsedRuleNumber) => [
    p.section ?? p.chapter * 100 - 1,
    p.rule ?? -1,
    p.letter ? p.letter.charCodeAt(0) : -1,
  ];
  const ka = key(pa);
  const kb = key(pb);
  for (let i = 0; i < ka.length; i++)
    if (ka[i] !== kb[i]) return (ka[i] as number) - (kb[i] as number);
  return 0;
}

/**
 * Matches a rule-number paragraph opening in a rules file: "701.13a …" or
 * "116.1. …" (numbered rules carry a trailing period in the official text).
 * Group 1 is the number without the period.
 */
export const RULE_LINE_START = /^(\d{3}(?:\.\d{1,3}[a-z]?)?)\.?(?=\s)/;

/**
 * Paragraphs that are examples of the preceding rule, in each language
 * ("Example:", "Esempio:", "例：").
 */
export const EXAMPLE_START = /^(?:Example|Esempio|例)\s*[:：]/;
