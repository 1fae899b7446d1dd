/**
 * The reliability suite keeps every case of the review
 * (../shared/reviews/reliability-review-2026-12-01.md): each of its row ids
 * is a row of one of the suite's tables (some split into a, b…).
 */
import { describe, expect, it } from 'vitest';
import { BROWSER_CASES } from '../reliability/browser-cases.ts';
import { CONTENT_CASES } from '../reliability/content-cases.ts';
import { IMPORT_CASES } from '../reliability/import-cases.ts';

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
/** The review's rows: 30 content, 22 importer (I18–I21 were never used), 20 browser, 14 URL. */
const REVIEW = [
  ...range('C', 1, 30),
  ...range('I', 1, 17),
  ...range('I', 22, 26),
  ...range('B', 1, 20),
  ...range('U', 1, 14),
];
/** Rows run outside the tables, in tests/unit/reliability-import.test.ts (they need several runs). */
const MULTI_RUN = ['I8', 'I10/I11', 'I12/I13'];

describe('the reliability suite', () => {
  const ids = [...CONTENT_CASES, ...IMPORT_CASES, ...BROWSER_CASES]
    .map((c) => c.id)
    .concat(MULTI_RUN);
  it('has a row for every case of the review', () => {
    const covers = (r: string) =>
      ids.some((id) => id === r || id.split('/').includes(r) || new RegExp(`^${r}[a-z-]`).test(id));
    expect(REVIEW.filter((r) => !covers(r))).toEqual([]);
  });

  it('never uses one id twice', () => {
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
