/**
 * Writes a set of files into a content folder as one atomic step: after a
 * crash at any instant, the content is either entirely as before or
 * entirely as after, and the next run says which.
 *
 *   1. every new file is written (and synced) beside its target as `.tmp-…`
 *      (the steps of the one atomic writer, `files/write-atomic.ts`);
 *   2. a journal naming every rename and deletion is written and renamed
 *      into place: this is the commit point;
 *   3. the renames and deletions are carried out; 4. the journal is removed.
 *
 * A crash before 2 leaves only temporary files, which the next writing
 * command deletes (the content is as before). A crash after 2 leaves the
 * journal, which the next writing command (import-cr, update-cr,
 * fetch-archive, or `import-cr --recover`) carries out to the end (the
 * content is as after); until then a reader refuses the folder
 * (`registry/import-journal.ts`). `GRIMOIRE_IMPORT_KILL_AT=<n>` kills the
 * process at the n-th step, so tests can try every instant.
 */
import {
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ContentError } from '../content/content-error.ts';
import { isTemporary, syncDir, tempPath, writeSynced } from '../files/write-atomic.ts';
import { barrier } from '../registry/barrier.ts';
import { withLock } from '../registry/content-lock.ts';
import { JOURNAL, refuseUnfinishedImport } from '../registry/import-journal.ts';

/** One file to write (text) or delete (null), relative to the content folder. */
export interface FileChange {
  path: string;
  text: string | null;
}

interface Journal {
  moves: Array<{ from: string; to: string }>;
  deletes: string[];
}

/** Folders of the content tree where temporary files may be left. */
const TEMP_HOMES = [
  'official/en',
  'official/it',
  'official/ja',
  'lineage',
  'lineage/changes',
  'lineage/fingerprints',
  'editions',
];

let step = 0;

/** Kills the process at the step named by GRIMOIRE_IMPORT_KILL_AT (tests of atomicity). */
function checkpoint(): void {
  step++;
  const at = process.env.GRIMOIRE_IMPORT_KILL_AT;
  if (at !== undefined && Number(at) === step) process.kill(process.pid, 'SIGKILL');
}

/** Writes and deletes the files as one atomic step (see the module comment). */
export function commitFiles(contentDir: string, changes: readonly FileChange[]): void {
  step = 0;
  const journal: Journal = { moves: [], deletes: [] };
  for (const c of changes) {
    const target = join(contentDir, c.path);
    if (c.text === null) {
      journal.deletes.push(c.path);
      continue;
    }
    const tmp = tempPath(target);
    writeSynced(tmp, c.text);
    journal.moves.push({ from: relative(contentDir, tmp), to: c.path });
    checkpoint();
  }
  barrier('temp-written');
  for (const m of journal.moves)
    if (!existsSync(join(contentDir, m.from)))
      throw new ContentError(
        m.from,
        'this temporary file of the import vanished before its commit (removed by another process?): nothing was changed; run the import again',
      );
  const journalPath = join(contentDir, JOURNAL);
  const journalTmp = tempPath(journalPath);
  writeSynced(journalTmp, JSON.stringify(journal));
  checkpoint();
  renameSync(journalTmp, journalPath);
  syncDir(contentDir);
  checkpoint();
  carryOut(contentDir, journal, true);
  unlinkSync(journalPath);
  syncDir(contentDir);
}

/** The renames and deletions of a committed journal; safe to run again after a crash. */
function carryOut(contentDir: string, journal: Journal, live: boolean): void {
  const dirs = new Set<string>();
  for (const m of journal.moves) {
    const from = join(contentDir, m.from);
    if (existsSync(from)) renameSync(from, join(contentDir, m.to));
    dirs.add(dirname(join(contentDir, m.to)));
    if (live) checkpoint();
  }
  for (const d of journal.deletes) {
    rmSync(join(contentDir, d), { force: true });
    if (live) checkpoint();
  }
  for (const d of dirs) syncDir(d);
}

/**
 * Finishes an import that was interrupted after its commit point, or clears
 * the temporary files of one interrupted before it. Returns a sentence
 * saying what it did, or undefined when there was nothing to do.
 */
