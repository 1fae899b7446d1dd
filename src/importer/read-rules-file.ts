/**
 * Reads one official rules text file from disk: its bytes, their encoding
 * and line ends, and the parsed rules. Shared by `import-cr`, `update-cr`
 * and the checking scripts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { ContentError } from '../content/content-error.ts';
import type { Lang } from '../content/schemas.ts';
import type { SourceFile } from '../official/official-edition.ts';
import { decodeRulesFile, detectEncoding } from './decode.ts';
import { parseComprehensiveRules, type ParsedRules } from './parse-cr.ts';

/** One input file, read and parsed. */
export interface ReadRulesFile {
  /** The path as given. */
  file: string;
  /** What is recorded of the file in the stored edition. */
  source: SourceFile;
  /** The decoded text (LF line ends, no BOM). */
  text: string;
  parsed: ParsedRules;
  /** The text starts like a web page (an error page saved where the .txt should be). */
  looksLikeHtml: boolean;
}

/** True for text that opens as an HTML document. */
export const looksLikeHtml = (text: string) => /^\s*<(!doctype\s+html|html[\s>])/i.test(text);

/** Counts CRLF, bare CR and bare LF line ends in decoded-as-is text. */
export function countLineEnds(text: string): SourceFile['lineEnds'] {
  let crlf = 0;
  let cr = 0;
  let lf = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === 10) lf++;
  }
  return { crlf, cr, lf };
}

/** Reads, decodes and parses bytes of a rules text file. */
export function readRulesBytes(file: string, bytes: Uint8Array, lang: Lang): ReadRulesFile {
  const encoding = detectEncoding(bytes, lang);
  const raw = new TextDecoder(encoding).decode(bytes);
  const bom = (encoding === 'utf-8' && bytes[0] === 0xef) || bytes[0] === 0xff || bytes[0] === 0xfe;
  const text = decodeRulesFile(bytes, lang);
  checkLineLengths(file, text);
  return {
    file,
    source: {
      name: basename(file),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length,
      encoding,
      bom,
      lineEnds: countLineEnds(raw),
    },
    text,
    parsed: parseComprehensiveRules(text, { lang }),
    looksLikeHtml: looksLikeHtml(text),
  };
}

/** The longest line of the 104 official files is 3,606 characters; a line this long is not one. */
export const MAX_LINE_CHARS = 64 * 1024;

/** Refuses a text with a line no rules file has (it would cost gigabytes to parse and store). */
function checkLineLengths(file: string, text: string): void {
  let start = 0;
  let line = 1;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > MAX_LINE_CHARS)
      throw new ContentError(
        file,
        `this line is ${Math.round((stop - start) / 1024)} KB long; no rule of an official file is longer than a few KB: refused (is this the rules file as published?)`,
        line,
      );
    if (end === -1) break;
    start = end + 1;
    line++;
  }
}

/** Reads, decodes and parses one rules text file. */
export function readRulesFile(file: string, lang: Lang): ReadRulesFile {
  // A FIFO or a device would block the read for ever, or never end.
  if (existsSync(file) && !statSync(file).isFile())
    throw new ContentError(
      file,
      'this is not a regular file (a folder, a FIFO or a device): give the rules .txt file itself',
    );
  return readRulesBytes(file, new Uint8Array(readFileSync(file)), lang);
}
