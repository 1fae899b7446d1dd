/**
 * Parses an official Comprehensive Rules text file (already decoded by
 * `decode.ts`: LF line ends, no BOM) into its chapters, sections, rules with
 * their examples, glossary and table of contents. Text is kept exactly
 * (smart quotes, dashes); only line ends and surrounding whitespace are
 * trimmed.
 *
 * One function per kind of line (`onChapter`, `onSection`, `onRule`,
 * `onExample`, `onContinuation`, `onGlossaryLine`) works on one explicit
 * `ParseState`; `ruleOddities` holds the checks on a rule line.
 *
 * The parser is lenient: irregular lines in the publisher's file (a subrule
 * with a stray period, a rule without its period, an indented continuation
 * line…) are accepted and listed as `oddities` with their line numbers, so a
 * human can check them. Files of 2003–2004 wrap every line at about 90
 * characters; their continuation lines are joined with spaces and reported
 * once.
 */
import type { Lang } from '../content/schemas.ts';
import {
  EXAMPLE_START,
  OFFICIAL_CHAPTER_LINE,
  OFFICIAL_RULE_LINE,
  OFFICIAL_SECTION_LINE,
  OFFICIAL_SPACED_RULE_LINE,
  chapterOf,
  compareRuleNumbers,
  sectionOf,
} from '../rules/rule-number.ts';
import { CONTENTS_HEADING, checkCompleteness, findContents } from './contents.ts';
import { findEffectiveDate } from './effective-date.ts';
import { parseGlossaryBlock, type ParsedGlossaryTerm } from './parse-glossary.ts';
import type {
  Oddity,
  ParsedChapter,
  ParsedRule,
  ParsedRules,
  ParsedSection,
} from './parsed-rules.ts';

export type * from './parsed-rules.ts';

/** Options of {@link parseComprehensiveRules}. */
export interface ParseOptions {
  /**
   * The file's language. Headings, example labels, glossary layouts and date
   * formats of all three languages are recognised whatever it is; it names
   * the language in messages.
   */
  lang: Lang;
}

export const GLOSSARY_HEADING = /^(?:\d{1,2}\.\s*)?(?:Glossary|Glossario|用語集)$/;
export const CREDITS_HEADING = /^(?:\d{1,2}\.\s*)?(?:Credits|Crediti|Riconoscimenti|クレジット)$/;
/** A Japanese glossary entry line: `=相棒（あいぼう）／Companion=`. */
const JA_TERM_LINE = /^=.+=$/;
/** More continuation lines than this share of rule lines means the file wraps its lines. */
const WRAPPED_SHARE = 0.2;

/**
 * Index of the line where the rules themselves begin: the heading of the
 * first chapter ("1. …" directly followed by section "100. …"). The Contents
 * list has the same heading first, so the second occurrence wins; a file
 * without Contents has only one. Undefined when there is no such heading.
 */
export function findRulesStart(lines: readonly string[]): number | undefined {
  const found: number[] = [];
  for (let i = 0; i < lines.length && found.length < 2; i++) {
    const line = lines[i]!.trim();
    if (!/^1\.\s+\S/.test(line) || JA_TERM_LINE.test(line)) continue;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() === '') j++;
    if (j < lines.length && /^100\.\s+\S/.test(lines[j]!.trim())) found.push(i);
  }
  return found.length >= 2 ? found[1] : found[0];
}

/** Where a continuation line goes: a rule's text, or one of its examples. */
interface Target {
  rule: ParsedRule;
  example?: number;
}

/** Everything the line handlers share while reading one file. */
interface ParseState {
  lang: Lang;
  mode: 'rules' | 'glossary' | 'after';
  chapters: ParsedChapter[];
  sections: ParsedSection[];
  rules: ParsedRule[];
  glossary: ParsedGlossaryTerm[];
  oddities: Oddity[];
  section?: ParsedSection;
  /** The last numbered rule (116.2) and the last rule of any kind, for order checks. */
  lastNumbered?: ParsedRule;
  lastRule?: ParsedRule;
  target?: Target;
  /** Number → line, for duplicates. */
  seen: Map<string, number>;
  /** The glossary entry being read. */
  block: Array<{ text: string; line: number }>;
  /** Continuation lines joined to a rule or example: reported one by one unless the file wraps. */
  joins: Oddity[];
  /** Glossary heading and credits heading seen in the rules part. */
  sawGlossary: boolean;
  sawCredits: boolean;
  /** The file wraps its lines: a rule starts only after a blank line. */
  wrapped: boolean;
  /** The line before was blank (or a heading). */
  afterBreak: boolean;
  /** Line number of the file's last `=term=` line (Japanese glossary); 0 when there is none. */
  lastTermLine: number;
  /** The line where the end matter (credits, a translator's notes) begins; 0 while not reached. */
  afterLine: number;
}

