/**
 * Parses an official Comprehensive Rules text file (already decoded by
 * `decode.ts`: LF line ends, no BOM) into its chapters, sections, rules with
 * their examples, and glossary. Text is kept exactly (smart quotes, dashes);
 * only line ends and surrounding whitespace are trimmed.
 *
 * The parser is lenient: irregular lines in the publisher's file (a subrule
 * with a stray period, a rule without its period, an indented continuation
 * line…) are accepted and listed as `oddities` with their line numbers, so a
 * human can check them.
 */
import type { Lang } from '../content/schemas.ts';
import {
  EXAMPLE_START,
  OFFICIAL_CHAPTER_LINE,
  OFFICIAL_RULE_LINE,
  OFFICIAL_SECTION_LINE,
  chapterOf,
  compareRuleNumbers,
  sectionOf,
} from '../rules/rule-number.ts';
import { findEffectiveDate } from './effective-date.ts';
import { parseGlossaryBlock, type ParsedGlossaryTerm } from './parse-glossary.ts';

export type { ParsedGlossaryTerm } from './parse-glossary.ts';

/** A chapter heading such as "1. Game Concepts". */
export interface ParsedChapter {
  /** The chapter digit, "1"–"9". */
  number: string;
  title: string;
  line: number;
}

/** A section heading such as "116. Special Actions". */
export interface ParsedSection {
  /** The three-digit section number, e.g. "116". */
  number: string;
  title: string;
  /** 1-based line in the file. */
  line: number;
}

/** A numbered rule (116.1) or subrule (116.2a) with its examples. */
export interface ParsedRule {
  /** The number without a trailing period: "116.1", "116.2a". */
  number: string;
  /** The rule's text after its number; continuation lines are joined with "\n". */
  text: string;
  /** Example lines that follow the rule, each with its label ("Example: …", "例：…"). */
  examples: string[];
  /** 1-based line of the rule in the file. */
  line: number;
}

/** Something irregular in the file, accepted but worth a human's look. */
export interface Oddity {
  line: number;
  message: string;
}

/** Everything read from one rules file. */
export interface ParsedRules {
  /** The date the file says the rules take effect (YYYY-MM-DD), if it says so. */
  effectiveDate?: string;
  chapters: ParsedChapter[];
  sections: ParsedSection[];
  /** Numbered rules and subrules, in file order. */
  rules: ParsedRule[];
  glossary: ParsedGlossaryTerm[];
  oddities: Oddity[];
  counts: {
    rules: number;
    subrules: number;
    examples: number;
    glossaryTerms: number;
    sections: number;
  };
}

/** Options of {@link parseComprehensiveRules}. */
export interface ParseOptions {
  /**
   * The file's language. Headings, example labels, glossary layouts and date
   * formats of all three languages are recognised whatever it is; it names
   * the language in messages.
   */
  lang: Lang;
}

const CHAPTER = OFFICIAL_CHAPTER_LINE;
const SECTION = OFFICIAL_SECTION_LINE;
const RULE = OFFICIAL_RULE_LINE;
const GLOSSARY_HEADING = /^(?:\d{1,2}\.\s*)?(?:Glossary|Glossario|用語集)$/;
const CREDITS_HEADING = /^(?:\d{1,2}\.\s*)?(?:Credits|Crediti|Riconoscimenti|クレジット)$/;
/** A Japanese glossary entry line: `=相棒（あいぼう）／Companion=`. */
const JA_TERM_LINE = /^=.+=$/;

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

