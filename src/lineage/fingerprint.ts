/**
 * Fingerprints of a rule's text: what the shipped lineage keeps of an
 * edition so that the next edition can be matched against it without its
 * text. Hashes of the text at three levels of normalisation (to tell a real
 * change from a typographic one or a renumbered cross-reference) and a
 * MinHash signature of its words (to estimate how similar two rules are).
 * None of them lets a sentence be recovered.
 */

/** How many MinHash values a signature holds. */
export const SIGNATURE_SIZE = 32;

/** A 53-bit string hash (cyrb53), as a base-36 string. Deterministic across runs and platforms. */
export function hashText(s: string, seed = 0): string {
  return hash53(s, seed).toString(36);
}

function hash53(s: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Typography folded: width, case, curly quotes, dashes, spacing. Words and numbers stay. */
export function typographyFolded(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»「」『』]/g, '"')
    .replace(/[‐-―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** The tokens a rule's (normalised) text is compared on: words, or character pairs for Japanese. */
export function textTokens(norm: string): Set<string> {
  const out = new Set<string>();
  if (CJK.test(norm)) {
    const s = norm.replace(/\s+/g, '');
    for (let i = 0; i < s.length - 1; i++) out.add(s.slice(i, i + 2));
    if (s.length === 1) out.add(s);
  } else {
    for (const w of norm.match(/[\p{L}\p{N}#']+/gu) ?? []) out.add(w);
  }
  return out;
}

/** The MinHash signature of a token set: per seed, the least 16-bit hash of any token. */
export function minHash(tokens: ReadonlySet<string>): Uint16Array {
  const sig = new Uint16Array(SIGNATURE_SIZE).fill(0xffff);
  for (const t of tokens) {
    for (let k = 0; k < SIGNATURE_SIZE; k++) {
      const h = hash53(t, k + 1) & 0xffff;
      if (h < sig[k]!) sig[k] = h;
    }
  }
  return sig;
}

/** Dice similarity estimated from two signatures (2J / (1 + J), J the share of equal values). */
export function signatureSimilarity(a: Uint16Array, b: Uint16Array): number {
  let same = 0;
  for (let k = 0; k < SIGNATURE_SIZE; k++) if (a[k] === b[k]) same++;
  const j = same / SIGNATURE_SIZE;
  return (2 * j) / (1 + j);
}

/** A signature as text (base64 of its bytes), and back. */
export function encodeSignature(sig: Uint16Array): string {
  const bytes = Buffer.alloc(sig.length * 2);
  sig.forEach((v, i) => bytes.writeUInt16LE(v, i * 2));
  return bytes.toString('base64');
}

export function decodeSignature(text: string): Uint16Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== SIGNATURE_SIZE * 2)
    throw new Error(`a signature has ${SIGNATURE_SIZE * 2} bytes, not ${bytes.length}`);
  const sig = new Uint16Array(SIGNATURE_SIZE);
  for (let i = 0; i < SIGNATURE_SIZE; i++) sig[i] = bytes.readUInt16LE(i * 2);
  return sig;
}