/** Sections the file holds that its own contents do not list (a section slipped in, or a damaged file). */
function notInContents(sections: readonly ParsedSection[], listed: readonly string[]): Oddity[] {
  const promised = new Set(listed);
  return sections
    .filter((x) => !promised.has(x.number))
    .map((x) => ({
      line: x.line,
      message: `section ${x.number} "${x.title}" is not in the file's contents (which list ${listed.length} sections): check that it belongs to the rules`,
    }));
}

/** Parses a decoded Comprehensive Rules file. Never throws on irregular lines: see `oddities`. */
export function parseComprehensiveRules(text: string, options: ParseOptions): ParsedRules {
  const lines = text.split('\n');
  const start = findRulesStart(lines) ?? 0;
  const s = newState(options.lang, isWrapped(lines, start));
  s.lastTermLine = lines.findLastIndex((l) => JA_TERM_LINE.test(l.trim())) + 1;
  for (let i = start; i < lines.length && s.mode !== 'after'; i++) {
    readLine(s, lines[i]!.trimEnd(), i + 1);
  }
  if (s.mode === 'glossary') flushGlossary(s);
  if (s.wrapped) unwrap(s);
  else s.oddities.push(...s.joins);
  const contents = findContents(lines.slice(0, start));
  if (contents) s.oddities.push(...notInContents(s.sections, contents.sections));
  const ownText = options.lang === 'en' ? {} : translationMatter(lines, start, s.afterLine);
  const subrules = s.rules.filter((r) => /[a-z]$/.test(r.number)).length;
  return {
    effectiveDate: findEffectiveDate(text),
    chapters: s.chapters,
    sections: s.sections,
    rules: s.rules,
    glossary: s.glossary,
    oddities: s.oddities.sort((a, b) => a.line - b.line),
    ...(contents ? { contents } : {}),
    ...ownText,
    completeness: checkCompleteness(contents, s, lines),
    counts: {
      rules: s.rules.length - subrules,
      subrules,
      examples: s.rules.reduce((n, r) => n + r.examples.length, 0),
      glossaryTerms: s.glossary.length,
      sections: s.sections.length,
    },
  };
}

/**
 * True when the file wraps its lines (2003–2004): many lines go on from the
 * line before them instead of starting a rule, an example or a heading.
 */
export function isWrapped(lines: readonly string[], start: number): boolean {
  let rules = 0;
  let continued = 0;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    if (GLOSSARY_HEADING.test(line) || JA_TERM_LINE.test(line)) break;
    if (OFFICIAL_RULE_LINE.test(line)) rules++;
    else if (lines[i - 1]!.trim() && !EXAMPLE_START.test(line) && !OFFICIAL_SECTION_LINE.test(line))
      continued++;
  }
  return continued > Math.max(20, rules * WRAPPED_SHARE);
}

function newState(lang: Lang, wrapped: boolean): ParseState {
  return {
    lang,
    mode: 'rules',
    chapters: [],
    sections: [],
    rules: [],
    glossary: [],
    oddities: [],
    seen: new Map(),
    block: [],
    joins: [],
    sawGlossary: false,
    sawCredits: false,
    wrapped,
    afterBreak: true,
    lastTermLine: 0,
    afterLine: 0,
  };
}

/** Non-blank lines, trimmed (also of the ideographic spaces Japanese paragraphs start with). */
function paragraphs(lines: readonly string[]): string[] {
  return lines.map((l) => l.trim()).filter((l) => l !== '');
}

/**
 * A translation's own text around the rules: the lines before its contents
 * (the notice that English is authoritative, who translated it and when)
 * and the end matter after its glossary.
 */
function translationMatter(
  lines: readonly string[],
  start: number,
  afterLine: number,
): Pick<ParsedRules, 'preface' | 'endMatter'> {
  const contentsAt = lines.slice(0, start).findIndex((l) => CONTENTS_HEADING.test(l.trim()));
  const preface = paragraphs(lines.slice(0, contentsAt < 0 ? start : contentsAt));
  const endMatter = afterLine ? paragraphs(lines.slice(afterLine - 1)) : [];
  return {
    ...(preface.length ? { preface } : {}),
    ...(endMatter.length ? { endMatter } : {}),
  };
}

