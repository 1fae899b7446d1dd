/**
 * The reliability suite, content rows: each bad file a site owner or a
 * translator may write, checked through `checkContent` (the pipeline the
 * build uses), with the answer the row expects, and no file touched by the
 * check (the tree hashes the same before and after).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content-check/check-content.ts';
import { clearRegistryCache, projectRoot } from '../../src/registry/index.ts';
import { CONTENT_CASES, prepareContent } from '../reliability/content-cases.ts';
import { tempDirs, treeHash } from '../support/content-tree.ts';

const fixtures = join(projectRoot, 'tests/fixtures/content');
const temp = tempDirs('grimoire-reliability-');
afterAll(() => temp.cleanup());

describe('the fixture content itself', () => {
  it('checks clean, so every row below tests only its own edit', async () => {
    const check = await checkContent(fixtures);
    expect(check.problems).toEqual([]);
    expect(check.warnings).toEqual([]);
  });
});

describe.each(CONTENT_CASES)('$id: $what', (c) => {
  it('gets the expected answer and changes no file', async () => {
    const dir = prepareContent(c, fixtures, temp.make());
    const before = treeHash(dir);
    clearRegistryCache();
    const check = await checkContent(dir);
    expect(treeHash(dir)).toBe(before);
    const outcome = c.expect;
    if ('problem' in outcome) {
      expect(
        check.problems.some((p) => outcome.problem.test(p)),
        check.problems.join('\n'),
      ).toBe(true);
    } else if ('warning' in outcome) {
      expect(check.problems).toEqual([]);
      expect(
        check.warnings.some((w) => outcome.warning.test(w)),
        check.warnings.join('\n'),
      ).toBe(true);
    } else {
      expect(check.problems).toEqual([]);
      expect(check.warnings).toEqual([]);
    }
  }, 60_000);
});