export function recoverInterruptedImport(
  contentDir: string,
  onWait?: (line: string) => void,
): string | undefined {
  if (!existsSync(contentDir)) return undefined;
  const lock = { what: 'the recovery of an interrupted import', onWait };
  return withLock(contentDir, lock, () => recoverLocked(contentDir));
}

/**
 * What every command that writes content does first (import-cr, update-cr,
 * fetch-archive): finishes or clears an interrupted import, and returns the
 * sentence saying so. A dry run writes nothing, so, like a reader, it
 * refuses a half-finished import instead (`registry/import-journal.ts`).
 */
export function recoverAtStart(
  contentDir: string,
  o: { dryRun?: boolean; onWait?: (line: string) => void } = {},
): string | undefined {
  if (o.dryRun) return void refuseUnfinishedImport(contentDir);
  return recoverInterruptedImport(contentDir, o.onWait);
}

function recoverLocked(contentDir: string): string | undefined {
  const journalPath = join(contentDir, JOURNAL);
  let done: string | undefined;
  if (existsSync(journalPath)) {
    let journal: Journal | undefined;
    try {
      journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
    } catch {
      journal = undefined;
    }
    if (journal) {
      checkJournal(contentDir, journal);
      carryOut(contentDir, journal, false);
      done = `finished an interrupted import (${journal.moves.length} files written, ${journal.deletes.length} removed)`;
    }
    unlinkSync(journalPath);
  }
  const leftovers = removeTemporaryFiles(contentDir);
  if (leftovers && !done)
    done = `removed ${leftovers} temporary files of an interrupted import; the content is as it was before it`;
  return done;
}

/** Deletes `.tmp-*` files and folders of older importers (`.import-*`); returns how many. */
function removeTemporaryFiles(contentDir: string): number {
  let n = 0;
  const homes = ['', ...TEMP_HOMES].map((h) => join(contentDir, h));
  for (const dir of homes) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!isTemporary(name) && !(dir === contentDir && /^\.import-(?!journal)/.test(name)))
        continue;
      const path = join(dir, name);
      rmSync(path, { recursive: statSync(path).isDirectory(), force: true });
      n++;
    }
  }
  return n;
}

/** True when a folder, its links followed, is inside the content folder (or does not exist yet). */
function insideReally(root: string, dir: string): boolean {
  if (!existsSync(dir)) return true;
  const real = realpathSync(dir);
  const realRoot = realpathSync(root);
  return real === realRoot || real.startsWith(realRoot + sep);
}

/** Folders of the content tree an import writes to (a journal names no other). */
const WRITE_HOMES = ['official/', 'lineage/', 'editions/'];

/**
 * Refuses a journal that is not one an import wrote: a path that is absolute,
 * climbs out of the content folder, or names a file an import never writes.
 * Nothing is touched then; the message says what to do.
 */
function checkJournal(contentDir: string, journal: Journal): void {
  const root = resolve(contentDir);
  const bad = (p: unknown, temp: boolean): boolean => {
    if (typeof p !== 'string' || p === '' || isAbsolute(p) || p.includes('\0')) return true;
    const full = resolve(root, p);
    if (!full.startsWith(root + sep) || !insideReally(root, dirname(full))) return true;
    const rel = relative(root, full).split(sep).join('/');
    if (temp) return !isTemporary(basename(rel));
    return !WRITE_HOMES.some((h) => rel.startsWith(h)) || basename(rel).startsWith('.');
  };
  const moves = Array.isArray(journal.moves) ? journal.moves : [];
  const deletes = Array.isArray(journal.deletes) ? journal.deletes : [];
  const wrong: unknown[] = [];
  for (const m of moves) {
    if (bad(m?.from, true)) wrong.push(m?.from);
    if (bad(m?.to, false)) wrong.push(m?.to);
  }
  wrong.push(...deletes.filter((d) => bad(d, false)));
  if (!Array.isArray(journal.moves) || !Array.isArray(journal.deletes) || wrong.length)
    throw new ContentError(
      JOURNAL,
      `this journal names ${wrong.length ? `"${String(wrong[0])}", a path outside what an import writes in content/` : 'no list of moves and deletions'}: it is not Grimoire's; nothing was touched. Look at it, then delete it (content/${JOURNAL})`,
    );
}
