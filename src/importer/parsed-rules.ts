/**
 * The shape of a parsed Comprehensive Rules file: what `parse-cr.ts` reads
 * out of one official text file, before it is stored as an edition.
 */
import type { ParsedGlossaryTerm } from './parse-glossary.ts';

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
  /** The rule's text after its number; continuation lines are joined with "\n" (or a space in a wrapped file). */
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

/** What the file's own table of contents promises. */
export interface ContentsList {
  /** Chapter digits listed. */
  chapters: string[];
  /** Section numbers listed. */
  sections: string[];
  /** Whether the contents list a glossary and credits. */
  glossary: boolean;
  credits: boolean;
}

/** Whether the file holds everything its contents promise (a cut-off download does not). */
export interface Completeness {
  /** True when nothing the contents promise is missing. */
  complete: boolean;
  /** Sections the contents list that the rules lack. */
  missingSections: string[];
  /** The contents list a glossary and the file has no glossary heading. */
  missingGlossary: boolean;
  /** The contents list credits and the file has no credits heading (a file cut inside the glossary). */
  missingCredits: boolean;
  /** The file's last non-blank line and its number, to show where it stops. */
  lastLine: { line: number; text: string };
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
  /** The file's table of contents, when it has one. */
  contents?: ContentsList;
  /**
   * A translation's lines before its contents: the notice that the English
   * text is authoritative, who translated it and when (trimmed, blank lines
   * dropped). Not read from English files.
   */
  preface?: string[];
  /** A translation's end matter after its glossary (credits, the translator's notes). */
  endMatter?: string[];
  completeness: Completeness;
  counts: {
    rules: number;
    subrules: number;
    examples: number;
    glossaryTerms: number;
    sections: number;
  };
}
