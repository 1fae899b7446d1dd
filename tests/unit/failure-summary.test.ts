/**
 * The end of `npm test` names what failed (tests/support/failure-summary.ts): CI kept only the
 * tail of a run whose unit step failed, and the failing test was not in it.
 */
import { describe, expect, it } from 'vitest';
import { failureSummary } from '../support/failure-summary.ts';

const VITEST = [
  '\x1b[32m✓\x1b[39m tests/unit/a.test.ts (3 tests) 20ms',
  ' \x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[42m unit \x1b[49m\x1b[39m tests/unit/search-judged.test.ts [ tests/unit/search-judged.test.ts ]',
  "Error: ENOENT, No such file or directory '/tmp/grimoire-judged-x/content'",
  ' ❯ tests/unit/search-judged.test.ts:147:7',
  '    145|     let registry: Registry;',
  '    146|     const load = () => {',
  '',
  ' Test Files  1 failed | 58 passed (59)',
].join('\n');

describe('failureSummary', () => {
  it('keeps each failed file or test of Vitest with its error, without colours', () => {
    expect(failureSummary(VITEST)).toEqual([
      '  FAIL   unit  tests/unit/search-judged.test.ts [ tests/unit/search-judged.test.ts ]',
      "Error: ENOENT, No such file or directory '/tmp/grimoire-judged-x/content'",
      ' ❯ tests/unit/search-judged.test.ts:147:7',
      '    145|     let registry: Registry;',
    ]);
  });

  it('keeps the last 20 lines of a step that is not Vitest (lint, the type check)', () => {
    const lint = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n');
    const kept = failureSummary(`${lint}\n\n`);
    expect(kept).toHaveLength(20);
    expect([kept[0], kept.at(-1)]).toEqual(['line 11', 'line 30']);
  });

  it('stops at 60 lines however many tests failed', () => {
    const many = Array.from({ length: 40 }, (_, i) => ` FAIL  unit  t${i}.test.ts\nError: ${i}`);
    expect(failureSummary(many.join('\n'))).toHaveLength(60);
  });
});
