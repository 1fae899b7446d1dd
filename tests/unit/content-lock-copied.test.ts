/**
 * A content folder copied while a build or a check was reading it carries that
 * read's lock file. The copy is another folder: its lock names the folder it was
 * taken in, so the first command in the copy clears it instead of waiting for a
 * process that never writes there (and refusing after the wait). A lock taken in
 * the folder itself by a live process still makes others wait. The project's
 * own copies (tests, benches) go through `copyContent`, which leaves the lock
 * behind: a plain copy beside a process taking and letting go of the lock
 * failed 473 times in 979 (ENOENT: the lock listed, then gone).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LOCK_FILE,
  LockBusyError,
  acquireLock,
  withLock,
} from '../../src/registry/content-lock.ts';
import { copyContent } from '../../src/registry/copy-content.ts';
import { tempDirs, treeSnapshot } from '../support/content-tree.ts';

const temp = tempDirs('grimoire-lock-copy-');
afterAll(() => temp.cleanup());

function folder(): string {
  const dir = join(temp.make(), 'content');
  mkdirSync(dir);
  writeFileSync(join(dir, 'entry.md'), '---\nid: x\n---\n');
  return dir;
}

describe('a content folder copied while it was locked', () => {
  it('is usable at once: the copied lock names the other folder and is cleared', () => {
    const original = folder();
    const release = acquireLock(original, { what: 'a read of the content' });
    try {
      const copy = join(temp.make(), 'content');
      cpSync(original, copy, { recursive: true });
      expect(existsSync(join(copy, LOCK_FILE))).toBe(true);
      const ran = withLock(copy, { what: 'import-cr', waitMs: 0 }, () => 'imported');
      expect(ran).toBe('imported');
      // The original's lock is untouched: its reader still holds it.
      const held = JSON.parse(readFileSync(join(original, LOCK_FILE), 'utf8'));
      expect(held.dir).toBe(realpathSync(original));
    } finally {
      release();
    }
  });

  it('still waits for a live holder of the folder itself, then refuses naming it', () => {
    const dir = folder();
    const holder = {
      pid: process.pid,
      start: '',
      host: hostname(),
      what: 'import-cr',
      since: new Date().toISOString(),
      dir: realpathSync(dir),
    };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
    expect(() => withLock(dir, { what: 'a check', waitMs: 0 }, () => 'read')).toThrow(
      LockBusyError,
    );
    expect(() => withLock(dir, { what: 'a check', waitMs: 0 }, () => 'read')).toThrow(/import-cr/);
  });

  it('copyContent takes the entries and leaves the lock and its clearing mutex behind', () => {
    const original = folder();
    mkdirSync(join(original, 'glossary/en'), { recursive: true });
    writeFileSync(join(original, 'glossary/en/mill.md'), '---\nterm: Mill\n---\n');
    const release = acquireLock(original, { what: 'a read of the content' });
    mkdirSync(join(original, `${LOCK_FILE}.clearing`));
    try {
      const copy = join(temp.make(), 'content');
      copyContent(original, copy);
      expect(Object.keys(treeSnapshot(copy))).toEqual(['entry.md', 'glossary/en/mill.md']);
      expect(withLock(copy, { what: 'import-cr', waitMs: 0 }, () => 'imported')).toBe('imported');
    } finally {
      release();
    }
  });
});
