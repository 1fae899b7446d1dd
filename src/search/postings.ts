/**
 * Postings of one term, written as a short ASCII string (it travels inside
 * JSON and compresses well): for each document that has the term, in
 * document order, the gap from the previous document (a variable-length
 * number) and then the term's weight there (one character).
 *
 * Numbers are written in base 32 with 64 characters: the first 32 end a
 * number, the other 32 say more digits follow (least significant first).
 * A weight is 1–7: bit 0 says the term is in the document's title, the
 * other bits are the body weight, 0–3 (BM25's term frequency in four steps:
 * finer steps cost a fifth more bytes and change no ranking a reader sees).
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

/** Highest body weight. */
export const MAX_BODY_WEIGHT = 3;

/** A term's documents (ascending) and weights. */
export interface Postings {
  docs: Uint32Array;
  weights: Uint8Array;
}

function writeNumber(n: number): string {
  let s = '';
  while (n >= 32) {
    s += DIGITS[32 + (n & 31)];
    n = Math.floor(n / 32);
  }
  return s + DIGITS[n];
}

/** Writes postings; `docs` must be ascending and each weight 1–7. */
export function encodePostings(docs: number[], weights: number[]): string {
  let s = '';
  let prev = 0;
  docs.forEach((d, i) => {
    const w = weights[i]!;
    if (w < 1 || w > 7) throw new Error(`posting weight ${w} is out of range 1–7`);
    s += writeNumber(d - prev) + DIGITS[w];
    prev = d;
  });
  return s;
}

/** Reads the number at `at.i` of `s`, moving `at.i` past it. */
function readNumber(s: string, at: { i: number }): number {
  let n = 0;
  let scale = 1;
  let v = VALUE[s.charCodeAt(at.i++)]!;
  while (v >= 32) {
    n += (v - 32) * scale;
    scale *= 32;
    v = VALUE[s.charCodeAt(at.i++)]!;
  }
  return n + v * scale;
}

/** Reads postings written by `encodePostings`. */
export function decodePostings(s: string): Postings {
  const docs: number[] = [];
  const weights: number[] = [];
  const at = { i: 0 };
  let doc = 0;
  while (at.i < s.length) {
    doc += readNumber(s, at);
    docs.push(doc);
    weights.push(VALUE[s.charCodeAt(at.i++)]!);
  }
  return { docs: Uint32Array.from(docs), weights: Uint8Array.from(weights) };
}

/** Writes ascending ids as their gaps (no weights): a slot of a context entry. */
export function encodeIds(ids: readonly number[]): string {
  let s = '';
  let prev = 0;
  for (const d of ids) {
    if (d < prev) throw new Error(`search: ids must be ascending (${d} after ${prev})`);
    s += writeNumber(d - prev);
    prev = d;
  }
  return s;
}

/** Reads ids written by `encodeIds`. */
export function decodeIds(s: string): number[] {
  const out: number[] = [];
  const at = { i: 0 };
  let id = 0;
  while (at.i < s.length) out.push((id += readNumber(s, at)));
  return out;
}

/** The weight of a body weight (0–3) and whether the term is in the title. */
export const postingWeight = (body: number, inTitle: boolean): number =>
  (body << 1) | (inTitle ? 1 : 0);

/** Whether a posting's weight says the term is in the title. */
export const inTitle = (w: number): boolean => (w & 1) === 1;

/** The body weight of a posting, 0–1. */
export const bodyWeight = (w: number): number => (w >> 1) / MAX_BODY_WEIGHT;
