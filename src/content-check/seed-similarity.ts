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
import { parse as parseYaml } from 'yaml';

/** Ratio at or above which a sentence counts as a near-copy. */
export const RATIO_THRESHOLD = 0.7;
/** Number of consecutive shared words at or above which a sentence counts as a near-copy. */
export const WORD_RUN_THRESHOLD = 12;
/** Content sentences shorter than this (in characters, after normalising) are not checked. */
export const MIN_SENTENCE_LENGTH = 40;

// ---------------------------------------------------------------------------
// difflib.SequenceMatcher, faithfully (isjunk = None, autojunk = True)
// ---------------------------------------------------------------------------

/** A sequence prepared for matching: its code points, and where each one occurs. */
interface Indexed {
  /** The code points (Python iterates a str by code point, not by UTF-16 unit). */
  codes: number[];
  /** difflib's `b2j` after the autojunk purge: code point → ascending positions. */
  b2j: Map<number, number[]>;
}

/** The string's code points, as Python sees its characters. */
function codePoints(s: string): number[] {
  return Array.from(s, (ch) => ch.codePointAt(0) ?? 0);
}

/**
 * difflib's `__chain_b`: positions of each element of b, without the
 * "popular" elements (more than 1% + 1 occurrences) when b has 200 or more.
 */
function indexB(codes: number[]): Map<number, number[]> {
  const b2j = new Map<number, number[]>();
  codes.forEach((c, j) => {
    const list = b2j.get(c);
    if (list) list.push(j);
    else b2j.set(c, [j]);
  });
  const n = codes.length;
  if (n >= 200) {
    const ntest = Math.floor(n / 100) + 1;
    for (const [c, list] of [...b2j]) if (list.length > ntest) b2j.delete(c);
  }
  return b2j;
}

/** A block of `size` equal elements at a[i…] and b[j…]. */
interface Block {
  i: number;
  j: number;
  size: number;
}

/** The part of a (alo…ahi) and of b (blo…bhi) that `find_longest_match` searches. */
interface Window {
  alo: number;
  ahi: number;
  blo: number;
  bhi: number;
}

/**
 * The core of difflib's `find_longest_match`: the longest block of equal
 * elements inside the window, using only b's indexed (non-popular) elements;
 * among equally long blocks, the earliest in a, then the earliest in b.
 */
function longestIndexedBlock(a: number[], b: Indexed, w: Window): Block {
  let best: Block = { i: w.alo, j: w.blo, size: 0 };
  // difflib's j2len for the previous and the current i, told apart by a stamp (the i that set them).
  let prevLen = new Int32Array(b.codes.length + 1);
  let prevStamp = new Int32Array(b.codes.length + 1).fill(-1);
  let curLen = new Int32Array(b.codes.length + 1);
  let curStamp = new Int32Array(b.codes.length + 1).fill(-1);
  for (let i = w.alo; i < w.ahi; i++) {
    for (const j of b.b2j.get(a[i] as number) ?? []) {
      if (j < w.blo) continue;
      if (j >= w.bhi) break;
      const k = (j > 0 && prevStamp[j - 1] === i - 1 ? (prevLen[j - 1] as number) : 0) + 1;
      curLen[j] = k;
      curStamp[j] = i;
      if (k > best.size) best = { i: i - k + 1, j: j - k + 1, size: k };
    }
    [prevLen, curLen] = [curLen, prevLen];
    [prevStamp, curStamp] = [curStamp, prevStamp];
  }
  return best;
}

/**
 * difflib's extension of the best block by equal elements on both ends
 * (with no junk function, this takes in the popular elements).
 */
function extendBlock(a: number[], bc: number[], w: Window, block: Block): Block {
  let { i, j, size } = block;
  while (i > w.alo && j > w.blo && a[i - 1] === bc[j - 1]) {
    i--;
    j--;
    size++;
  }
  while (i + size < w.ahi && j + size < w.bhi && a[i + size] === bc[j + size]) size++;
  return { i, j, size };
}

/** difflib's `find_longest_match(alo, ahi, blo, bhi)` with no junk function. */
function longestMatch(a: number[], b: Indexed, w: Window): Block {
  return extendBlock(a, b.codes, w, longestIndexedBlock(a, b, w));
}

/** Total size of difflib's `get_matching_blocks()` (the M of 2·M/T). */
function matchedSize(a: number[], b: Indexed): number {
  let total = 0;
  const queue: Window[] = [{ alo: 0, ahi: a.length, blo: 0, bhi: b.codes.length }];
  for (let w = queue.pop(); w; w = queue.pop()) {
    const { i, j, size } = longestMatch(a, b, w);
    if (size === 0) continue;
    total += size;
    if (w.alo < i && w.blo < j) queue.push({ alo: w.alo, ahi: i, blo: w.blo, bhi: j });
    if (i + size < w.ahi && j + size < w.bhi)
      queue.push({ alo: i + size, ahi: w.ahi, blo: j + size, bhi: w.bhi });
  }
  return total;
}

/** 2·M/T, with difflib's convention that two empty sequences are identical. */
function ratioOf(matches: number, total: number): number {
  return total === 0 ? 1 : (2 * matches) / total;
}

