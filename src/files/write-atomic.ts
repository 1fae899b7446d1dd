/**
 * Writing a file so that no reader and no crash ever sees half of it, the
 * one way: the bytes go to a temporary file beside the target
 * (`.tmp-<name>-<pid>-<n>`), are synced to disk, and the temporary file is
 * renamed over the target (a rename within a folder is atomic); then the
 * folder is synced, so the rename itself survives a power cut.
 *
 * The importer's journal (`importer/commit-files.ts`) uses the steps one by
 * one (`tempPath`, `writeSynced`, `syncDir`), since it renames many files
 * only after its commit point; everything else calls `writeAtomic`.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** How every temporary file of the writer begins, so a later run can recognise and remove it. */
export const TEMP_PREFIX = '.tmp-';

let made = 0;

/** A path for a temporary file beside `file`, unique within this process. */
export function tempPath(file: string): string {
  made++;
  return join(dirname(file), `${TEMP_PREFIX}${basename(file)}-${process.pid}-${made}`);
}

/** True for the name of a temporary file (or folder) the writer made. */
export function isTemporary(name: string): boolean {
  return name.startsWith(TEMP_PREFIX);
}

/** Writes the bytes and syncs them to disk (the folders are made as needed). */
export function writeSynced(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w');
  try {
    writeFileSync(fd, data); // to the end, however many writes it takes
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Syncs a folder, so that renames in it are on disk. */
export function syncDir(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return; // a folder that cannot be opened cannot be synced; its renames are still atomic
  }
  try {
    fsyncSync(fd);
  } catch {
    // some file systems cannot sync a folder; the rename is still atomic
  } finally {
    closeSync(fd);
  }
}

/** Replaces (or creates) a file in one step: the old bytes or the new ones, never a mixture. */
export function writeAtomic(file: string, data: string | Uint8Array): void {
  const tmp = tempPath(file);
  try {
    writeSynced(tmp, data);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  syncDir(dirname(file));
}