/** Sends one line to the handler for its kind. */
function readLine(s: ParseState, raw: string, n: number): void {
  const line = raw.trim();
  const afterBreak = s.afterBreak;
  s.afterBreak = line === '';
  if (s.mode === 'glossary') return onGlossaryLine(s, line, n);
  if (line === '') return;
  // In a wrapped file a rule starts after a blank line; "See rule\n212.4, …" goes on.
  if (s.wrapped && !afterBreak && s.target && OFFICIAL_RULE_LINE.test(line))
    return onContinuation(s, line, n);
  if (/^\s/.test(raw)) return onIndented(s, line, n);
  if (GLOSSARY_HEADING.test(line)) {
    s.mode = 'glossary';
    s.sawGlossary = true;
    return;
  }
  if (JA_TERM_LINE.test(line)) {
    s.mode = 'glossary';
    s.sawGlossary = true;
    s.block.push({ text: line, line: n });
    return;
  }
  if (CREDITS_HEADING.test(line)) {
    s.mode = 'after';
    s.sawCredits = true;
    s.afterLine = n;
    return;
  }
  const chapter = OFFICIAL_CHAPTER_LINE.exec(line);
  if (chapter) {
    s.afterBreak = true;
    return onChapter(s, chapter[1]!, chapter[2]!, n);
  }
  const spaced = OFFICIAL_SPACED_RULE_LINE.exec(line);
  if (spaced) return onSpacedRule(s, spaced, line, n);
  const section = OFFICIAL_SECTION_LINE.exec(line);
  if (section) {
    s.afterBreak = true;
    return onSection(s, section[1]!, section[2]!, n);
  }
  const rule = OFFICIAL_RULE_LINE.exec(line);
  if (rule) return onRule(s, rule, line, n);
  if (EXAMPLE_START.test(line)) return onExample(s, line, n);
  onContinuation(s, line, n);
}

function onGlossaryLine(s: ParseState, line: string, n: number): void {
  if (CREDITS_HEADING.test(line)) {
    flushGlossary(s);
    s.mode = 'after';
    s.sawCredits = true;
    s.afterLine = n;
  } else if (line === '') {
    flushGlossary(s);
  } else if (s.lastTermLine && !s.block.length && !JA_TERM_LINE.test(line)) {
    onJapaneseLooseLine(s, line, n);
  } else {
    if (JA_TERM_LINE.test(line)) flushGlossary(s);
    s.block.push({ text: line, line: n });
  }
}

/**
 * A paragraph of a Japanese glossary that does not open with `=term=`:
 * after the last entry's definition it is the end matter (credits, the
 * translator's notes); between entries it goes on with the definition
 * before it, and is reported.
 */
function onJapaneseLooseLine(s: ParseState, line: string, n: number): void {
  const prev = s.glossary.at(-1);
  if (n > s.lastTermLine || !prev) {
    s.mode = 'after';
    s.afterLine = n;
    return;
  }
  const last = prev.senses.length - 1;
  if (last < 0) prev.senses.push(line);
  else prev.senses[last] = `${prev.senses[last]}\n${line}`;
  odd(
    s,
    n,
    `paragraph after a blank line in the glossary: joined to the definition of "${prev.term}"`,
  );
}

function flushGlossary(s: ParseState): void {
  if (s.block.length)
    parseGlossaryBlock(s.block, s.glossary, (line, message) => odd(s, line, message));
  s.block = [];
}

function onChapter(s: ParseState, number: string, title: string, n: number): void {
  s.chapters.push({ number, title, line: n });
  s.section = undefined;
  s.target = undefined;
}

function onSection(s: ParseState, number: string, title: string, n: number): void {
  const section = { number, title, line: n };
  const chapter = s.chapters.at(-1);
  if (!chapter || chapter.number !== chapterOf(number))
    odd(s, n, `section ${number} is not under the heading of chapter ${chapterOf(number)}`);
  if (s.seen.has(number))
    odd(s, n, `duplicate section number ${number} (also at line ${s.seen.get(number)})`);
  s.seen.set(number, n);
  s.sections.push(section);
  s.section = section;
  s.target = undefined;
}

function onRule(s: ParseState, m: RegExpExecArray, line: string, n: number): void {
  const base = m[1]!;
  const letter = m[2];
  const number = letter ? base + letter : base;
  const rest = line.slice(m[0].length);
  const rule: ParsedRule = { number, text: rest.trim(), examples: [], line: n };
  for (const message of ruleOddities(s, { base, letter, period: Boolean(m[3]), rest, number }))
    odd(s, n, message);
  s.seen.set(number, n);
  s.rules.push(rule);
  s.lastRule = rule;
  if (!letter) s.lastNumbered = rule;
  s.target = { rule };
}

