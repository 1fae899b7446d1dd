/**
 * What a failed step of `npm test` printed, cut down to what names the failure. `npm test` repeats
 * it after its table of steps, since the end of the run may be all a CI log keeps: a failed unit
 * test otherwise scrolls away under the browser tests' output.
 */
import { stripVTControlCharacters } from 'node:util';

/** A Vitest line naming a failed file or test: " FAIL   unit  tests/unit/x.test.ts > …". */
const FAIL_LINE = /^\s*FAIL\s/;
/** Lines kept after each FAIL line: the error's first lines. */
const AFTER = 3;
/** Lines kept from a step that printed no FAIL line (lint, the type check, the build). */
const TAIL = 20;
/** The most lines a summary has. */
const MAX = 60;

/** Each FAIL line of Vitest with the lines after it, or else the step's last lines; colours removed. */
export function failureSummary(output: string): string[] {
  const lines = stripVTControlCharacters(output).trimEnd().split('\n');
  const picked = lines.flatMap((line, i) =>
    FAIL_LINE.test(line) ? lines.slice(i, i + 1 + AFTER) : [],
  );
  return (picked.length ? picked : lines.slice(-TAIL)).slice(0, MAX);
}
