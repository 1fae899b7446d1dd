/**
 * The similarity ratio of two strings, computed exactly like Python's
 * `difflib.SequenceMatcher(None, a, b).ratio()` (isjunk = None, autojunk =
 * True), with its cheap upper bounds (`quick_ratio`, `real_quick_ratio`) and
 * a bit-parallel LCS bound. Pure.
 */
/** A sequence prepared for matching: its code points, and where each one occurs. */
interface Indexed {
  /** The code points (Python iterates a str by code point, not by UTF-16 unit). */
  codes: number[];
  /** difflib's `b2j` after the autojunk purge: code point → ascending positions. */
  b2j: Map<number, number[]>;
}

/** The string's code points, as Python sees its characters. */
export function codePoints(s: string): number[] {
  return Array.from(s, (ch) => ch.codePointAt(0) ?? 0);
}

/**
 * difflib's `__chain_b`: positions of each element of b, without the
 * "popular" elements (more than 1% + 1 occurrences) when b has 200 or more.
 */
export function indexB(codes: number[]): Map<number, number[]> {
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
export function matchedSize(a: number[], b: Indexed): number {
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
export function ratioOf(matches: number, total: number): number {
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
export function sharedCount(a: Histogram, b: Histogram): number {
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
export function indexOfKeys(a: Histogram, b: Histogram): Int32Array {
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
export interface BitSequence {
  length: number;
  histogram: Histogram;
  /** Each position's index in `histogram.keys`. */
  symbols: Int32Array;
  /** For each key, the bit set of its positions: `words` 32-bit words per key, keys in order. */
  masks: Uint32Array;
  words: number;
}

/** Prepares a code-point sequence for `lcsLength`. */
export function bitSequence(codes: readonly number[]): BitSequence {
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
export function lcsLength(
  a: BitSequence,
  b: BitSequence,
  aIndexOfB: Int32Array,
  needed = 0,
): number {
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
