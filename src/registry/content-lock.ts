/**
 * One writer at a time in a content folder (or a download cache): every
 * command that writes or recovers it (import-cr, update-cr, fetch-archive,
 * which also holds it for its cache) holds this lock, and so does a read of
 * the content (a check or a build), so that it waits for a writer; the
 * lock, a file created with O_EXCL naming its holder (pid, the process's
 * start time, the command). A second process waits a bounded time, saying
 * so in one line, then refuses in one line naming the holder. A lock whose
 * process is gone (killed: no pid, or a pid now used by another process)
 * is cleared, under a small mutex so two processes cannot both clear it;
 * so is a lock naming another folder (copied with the folder, as `cp -r`
 * of a content folder that a build was reading copies it).
 * The lock is re-entrant within a process (update-cr calls the importer).
 * `GRIMOIRE_LOCK_WAIT` (seconds) sets the wait; tests stop a holder at a
 * named instant with `GRIMOIRE_BARRIER` (see `barrier.ts`).
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { barrier } from './barrier.ts';

/** The lock file's name in the folder it guards. */
export const LOCK_FILE = '.grimoire-write.lock';

/** Who holds a lock. */
export interface LockHolder {
  pid: number;
  /** The process's start time as the system counts it (Linux), to tell a reused pid. */
  start: string;
  host: string;
  /** What it is doing ("import-cr", "update-cr", "recovery"…). */
  what: string;
  /** When it took the lock (ISO). */
  since: string;
  /** The folder it locked (absolute, links resolved); a lock naming another folder was copied. */
  dir?: string;
}

/** A lock another process holds past the wait. */
export class LockBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LockBusyError';
  }
}

const held = new Map<string, number>();
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A process's start time (field 22 of /proc/<pid>/stat), or "" where the system does not say. */
function startOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** True when the holder's process still runs (same pid, same start time). */
export function isAlive(h: LockHolder): boolean {
  if (h.host !== hostname()) return true; // another machine's lock: never cleared from here
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const now = startOf(h.pid);
  return !h.start || !now || now === h.start;
}

/** The holder of a folder's lock, if any (undefined also for an unreadable, half-written lock file). */
export function lockHolder(dir: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

/** One line naming a holder. */
export function describeHolder(h: LockHolder): string {
  return `${h.what} (pid ${h.pid}, since ${h.since.slice(11, 19)} UTC)`;
}

/** The folder's absolute path, links resolved (the path as given where it cannot be resolved). */
function folderOf(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

function tryCreate(path: string, what: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  const me: LockHolder = {
    pid: process.pid,
    start: startOf(process.pid),
    host: hostname(),
    what,
    since: new Date().toISOString(),
    dir: folderOf(dirname(path)),
  };
  writeSync(fd, JSON.stringify(me));
  closeSync(fd);
  return true;
}

/** Clears the lock file when its holder is gone; true when it did. */
function clearStale(dir: string): boolean {
  const path = join(dir, LOCK_FILE);
  const mutex = `${path}.clearing`;
  try {
    mkdirSync(mutex);
  } catch {
    // another process is clearing it; a mutex left by a killed one is removed after 10 s
    if (existsSync(mutex) && Date.now() - statSync(mutex).mtimeMs > 10_000)
      rmSync(mutex, { recursive: true, force: true });
    return false;
  }
  try {
    const h = lockHolder(dir);
    const half = !h && existsSync(path) && Date.now() - statSync(path).mtimeMs > 5_000;
    const copied = h?.dir !== undefined && h.dir !== folderOf(dir);
    if ((h && (copied || !isAlive(h))) || half) {
      unlinkSync(path);
      return true;
    }
    return false;
  } finally {
    rmdirSync(mutex);
  }
}

/** Options of {@link withLock}. */
export interface LockOptions {
  /** What the holder does, for the other process's message. */
  what: string;
  /** Milliseconds to wait for another holder (default GRIMOIRE_LOCK_WAIT seconds, else 60 s). */
  waitMs?: number;
  /** Told once when the lock is busy and this process starts to wait. */
  onWait?: (line: string) => void;
}

function defaultWait(): number {
  const s = Number(process.env.GRIMOIRE_LOCK_WAIT);
  return Number.isFinite(s) && s >= 0 ? s * 1000 : 60_000;
}

/** Takes the lock of `dir` (waiting as `o` says), or throws LockBusyError. */
export function acquireLock(dir: string, o: LockOptions): () => void {
  const path = join(dir, LOCK_FILE);
  if (held.has(path)) {
    held.set(path, held.get(path)! + 1);
    return () => release(path, false);
  }
  const created = !existsSync(dir);
  if (created) mkdirSync(dir, { recursive: true });
  const deadline = Date.now() + (o.waitMs ?? defaultWait());
  let told = false;
  while (!tryCreate(path, o.what)) {
    if (clearStale(dir)) continue;
    const h = lockHolder(dir);
    const who = h ? describeHolder(h) : 'another Grimoire process';
    if (Date.now() >= deadline)
      throw new LockBusyError(
        `${basename(dir)}/ is being written by ${who}: nothing done; run this again when it has finished (or remove ${LOCK_FILE} if no such process runs)`,
      );
    if (!told) o.onWait?.(`waiting for ${who}, which is writing ${basename(dir)}/ …`);
    told = true;
    sleep(50);
  }
  held.set(path, 1);
  barrier('locked');
  return () => release(path, created);
}

/** Lets go of one hold; the last one removes the lock file (and a folder made only for it, left empty). */
function release(path: string, created: boolean): void {
  const n = (held.get(path) ?? 1) - 1;
  if (n > 0) return void held.set(path, n);
  held.delete(path);
  rmSync(path, { force: true });
  if (created) {
    try {
      rmdirSync(dirname(path));
    } catch {
      // not empty: the import wrote into it
    }
  }
}

/** Runs `fn` holding the lock of `dir`. */
export function withLock<T>(dir: string, o: LockOptions, fn: () => T): T {
  const release = acquireLock(dir, o);
  try {
    return fn();
  } finally {
    release();
  }
}

/** Runs async `fn` holding the lock of `dir`. */
export async function withLockAsync<T>(
  dir: string,
  o: LockOptions,
  fn: () => Promise<T>,
): Promise<T> {
  const release = acquireLock(dir, o);
  try {
    return await fn();
  } finally {
    release();
  }
}

process.once('exit', () => {
  for (const path of held.keys()) rmSync(path, { force: true });
});
