/**
 * No test can skip itself silently in CI (issue 28, part 3). A test may skip
 * where what it reads is not there (the seeds and the official rules file sit
 * beside the checkout, never in it), but then its file has a test that runs
 * only in CI and fails there when the thing is missing. Unconditional skips,
 * `todo`s, `only`s and skips from inside a test (`ctx.skip()`) have no place.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { filesUnder, withoutComments } from '../support/source-files.ts';

const files = filesUnder(join(projectRoot, 'tests'), /\.ts$/).map((f) => ({
  name: relative(projectRoot, f),
  code: withoutComments(readFileSync(f, 'utf8')),
}));

/** Skips itself on a condition, and has no test that runs only in CI to fail where it would skip. */
function unguardedSkip(code: string): boolean {
  const skips = /\.skipIf\s*\(|\.runIf\s*\(\s*!/.test(code);
  const guard = /\.runIf\s*\(/.test(code) && /process\.env\.CI\b/.test(code);
  return skips && !guard;
}

describe('no silent skips', () => {
  it('reads the test files', () => {
    expect(files.filter((f) => f.name.endsWith('.test.ts')).length).toBeGreaterThan(50);
  });

  it('no test or suite is skipped, left to do or run alone, and none skips itself', () => {
    const found = files.flatMap((f) =>
      [...f.code.matchAll(/\b(it|test|describe)\.(skip|todo|only)\s*\(|\.skip\(\s*\)/g)].map(
        (m) => `${f.name}: ${m[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('every conditional skip has its CI guard: a test that runs only in CI, in the same file', () => {
    expect(files.filter((f) => unguardedSkip(f.code)).map((f) => f.name)).toEqual([]);
  });

  it('tells a guarded skip from an unguarded one', () => {
    const skip = "describe.skipIf(!existsSync(FILE))('x', () => {});";
    const guard = "it.runIf(Boolean(process.env.CI))('finds FILE', () => {});";
    expect(unguardedSkip(skip)).toBe(true);
    expect(unguardedSkip(`${guard}\n${skip}`)).toBe(false);
    expect(unguardedSkip("it('x', () => {});")).toBe(false);
  });
});
