/** Small edits a reliability case makes to a copy of a content folder. */
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Replaces `from` by `to` in a file (which must contain it, so a case cannot silently test nothing). */
export function replaceIn(dir: string, file: string, from: string | RegExp, to: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file} does not contain ${String(from)}`);
  writeFileSync(path, next);
}

/** Writes a file, creating its folder. */
export function put(dir: string, file: string, data: string | Uint8Array): void {
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/** Appends a paragraph to a file's body. */
export function appendParagraph(dir: string, file: string, text: string): void {
  appendFileSync(join(dir, file), `\n\n${text}\n`);
}

/** The text of a file. */
export const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

/** Renames a file or folder inside the tree. */
export function move(dir: string, from: string, to: string): void {
  mkdirSync(dirname(join(dir, to)), { recursive: true });
  renameSync(join(dir, from), join(dir, to));
}

/** Shift_JIS bytes of a few Japanese words (a translator's editor saving in the legacy encoding). */
export const SHIFT_JIS = {
  /** 切削 */
  mill: Uint8Array.from([0x90, 0xd8, 0x8d, 0xed]),
  /** せっさく */
  reading: Uint8Array.from([0x82, 0xb9, 0x82, 0xc1, 0x82, 0xb3, 0x82, 0xad]),
};

/** A file's text re-encoded as Windows-1252 (Latin-1 for the letters our Italian uses). */
export const windows1252 = (text: string) => Buffer.from(text, 'latin1');

/** A file's text as UTF-16 LE with a BOM (Notepad's "Unicode"). */
export const utf16le = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
