/**
 * Reads a content file as UTF-8, refusing anything else: a file saved as
 * Windows-1252 or Shift_JIS would otherwise be published as mojibake.
 */
import { readFileSync } from 'node:fs';
import { ContentError } from '../content/content-error.ts';

/** The first byte that is not part of valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    // overlong three-byte forms, surrogates, and code points past U+10FFFF
    const c1 = bytes[i + 1] ?? 0;
    if (
      (b === 0xe0 && c1 < 0xa0) ||
      (b === 0xed && c1 >= 0xa0) ||
      (b === 0xf0 && c1 < 0x90) ||
      (b === 0xf4 && c1 >= 0x90)
    )
      return i;
    i += need + 1;
  }
  return -1;
}

/** The file's text; a ContentError naming the file and the line of the first bad byte if it is not UTF-8. */
export function readUtf8(path: string, file: string): string {
  const bytes = new Uint8Array(readFileSync(path));
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    let line = 1;
    for (let i = 0; i < bad; i++) if (bytes[i] === 0x0a) line++;
    const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
    throw new ContentError(
      file,
      `the file is not UTF-8 (byte 0x${hex} at offset ${bad}); save it as UTF-8 (it looks like ${guessEncoding(bytes)})`,
      line,
    );
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    let line = 1;
    for (let i = 0; i < nul; i++) if (bytes[i] === 0x0a) line++;
    throw new ContentError(
      file,
      `the file contains a NUL byte (offset ${nul}): remove it (a damaged save, or not a text file?)`,
      line,
    );
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  // Line ends of an old Mac editor (CR only) read as the LF ends they stand for.
  return text.includes('\r') && !text.includes('\n') ? text.replace(/\r/g, '\n') : text;
}

/** A hint for the message: which encoding the bytes probably are. */
function guessEncoding(bytes: Uint8Array): string {
  let sjisLead = 0;
  for (let i = 0; i + 1 < bytes.length; i++) {
    const b = bytes[i]!;
    if ((b >= 0x81 && b <= 0x9f) || (b >= 0xe0 && b <= 0xef)) {
      const t = bytes[i + 1]!;
      if ((t >= 0x40 && t <= 0x7e) || (t >= 0x80 && t <= 0xfc)) sjisLead++;
      i++;
    }
  }
  return sjisLead > 4 ? 'Shift_JIS' : 'Windows-1252 or Latin-1';
}
