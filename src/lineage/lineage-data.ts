/**
 * The shipped history of rule numbers, as data: every published edition of
 * the Comprehensive Rules (numbers and dates, never rules text) and, for
 * each, how its rules relate to the previous edition's. Read and written by
 * `lineage-files.ts`; interpreted by `lineage.ts`.
 */
import type { ChangeKind, MatchBasis } from './match-editions.ts';

/** One published edition. */
export interface LineageEdition {
  /**
   * The edition's key: the date it was published under (the date in the
   * official file's name, "MagicCompRules 20240802.txt" → 2024-08-02).
   */
  key: string;
  /** The date the file says its rules take effect ("effective as of July 30, 2024"). */
  effective: string;
  /** sha256 of the official English file, when known. */
  sha256?: string;
  /** Size of that file in bytes. */
  bytes?: number;
  /** Where Wizards published the file, when known. */
  url?: string;
  /** True when the file as published stops early (it is still the edition of record). */
  incomplete?: boolean;
}

/**
 * One rule that is not simply "same number, same text" between an edition
 * and the one before it. Rules not listed kept their number and text.
 */
export interface DiffRow {
  /** Its number in the previous edition; undefined for an added rule. */
  old?: string;
  /** Its number in this edition; undefined for a removed rule. */
  new?: string;
  /** How its text changed (see `ChangeKind`): '' not at all, 't' typography, 'r' cited numbers, 'c' words. */
  change: ChangeKind;
  /** The evidence the match rests on. */
  basis?: MatchBasis;
  /** Similarity of the two texts, 0–1. */
  similarity?: number;
  /** True when the match is weak enough that a reader should be told it may be wrong. */
  unsure?: boolean;
  /** True when a reviewed override decided it. */
  reviewed?: boolean;
  /**
   * Divided: every rule of this edition the old rule's text went to, in
   * number order; `new` is the part that carries its meaning (links land
   * there). Absent for a rule that went to one rule.
   */
  parts?: string[];
  /**
   * Merged: the old rule (removed as a rule of its own, `new` undefined) went
   * into this rule of this edition, which continues another old rule.
   */
  into?: string;
}

/** Every edition, in order of taking effect, with the diff into each from the one before. */
export interface LineageData {
  editions: LineageEdition[];
  /** `diffs[i]`: from `editions[i - 1]` to `editions[i]`; `diffs[0]` lists the first edition's rules as added. */
  diffs: DiffRow[][];
}

/**
 * A reviewed correction of the matcher: in `edition`, the previous edition's
 * `old` became `new` (null: removed). Written in overrides.tsv's `new` cell
 * as one number, "-", several numbers joined by "+" (divided into those
 * parts), or ">" and a number (merged into that rule, which continues
 * another old rule).
 */
export interface LineageOverride {
  edition: string;
  old: string;
  /** The rule that continues it (for a division, the part carrying its meaning); null when removed or merged. */
  new: string | null;
  reason: string;
  /** Divided: every part, in the order written (the carrier is picked by text similarity when texts are at hand). */
  parts?: string[];
  /** Merged into this rule of `edition`. */
  into?: string;
}
