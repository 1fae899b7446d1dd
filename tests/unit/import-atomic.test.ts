/**
 * An import killed at any instant leaves the content either as it was or as
 * the import makes it, once the next run (or build) has cleaned up; and the
 * next run says what it found. The kill is injected at every step of the
 * commit (GRIMOIRE_IMPORT_KILL_AT), not left to timing.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { tempDirs, treeHash } from '../support/content-tree.ts';

const fixtures = join(projectRoot, 'tests/fixtures/cr');
const temp = tempDirs('grimoire-atomic-');
afterAll(() => temp.cleanup());

function run(dir: string, killAt?: number) {
  const env = {
    ...process.env,
    INIT_CWD: projectRoot,
    ...(killAt ? { GRIMOIRE_IMPORT_KILL_AT: String(killAt) } : {}),
  };
  return spawnSync(
    process.execPath,
    [
      join(projectRoot, 'scripts/import-cr.ts'),
      join(fixtures, 'test-rules-en-2022.txt'),
      '--lang',
      'en',
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
    cpSync(base, d, { recursive: true });
    expect(run(d).status).toBe(0);
    return treeHash(d);
  })();

  it('is finished by the next import run, which says so', () => {
    const dir = join(temp.make(), 'content');
    cpSync(base, dir, { recursive: true });
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
});