/** "606. 8b Players…": a rule whose number has a stray space; read as 606.8b and reported. */
function onSpacedRule(s: ParseState, m: RegExpExecArray, line: string, n: number): void {
  const written = line.slice(0, line.indexOf(m[2]!) + m[2]!.length + (m[3]?.length ?? 0));
  const fixed = `${m[1]}.${m[2]}${m[3] ?? ''}${line.slice(written.length)}`;
  odd(s, n, `a space inside the number "${written}": read as ${m[1]}.${m[2]}${m[3] ?? ''}`);
  const rule = OFFICIAL_RULE_LINE.exec(fixed)!;
  onRule(s, rule, fixed, n);
}

/** The checks on one rule line, as messages (none for a regular line). */
export function ruleOddities(
  s: Pick<ParseState, 'section' | 'lastNumbered' | 'lastRule' | 'seen'>,
  r: { base: string; letter?: string; period: boolean; rest: string; number: string },
): string[] {
  const out: string[] = [];
  const kind = r.letter ? 'subrule' : 'rule';
  const text = r.rest.trim();
  if (r.letter && r.period)
    out.push(`subrule ${r.number} has a stray period after its number ("${r.number}.")`);
  if (!r.letter && !r.period)
    out.push(
      `rule ${r.number} has no period after its number ("${r.number}" instead of "${r.number}.")`,
    );
  if (text && !/^\s/.test(r.rest)) out.push(`no space after the number of ${kind} ${r.number}`);
  if (!text) out.push(`${kind} ${r.number} has no text`);
  if (r.letter === 'l' || r.letter === 'o')
    out.push(`subrule ${r.number} uses the letter "${r.letter}", which the rules normally skip`);
  const section = sectionOf(r.base);
  if (s.section?.number !== section)
    out.push(`rule ${r.number} is not under the heading of section ${section}`);
  if (r.letter && s.lastNumbered?.number !== r.base)
    out.push(`subrule ${r.number} does not follow its rule ${r.base}`);
  if (s.seen.has(r.number))
    out.push(`duplicate rule number ${r.number} (also at line ${s.seen.get(r.number)})`);
  else if (s.lastRule && compareRuleNumbers(s.lastRule.number, r.number) >= 0)
    out.push(`rule ${r.number} is out of order (after ${s.lastRule.number})`);
  return out;
}

function onExample(s: ParseState, line: string, n: number): void {
  if (!s.target) return odd(s, n, 'example before any rule: ignored');
  const rule = s.target.rule;
  rule.examples.push(line);
  s.target = { rule, example: rule.examples.length - 1 };
}

function onIndented(s: ParseState, line: string, n: number): void {
  if (!s.target) return odd(s, n, `indented line before any rule: ignored (${s.lang} file)`);
  appendTo(s.target, line);
  odd(s, n, `indented line joined to ${describe(s.target)}`);
}

function onContinuation(s: ParseState, line: string, n: number): void {
  if (s.target) {
    appendTo(s.target, line);
    s.joins.push({ line: n, message: `unnumbered line joined to ${describe(s.target)}` });
  } else if (s.rules.length || s.sections.length) {
    odd(s, n, 'unnumbered line outside any rule: ignored');
  }
}

function describe(t: Target): string {
  return t.example === undefined ? `rule ${t.rule.number}` : `an example of ${t.rule.number}`;
}

function appendTo(target: Target, line: string): void {
  const { rule, example } = target;
  if (example === undefined) rule.text = rule.text ? `${rule.text}\n${line}` : line;
  else rule.examples[example] = `${rule.examples[example]}\n${line}`;
}

/** A wrapped file: its line breaks inside rules, examples and definitions are spaces. */
function unwrap(s: ParseState): void {
  const join = (t: string) => t.replace(/\n/g, ' ');
  for (const r of s.rules) {
    r.text = join(r.text);
    r.examples = r.examples.map(join);
  }
  for (const g of s.glossary) g.senses = g.senses.map(join);
  const first = s.joins[0]?.line ?? 1;
  s.oddities.push({
    line: first,
    message: `the file wraps its lines: ${s.joins.length} continuation lines joined to their rules with spaces`,
  });
}

function odd(s: ParseState, line: number, message: string): void {
  s.oddities.push({ line, message });
}