/**
 * Python's `difflib.SequenceMatcher(None, a, b).ratio()`: twice the number of
 * characters in the matching blocks (found as the longest match, then
 * recursively left and right of it, with difflib's autojunk rule for b of
 * 200 characters or more) over the total length of a and b.
 */
export function ratio(a: string, b: string): number {
  const ac = codePoints(a);
  const bc = codePoints(b);
  return ratioOf(matchedSize(ac, { codes: bc, b2j: indexB(bc) }), ac.length + bc.length);
}

/** Python's `SequenceMatcher.real_quick_ratio()`: an upper bound on `ratio` from the lengths alone. */
export function realQuickRatio(a: string, b: string): number {
  const la = codePoints(a).length;
  const lb = codePoints(b).length;
  return ratioOf(Math.min(la, lb), la + lb);
}

/** A string's distinct code points, sorted, and how often each occurs. */
interface Histogram {
  keys: Int32Array;
  counts: Int32Array;
}

/** The histogram of a code-point sequence. */
function histogram(codes: readonly number[]): Histogram {
  const counts = new Map<number, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  const keys = Int32Array.from(counts.keys()).sort();
  return { keys, counts: Int32Array.from(keys, (k) => counts.get(k) ?? 0) };
}

/** Size of the multiset intersection of two histograms (walking their sorted keys together). */
function sharedCount(a: Histogram, b: Histogram): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.keys.length && j < b.keys.length;) {
    const ka = a.keys[i] as number;
    const kb = b.keys[j] as number;
    if (ka < kb) i++;
    else if (kb < ka) j++;
    else shared += Math.min(a.counts[i++] as number, b.counts[j++] as number);
  }
  return shared;
}

/** For each key of b's histogram, the index of the same key in a's (or -1). */
function indexOfKeys(a: Histogram, b: Histogram): Int32Array {
  const aIndexOfB = new Int32Array(b.keys.length).fill(-1);
  for (let i = 0, j = 0; i < a.keys.length && j < b.keys.length;) {
    const ka = a.keys[i] as number;
    const kb = b.keys[j] as number;
    if (ka < kb) i++;
    else if (kb < ka) j++;
    else aIndexOfB[j++] = i++;
  }
  return aIndexOfB;
}

/**
 * Python's `SequenceMatcher.quick_ratio()`: an upper bound on `ratio` from the
 * characters the two strings have in common, in any order.
 */
export function quickRatio(a: string, b: string): number {
  const ac = codePoints(a);
  const bc = codePoints(b);
  return ratioOf(sharedCount(histogram(ac), histogram(bc)), ac.length + bc.length);
}

/** A code-point sequence prepared for the bit-parallel LCS. */
interface BitSequence {
  length: number;
  histogram: Histogram;
  /** Each position's index in `histogram.keys`. */
  symbols: Int32Array;
  /** For each key, the bit set of its positions: `words` 32-bit words per key, keys in order. */
  masks: Uint32Array;
  words: number;
}

/** Prepares a code-point sequence for `lcsLength`. */
function bitSequence(codes: readonly number[]): BitSequence {
  const hist = histogram(codes);
  const slot = new Map<number, number>();
  hist.keys.forEach((k, n) => slot.set(k, n));
  const words = Math.ceil(codes.length / 32);
  const symbols = Int32Array.from(codes, (c) => slot.get(c) ?? 0);
  const masks = new Uint32Array(hist.keys.length * words);
  symbols.forEach((sym, i) => {
    const at = sym * words + (i >>> 5);
    masks[at] = ((masks[at] as number) | (1 << (i & 31))) >>> 0;
  });
  return { length: codes.length, histogram: hist, symbols, masks, words };
}

/**
 * Length of the longest common subsequence of a and b (bit-parallel over
 * a's positions, 32 per word; `aIndexOfB` maps b's symbols to a's). The
 * matching blocks of `ratio` form a common subsequence, so 2·LCS/T is an
 * upper bound on `ratio`, tighter than `quickRatio` and much cheaper than
 * `ratio` itself.
 */
function lcsLength(a: BitSequence, b: BitSequence, aIndexOfB: Int32Array, needed = 0): number {
  const words = a.words;
  if (words === 0 || b.length === 0) return 0;
  const v = new Uint32Array(words).fill(0xffffffff);
  for (let j = 0; j < b.length; j++) {
    const slot = aIndexOfB[b.symbols[j] as number] as number;
    if (slot >= 0) addStep(v, a.masks, slot * words);
    // The LCS grows by at most one per remaining character of b.
    if ((j & 31) === 31 && zeroBits(v, a.length) + (b.length - j - 1) < needed) return 0;
  }
  return zeroBits(v, a.length);
}

/** Number of zero bits among the first `length` bits of v (the LCS so far). */
function zeroBits(v: Uint32Array, length: number): number {
  let ones = 0;
  for (let w = 0; w < v.length; w++) {
    const valid = w === v.length - 1 && length % 32 !== 0 ? (1 << (length % 32)) - 1 : 0xffffffff;
    ones += popCount((v[w] as number) & valid);
  }
  return length - ones;
}

