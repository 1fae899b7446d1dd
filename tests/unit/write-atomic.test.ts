/**
 * The one atomic writer (src/files/write-atomic.ts): a file is replaced in
 * one step, folders are made, and a write that fails leaves the old file and
 * no temporary file behind.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isTemporary, tempPath, writeAtomic } from '../../src/files/write-atomic.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'grimoire-atomic-')));

describe('writeAtomic', () => {
  it('creates the file and its folders, then replaces it, leaving nothing else', () => {
    fresh();
    const file = join(dir, 'offline', 'en.json');
    writeAtomic(file, '{"v":1}');
    writeAtomic(file, new TextEncoder().encode('{"v":2}'));
    expect(readFileSync(file, 'utf8')).toBe('{"v":2}');
    expect(readdirSync(join(dir, 'offline'))).toEqual(['en.json']);
  });

  it('leaves the old content and no temporary file when the rename fails', () => {
    fresh();
    const file = join(dir, 'sw.js');
    mkdirSync(file); // a folder where the file should be: the rename cannot replace it
    writeFileSync(join(file, 'keep'), 'old');
    expect(() => writeAtomic(file, 'new')).toThrow();
    expect(readdirSync(dir)).toEqual(['sw.js']);
    expect(readFileSync(join(file, 'keep'), 'utf8')).toBe('old');
  });
});

describe('tempPath', () => {
  it('names a temporary file beside its target, recognisable and never the same twice', () => {
    fresh();
    const a = tempPath(join(dir, 'checked.json'));
    const b = tempPath(join(dir, 'checked.json'));
    expect(a).not.toBe(b);
    for (const p of [a, b]) {
      expect(p.startsWith(join(dir, '.tmp-checked.json-'))).toBe(true);
      expect(isTemporary(p.slice(dir.length + 1))).toBe(true);
    }
    expect(isTemporary('checked.json')).toBe(false);
  });
});
