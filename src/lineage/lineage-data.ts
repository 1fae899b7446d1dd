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
}

/** Every edition, in order of taking effect, with the diff into each from the one before. */
export interface LineageData {
  editions: LineageEdition[];
  /** `diffs[i]`: from `editions[i - 1]` to `editions[i]`; `diffs[0]` lists the first edition's rules as added. */
  diffs: DiffRow[][];
}

/** A reviewed correction of the matcher: in `edition`, the previous edition's `old` became `new` (null: removed). */
export interface LineageOverride {
  edition: string;
  old: string;
  new: string | null;
  reason: string;
}