/**
 * 2·LCS/T, where LCS is the longest common subsequence of the two strings'
 * characters: an upper bound on `ratio` (its matching blocks are a common
 * subsequence), used to skip most pairs before computing `ratio`.
 */
export function lcsRatio(a: string, b: string): number {
  const sa = bitSequence(codePoints(a));
  const sb = bitSequence(codePoints(b));
  const aIndexOfB = indexOfKeys(sa.histogram, sb.histogram);
  return ratioOf(lcsLength(sa, sb, aIndexOfB), sa.length + sb.length);
}

/** One column of the bit-parallel LCS: V ← (V + (V & M)) | (V & ~M), with carries; M at `at`. */
function addStep(v: Uint32Array, masks: Uint32Array, at: number): void {
  let carry = 0;
  for (let w = 0; w < v.length; w++) {
    const vw = v[w] as number;
    const m = masks[at + w] as number;
    const sum = vw + ((vw & m) >>> 0) + carry;
    carry = sum > 0xffffffff ? 1 : 0;
    v[w] = ((sum >>> 0) | (vw & ~m)) >>> 0;
  }
}

/** Number of set bits of a 32-bit value. */
function popCount(x: number): number {
  let n = x >>> 0;
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

// ---------------------------------------------------------------------------
// Sentences and words
// ---------------------------------------------------------------------------

/**
 * Splits text into sentences: after `.`, `!` or `?` followed by a space or the
 * end of the text (so that rule numbers such as 701.13a stay whole; closing
 * quotes, brackets and emphasis markers may come between the mark and the
 * space), after `。`, `！` and `？` always, and at every line break. Pieces
 * are trimmed; empty ones are dropped.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .flatMap((line) => line.split(/(?<=[.!?]["'”’)\]*_]*)\s+|(?<=[。！？])/u))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Looks up the display name of a glossary id (for `[[id]]` links without a label). */
export type TermName = (id: string) => string | undefined;

/**
 * Replaces the wiki term links `[[id|label]]` by their label and `[[id]]` by
 * the term's name (from `termName`, or the id with spaces when it is unknown).
 */
export function stripTermLinks(text: string, termName: TermName = () => undefined): string {
  return text
    .replace(/\[\[([a-z0-9-]+)\|([^\]]*)\]\]/g, (_m, _id: string, label: string) => label)
    .replace(/\[\[([a-z0-9-]+)\]\]/g, (_m, id: string) => termName(id) ?? id.replace(/-/g, ' '));
}

/**
 * Normalises a sentence before comparing: Markdown markers that are not text
 * (a leading heading, list or quote marker; `*` and `_` emphasis) removed,
 * lower case, runs of white space collapsed to one space, trimmed.
 */
export function normalizeSentence(sentence: string): string {
  return sentence
    .replace(/^(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/, '')
    .replace(/\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * The words of a sentence: the word-like segments of `Intl.Segmenter('ja')`
 * when it contains Japanese script, otherwise its white-space-separated parts.
 */
export function wordsOf(sentence: string): string[] {
  if (JAPANESE.test(sentence))
    return [...segmenter.segment(sentence)].filter((s) => s.isWordLike).map((s) => s.segment);
  return sentence.split(/\s+/).filter((w) => w.length > 0);
}

/** Length of the longest run of consecutive words that two word lists share. */
export function longestCommonWordRun(a: readonly string[], b: readonly string[]): number {
  let best = 0;
  let prev = new Int32Array(b.length + 1);
  let cur = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? (prev[j - 1] as number) + 1 : 0;
      if ((cur[j] as number) > best) best = cur[j] as number;
    }
    [prev, cur] = [cur, prev];
  }
  return best;
}

// ---------------------------------------------------------------------------
// Content files
// ---------------------------------------------------------------------------

/** Front-matter fields whose value is prose (names, aliases and ids are not). */
const PROSE_FIELDS = ['title', 'summary'] as const;

/**
 * The prose of a content file: its Markdown body, plus the front-matter
 * fields that hold sentences (`title`, `summary`, and the `text` of each
 * ruling), but not the term, name, aliases or former names.
 */
export function proseOfContentFile(fileText: string): string[] {
  const src = fileText.replace(/^\uFEFF/, '');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(src);
  if (!m) return [src];
  const data: unknown = parseYaml(m[1] ?? '');
  return [...frontMatterProse(data), src.slice(m[0].length)];
}

/** The prose fields of parsed front matter. */
function frontMatterProse(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const texts = PROSE_FIELDS.map((f) => record[f]).filter(
    (v): v is string => typeof v === 'string',
  );
  const rulings = Array.isArray(record['rulings']) ? (record['rulings'] as unknown[]) : [];
  for (const r of rulings) {
    const text =
      typeof r === 'object' && r !== null ? (r as Record<string, unknown>)['text'] : undefined;
    if (typeof text === 'string') texts.push(text);
  }
  return texts;
}

// ---------------------------------------------------------------------------
// Comparing
// ---------------------------------------------------------------------------

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