/** Parses a decoded Comprehensive Rules file. Never throws on irregular lines: see `oddities`. */
export function parseComprehensiveRules(text: string, options: ParseOptions): ParsedRules {
  const lines = text.split('\n');
  const chapters: ParsedChapter[] = [];
  const sections: ParsedSection[] = [];
  const rules: ParsedRule[] = [];
  const glossary: ParsedGlossaryTerm[] = [];
  const oddities: Oddity[] = [];
  const odd = (line: number, message: string) => oddities.push({ line, message });

  const start = findRulesStart(lines) ?? 0;
  let mode: 'rules' | 'glossary' | 'after' = 'rules';
  let section: ParsedSection | undefined;
  /** The last numbered rule (116.2) and the last rule of any kind, for order checks. */
  let lastNumbered: ParsedRule | undefined;
  let lastRule: ParsedRule | undefined;
  /** Where a continuation line goes: the last rule, or its last example. */
  let target: { rule: ParsedRule; example?: number } | undefined;
  const seen = new Map<string, number>();
  let block: Array<{ text: string; line: number }> = [];

  const flushBlock = () => {
    if (block.length) parseGlossaryBlock(block, glossary, odd);
    block = [];
  };

  for (let i = start; i < lines.length && mode !== 'after'; i++) {
    const raw = lines[i]!.trimEnd();
    const line = raw.trim();
    const n = i + 1;

    if (mode === 'glossary') {
      if (CREDITS_HEADING.test(line)) {
        flushBlock();
        mode = 'after';
      } else if (line === '') {
        flushBlock();
      } else {
        if (JA_TERM_LINE.test(line)) flushBlock();
        block.push({ text: line, line: n });
      }
      continue;
    }

    if (line === '') continue;
    if (/^\s/.test(raw)) {
      // An indented line continues the rule (or example) before it.
      if (target) {
        appendTo(target, line);
        odd(
          n,
          `indented line joined to ${target.example === undefined ? 'rule' : 'an example of'} ${target.rule.number}`,
        );
      } else {
        odd(n, `indented line before any rule: ignored (${options.lang} file)`);
      }
      continue;
    }
    if (GLOSSARY_HEADING.test(line)) {
      mode = 'glossary';
      continue;
    }
    if (JA_TERM_LINE.test(line)) {
      mode = 'glossary';
      block.push({ text: line, line: n });
      continue;
    }
    if (CREDITS_HEADING.test(line)) {
      mode = 'after';
      continue;
    }
    const chapter = CHAPTER.exec(line);
    if (chapter) {
      chapters.push({ number: chapter[1]!, title: chapter[2]!, line: n });
      section = undefined;
      target = undefined;
      continue;
    }
    const sec = SECTION.exec(line);
    if (sec) {
      section = { number: sec[1]!, title: sec[2]!, line: n };
      const ch = chapters.at(-1);
      if (!ch || ch.number !== chapterOf(section.number))
        odd(
          n,
          `section ${section.number} is not under the heading of chapter ${chapterOf(section.number)}`,
        );
      if (seen.has(section.number))
        odd(
          n,
          `duplicate section number ${section.number} (also at line ${seen.get(section.number)})`,
        );
      seen.set(section.number, n);
      sections.push(section);
      target = undefined;
      continue;
    }
    const m = RULE.exec(line);
    if (m) {
      const base = m[1]!;
      const letter = m[2];
      const number = letter ? base + letter : base;
      const rest = line.slice(m[0].length);
      const text = rest.trim();
      const rule: ParsedRule = { number, text, examples: [], line: n };
      if (letter && m[3])
        odd(n, `subrule ${number} has a stray period after its number ("${number}.")`);
      if (!letter && !m[3])
        odd(
          n,
          `rule ${number} has no period after its number ("${number}" instead of "${number}.")`,
        );
      if (text && !/^\s/.test(rest))
        odd(n, `no space after the number of ${letter ? 'subrule' : 'rule'} ${number}`);
      if (!text) odd(n, `${letter ? 'subrule' : 'rule'} ${number} has no text`);
      if (letter === 'l' || letter === 'o')
        odd(n, `subrule ${number} uses the letter "${letter}", which the rules normally skip`);
      const secNumber = sectionOf(base);
      if (section?.number !== secNumber)
        odd(n, `rule ${number} is not under the heading of section ${secNumber}`);
      if (letter && lastNumbered?.number !== base)
        odd(n, `subrule ${number} does not follow its rule ${base}`);
      if (seen.has(number))
        odd(n, `duplicate rule number ${number} (also at line ${seen.get(number)})`);
      else if (lastRule && compareRuleNumbers(lastRule.number, number) >= 0)
        odd(n, `rule ${number} is out of order (after ${lastRule.number})`);
      seen.set(number, n);
      rules.push(rule);
      lastRule = rule;
      if (!letter) lastNumbered = rule;
      target = { rule };
      continue;
    }
    if (EXAMPLE_START.test(line)) {
      if (target) {
        target.rule.examples.push(line);
        target = { rule: target.rule, example: target.rule.examples.length - 1 };
      } else {
        odd(n, 'example before any rule: ignored');
      }
      continue;
    }
    if (target) {
      appendTo(target, line);
      odd(
        n,
        `unnumbered line joined to ${target.example === undefined ? 'rule' : 'an example of'} ${target.rule.number}`,
      );
    } else if (rules.length || sections.length) {
      odd(n, 'unnumbered line outside any rule: ignored');
    }
  }
  if (mode === 'glossary') flushBlock();

  const subrules = rules.filter((r) => /[a-z]$/.test(r.number)).length;
  return {
    effectiveDate: findEffectiveDate(text),
    chapters,
    sections,
    rules,
    glossary,
    oddities: oddities.sort((a, b) => a.line - b.line),
    counts: {
      rules: rules.length - subrules,
      subrules,
      examples: rules.reduce((s, r) => s + r.examples.length, 0),
      glossaryTerms: glossary.length,
      sections: sections.length,
    },
  };
}

function appendTo(target: { rule: ParsedRule; example?: number }, line: string): void {
  const { rule, example } = target;
  if (example === undefined) rule.text = rule.text ? `${rule.text}\n${line}` : line;
  else rule.examples[example] = `${rule.examples[example]}\n${line}`;
}
