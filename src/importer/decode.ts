/**
 * Decodes a Comprehensive Rules text file whatever its encoding: UTF-8 with or
 * without BOM, UTF-16 (LE/BE, by BOM or by NUL pattern), Windows-1252 (old
 * English files) or, for a Japanese file that is neither UTF-8 nor UTF-16,
 * Shift_JIS.
 * Line ends (CRLF, LF, bare CR) become LF. Quotes and dashes are kept.
 */

/** The encoding a rules file was detected as. */
export type RulesEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'shift_jis';

/** True when the bytes are valid in the encoding. */
function decodes(bytes: Uint8Array, encoding: RulesEncoding): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Guesses the encoding of raw bytes: BOM first, then NUL patterns, then
 * UTF-8 validity; a Japanese file (`lang` "ja") that is not UTF-8 is read as
 * Shift_JIS when it is valid Shift_JIS, and any other file as Windows-1252.
 */
export function detectEncoding(bytes: Uint8Array, lang?: string): RulesEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const sample = bytes.subarray(0, 4096);
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenNul++;
    else oddNul++;
  }
  if (oddNul > sample.length / 8) return 'utf-16le';
  if (evenNul > sample.length / 8) return 'utf-16be';
  if (decodes(bytes, 'utf-8')) return 'utf-8';
  if (lang === 'ja' && decodes(bytes, 'shift_jis')) return 'shift_jis';
  return 'windows-1252';
}

/** Decodes bytes to a string with LF line ends and no BOM. */
export function decodeRulesFile(bytes: Uint8Array, lang?: string): string {
  const enc = detectEncoding(bytes, lang);
  const text = new TextDecoder(enc).decode(bytes);
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
