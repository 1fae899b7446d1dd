/**
 * An import killed at any instant leaves the content either as it was or as
 * the import makes it, once the next writing command has cleaned up; and
 * that command says what it found. A reader (a build, a check) never
 * finishes it: it refuses, naming the command, and writes nothing. The kill
 * is injected at a step of the commit (GRIMOIRE_IMPORT_KILL_AT), not left
 * to timing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { LOCK_FILE } from '../../src/registry/content-lock.ts';
import { clearRegistryCache, getRegistry, projectRoot } from '../../src/registry/index.ts';
import { tempDirs, treeHash, treeSnapshot } from '../support/content-tree.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

const fixtures = join(projectRoot, 'tests/fixtures/cr');
const temp = tempDirs('grimoire-atomic-');
afterAll(() => temp.cleanup());

function run(dir: string, killAt?: number, args?: string[]) {
  const env = {
    ...process.env,
    INIT_CWD: projectRoot,
    ...(killAt ? { GRIMOIRE_IMPORT_KILL_AT: String(killAt) } : {}),
  };
  return spawnSync(
    process.execPath,
    [
      join(projectRoot, 'scripts/import-cr.ts'),
      ...(args ?? [join(fixtures, 'test-rules-en-2022.txt'), '--lang', 'en']),
      '--content',
      dir,
    ],
    {
      encoding: 'utf8',
      env,
    },
  );
}

describe('an import killed at any step', () => {
  const base = join(temp.make(), 'content');
  importRulesFiles({ files: [join(fixtures, 'test-rules-en.txt')], lang: 'en', contentDir: base });
  const after = (() => {
    const d = join(temp.make(), 'content');
    copyContent(base, d);
    expect(run(d).status).toBe(0);
    return treeHash(d);
  })();

  it('is finished by the next import run, which says so', () => {
    const dir = join(temp.make(), 'content');
    copyContent(base, dir);
    // Step 6 is past the commit point for this import (4 files + the journal + its rename).
    const killed = run(dir, 7);
    expect(killed.signal).toBe('SIGKILL');
    const next = run(dir);
    expect(next.status).toBe(0);
    expect(next.stdout).toMatch(
      /note: (finished an interrupted import|removed \d+ temporary files)/,
    );
    expect(treeHash(dir)).toBe(after);
    expect(readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('is refused by a reader, which names the command and writes nothing; that command finishes it', () => {
    const dir = join(temp.make(), 'content');
    copyContent(base, dir);
    expect(run(dir, 7).signal).toBe('SIGKILL');
    expect(existsSync(join(dir, '.import-journal.json')), 'killed past its commit point').toBe(
      true,
    );
    // The killed import's lock names a process that is gone: the reader clears it, which is no content.
    const content = () => {
      const t = treeSnapshot(dir);
      delete t[LOCK_FILE];
      return t;
    };
    const half = content();
    clearRegistryCache();
    expect(() => getRegistry(dir)).toThrow(
      /^content\/\.import-journal\.json: an import was interrupted after its commit point.*run `npm run import-cr -- --recover` to finish it/,
    );
    expect(content(), 'the read changed nothing').toEqual(half);
    const recover = run(dir, undefined, ['--recover']);
    expect(recover.status, recover.stderr).toBe(0);
    expect(recover.stdout).toMatch(/^note: finished an interrupted import \(\d+ files written/);
    expect(treeHash(dir)).toBe(after);
    clearRegistryCache();
    expect(getRegistry(dir).current).toBe('2022-03-05');
    expect(run(dir, undefined, ['--recover']).stdout).toMatch(/^nothing to recover/);
  }, 120_000); // four runs of the importer, each a Node process
});
