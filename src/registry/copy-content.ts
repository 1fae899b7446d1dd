/**
 * A copy of a content folder, taken while other processes may be reading or
 * writing it. Readers and writers hold the folder's lock (`content-lock.ts`),
 * a file that comes and goes inside the folder: a plain recursive copy may
 * list it and then find it gone (ENOENT), or carry it into the copy. This
 * copy leaves the lock and its clearing mutex behind, so the copy is as the
 * folder is when nobody holds it.
 */
import { cpSync } from 'node:fs';
import { basename } from 'node:path';
import { LOCK_FILE } from './content-lock.ts';

/** The files of the lock, which belong to the folder's holder, not to its content. */
const LOCK_FILES = new Set([LOCK_FILE, `${LOCK_FILE}.clearing`]);

/** Copies the content folder `from` to `to` (created), without the lock's files. */
export function copyContent(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (src) => !LOCK_FILES.has(basename(src)) });
}
