/**
 * Checks that downloaded bytes really are a Comprehensive Rules text file
 * before anything is imported: not an HTML page saved as `.txt` (an error
 * page, a login wall), a title line naming the Comprehensive Rules, an
 * effective date, numbered rules, and everything the file's own contents
 * promise (a download cut off mid-file parses, but lacks its last sections,
 * glossary or credits). Uses the importer's own reader and completeness
 * check, so what passes here imports.
 */
import { describeIncomplete } from '../importer/contents.ts';
import { readRulesBytes, type ReadRulesFile } from '../importer/read-rules-file.ts';
import type { Lineage } from '../lineage/lineage.ts';
import { printable, showUrl } from './show-url.ts';
import { UpdateError } from './update-error.ts';

const HTML_START = /^(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml|<!--)/i;
const TITLE = /comprehensive rules/i;

/** True when the bytes look like an HTML (or XML) document rather than text. */
export function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 2048))
    .replace(/^(?:\xef\xbb\xbf|\xff\xfe|\xfe\xff)/, '')
    .replace(/\0/g, '')
    .trimStart();
  return HTML_START.test(head) || /<html[\s>]/i.test(head.slice(0, 1024));
}

/**
 * The file, read and parsed, when it is a complete Comprehensive Rules file
 * (or one the lineage knows was published incomplete); else an UpdateError.
 * `name` is the file's name, `url` where it came from (for messages).
 */
export function checkRulesDownload(
  name: string,
  link: string,
  bytes: Uint8Array,
  lineage: Lineage | undefined,
): ReadRulesFile {
  const url = showUrl(link);
  if (!bytes.length) throw new UpdateError('not-cr', `${url} is empty: not a rules file`);
  if (looksLikeHtml(bytes))
    throw new UpdateError(
      'html',
      `${url} is an HTML page, not the rules text (an error page saved as .txt?); nothing imported`,
    );
  const file = readRulesBytes(name, bytes, 'en');
  const first = file.text.split('\n').find((l) => l.trim() !== '') ?? '';
  if (!TITLE.test(first))
    throw new UpdateError(
      'not-cr',
      `${url} is not a Comprehensive Rules file: its first line is "${clip(first)}", not the title`,
    );
  const p = file.parsed;
  if (!p.effectiveDate)
    throw new UpdateError(
      'not-cr',
      `${url} is not a Comprehensive Rules file: it states no effective date ("These rules are effective as of …")`,
    );
  if (!p.rules.length)
    throw new UpdateError('not-cr', `${url} is not a Comprehensive Rules file: no numbered rules`);
  const knownIncomplete = lineage?.editions.some(
    (e) => e.incomplete && e.sha256 === file.source.sha256,
  );
  const known = Boolean(lineage?.editions.some((e) => e.sha256 === file.source.sha256));
  checkEndsWithLine(file.text, url, known);
  if (!p.completeness.complete && !knownIncomplete)
    throw new UpdateError(
      'truncated',
      `${url} stops early (${bytes.length} bytes): ${describeIncomplete(p.completeness)}`,
    );
  return file;
}

/** A line shown in a message: at most 60 characters, its control characters (terminal escapes) made visible. */
function clip(s: string): string {
  const t = s.trim();
  return printable(t.length > 60 ? `${t.slice(0, 60)}…` : t);
}

/**
 * A file that ends in the middle of a line was cut: a Content-Length shorter
 * than the file makes HTTP stop early without any error, and then only the
 * text can tell. Official files end with a line end; a file the lineage
 * already knows by its bytes is taken as it is.
 */
function checkEndsWithLine(text: string, url: string, known: boolean): void {
  if (known || /[\r\n][ \t]*$/.test(text)) return;
  const last = text.slice(text.lastIndexOf('\n') + 1);
  throw new UpdateError(
    'truncated',
    `${url} ends in the middle of a line ("…${clip(last.slice(-40))}"): cut off on the way (a Content-Length shorter than the file?); nothing imported`,
  );
}
