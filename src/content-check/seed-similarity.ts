/**
 * Seed-similarity check: finds content sentences that copy a sentence of a
 * seed document (the documents Grimoire was created from, used for facts
 * only). A sentence is a near-copy when its similarity ratio with a seed
 * sentence, computed exactly like Python's
 * `difflib.SequenceMatcher(None, a, b).ratio()`, reaches 0.7, or when the two
 * share a run of 12 or more consecutive words.
 *
 * Everything here is pure: the caller reads the files and passes their text.
 */

import {
  type BitSequence,
  bitSequence,
  codePoints,
  indexB,
  indexOfKeys,
  lcsLength,
  matchedSize,
  ratioOf,
  sharedCount,
} from './sequence-ratio.ts';
import {
  type TermName,
  longestCommonWordRun,
  normalizeSentence,
  splitSentences,
  stripTermLinks,
  wordsOf,
} from './sentences.ts';

/** Ratio at or above which a sentence counts as a near-copy. */
export const RATIO_THRESHOLD = 0.7;
/** Number of consecutive shared words at or above which a sentence counts as a near-copy. */
export const WORD_RUN_THRESHOLD = 12;
/** Content sentences shorter than this (in characters, after normalising) are not checked. */
export const MIN_SENTENCE_LENGTH = 40;

/** A sentence ready to be compared, with the precomputed data the bounds need. */
export interface PreparedSentence {
  /** The file it comes from (as the caller names it). */
  file: string;
  /** The normalised sentence. */
  text: string;
  /** Its code points. */
  codes: number[];
  /** Its characters prepared for the quick-ratio and LCS bounds. */
  bits: BitSequence;
  /** Its words (see `wordsOf`). */
  words: string[];
}

/** Prepares a normalised sentence for `compareSentences`. */
export function prepareSentence(file: string, text: string): PreparedSentence {
  const codes = codePoints(text);
  return {
    file,
    text,
    codes,
    bits: bitSequence(codes),
    words: wordsOf(text),
  };
}

/**
 * The normalised sentences of a text, prepared: split, term links stripped,
 * normalised, and (when `minLength` is given) only those at least that long.
 */
export function prepareText(
  file: string,
  texts: readonly string[],
  termName?: TermName,
  minLength = 0,
): PreparedSentence[] {
  return texts
    .flatMap((t) => splitSentences(stripTermLinks(t, termName)))
    .map(normalizeSentence)
    .filter((s) => codePoints(s).length >= Math.max(minLength, 1))
    .map((s) => prepareSentence(file, s));
}

/** A content sentence that is too close to a seed sentence. */
export interface SeedMatch {
  file: string;
  sentence: string;
  seedFile: string;
  seedSentence: string;
  /** The difflib ratio with the seed sentence. */
  ratio: number;
  /** The longest run of consecutive words shared with the seed sentence. */
  wordRun: number;
}

/**
 * The difflib ratio of two prepared sentences, or 0 when one of difflib's
 * upper bounds (length, shared characters, longest common subsequence)
 * already shows it is below `threshold`.
 */
export function boundedRatio(a: PreparedSentence, b: PreparedSentence, threshold: number): number {
  const total = a.codes.length + b.codes.length;
  if (ratioOf(Math.min(a.codes.length, b.codes.length), total) < threshold) return 0;
  if (ratioOf(sharedCount(a.bits.histogram, b.bits.histogram), total) < threshold) return 0;
  const aIndexOfB = indexOfKeys(a.bits.histogram, b.bits.histogram);
  const needed = Math.ceil((threshold * total) / 2) - 1;
  if (ratioOf(lcsLength(a.bits, b.bits, aIndexOfB, needed), total) < threshold) return 0;
  return ratioOf(matchedSize(a.codes, { codes: b.codes, b2j: indexB(b.codes) }), total);
}

/**
 * Compares one content sentence with one seed sentence; returns the match
 * when the ratio reaches `RATIO_THRESHOLD` or the shared word run reaches
 * `WORD_RUN_THRESHOLD`, otherwise undefined. `mayShareRun: false` says the
 * two share no run of `WORD_RUN_THRESHOLD` words (known from an index), so
 * the run is not measured.
 */
export function compareSentences(
  content: PreparedSentence,
  seed: PreparedSentence,
  mayShareRun = true,
): SeedMatch | undefined {
  const bounded = boundedRatio(content, seed, RATIO_THRESHOLD);
  const run =
    mayShareRun || bounded >= RATIO_THRESHOLD ? longestCommonWordRun(content.words, seed.words) : 0;
  if (bounded < RATIO_THRESHOLD && run < WORD_RUN_THRESHOLD) return undefined;
  return {
    file: content.file,
    sentence: content.text,
    seedFile: seed.file,
    seedSentence: seed.text,
    ratio: bounded >= RATIO_THRESHOLD ? bounded : boundedRatio(content, seed, 0),
    wordRun: run,
  };
}

/** The runs of `WORD_RUN_THRESHOLD` consecutive words of a word list, as keys. */
function wordRunKeys(words: readonly string[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i + WORD_RUN_THRESHOLD <= words.length; i++)
    keys.push(words.slice(i, i + WORD_RUN_THRESHOLD).join('\u0000'));
  return keys;
}

/** For each run of `WORD_RUN_THRESHOLD` words, the seed sentences (by index) that contain it. */
function indexWordRuns(seeds: readonly PreparedSentence[]): Map<string, Set<number>> {
  const index = new Map<string, Set<number>>();
  seeds.forEach((s, n) => {
    for (const key of wordRunKeys(s.words)) {
      const set = index.get(key);
      if (set) set.add(n);
      else index.set(key, new Set([n]));
    }
  });
  return index;
}

/**
 * Every near-copy: each content sentence compared with every seed sentence.
 * A content sentence is reported once per distinct seed sentence it is too
 * close to (a sentence repeated in a seed or in a file counts once).
 */
export function findSeedMatches(
  content: readonly PreparedSentence[],
  seeds: readonly PreparedSentence[],
): SeedMatch[] {
  const runIndex = indexWordRuns(seeds);
  const matches: SeedMatch[] = [];
  const seen = new Set<string>();
  for (const c of content) {
    const sharing = new Set(wordRunKeys(c.words).flatMap((k) => [...(runIndex.get(k) ?? [])]));
    seeds.forEach((s, n) => {
      const m = compareSentences(c, s, sharing.has(n));
      const key = m && [m.file, m.sentence, m.seedFile, m.seedSentence].join('\u0000');
      if (!m || !key || seen.has(key)) return;
      seen.add(key);
      matches.push(m);
    });
  }
  return matches;
}

/** One line describing a match, for a test failure message. */
export function describeMatch(m: SeedMatch): string {
  const score = `ratio ${m.ratio.toFixed(3)}, shared run of ${m.wordRun} words`;
  return `${m.file} ↔ ${m.seedFile} (${score}):\n    "${m.sentence}"\n    seed: "${m.seedSentence}"`;
}
