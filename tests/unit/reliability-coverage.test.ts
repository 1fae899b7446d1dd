/**
 * The reliability suite keeps every case of the review
 * (../shared/reviews/reliability-review-2026-12-01.md): each of its row ids
 * is a row of one of the suite's tables (some split into a, b…).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
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
/** Rows run outside the tables, in tests/integration/reliability-import.test.ts (they need several runs). */
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

/**
 * The second review's failing rows (../shared/reviews/reliability-review-2026-12-01-second-pass.md):
 * each is a row of a table, or named in a test of the suite, or said open or disputed, with why, in
 * docs/reviews/reliability-review-second-pass.md.
 */
const SECOND_PASS_FAILED = [
  ...['CN3', 'CN6', 'CN7', 'CN8', 'CN9', 'CN11b', 'CN11c', 'CN13', 'CN17', 'CN18', 'CN20', 'CN21'],
  ...['CN24', 'CN25', 'CN28', 'CN29', 'CN34', 'CN35', 'MD2', 'MD3'],
  ...['IM3', 'IM4', 'IM6', 'IM6b', 'IM7', 'IM8', 'IM9', 'IM14', 'IM15', 'IM17'],
  ...['LN3', 'LN4', 'LN5', 'LN6', 'LN8c', 'LN9'],
  ...['UP3', 'UP11', 'UP13', 'UP17', 'UP19', 'UP20', 'UP21'],
  ...['BR9', 'BR11', 'BR15', 'EM2', 'EM3', 'SW2'],
];

describe('the reliability suite, second review', () => {
  const tests = ['tests/unit', 'tests/integration', 'tests/e2e'].flatMap((d) =>
    readdirSync(join(projectRoot, d))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(projectRoot, d, f), 'utf8')),
  );
  const tables = [...CONTENT_CASES, ...IMPORT_CASES, ...BROWSER_CASES].map((c) => c.id);
  const doc = readFileSync(
    join(projectRoot, 'docs/reviews/reliability-review-second-pass.md'),
    'utf8',
  );

  it('has 49 failing rows', () => {
    expect(new Set(SECOND_PASS_FAILED).size).toBe(49);
  });

  it.each(SECOND_PASS_FAILED)(
    '%s is a table row or a named test, and has its line in the doc',
    (id) => {
      const named = new RegExp(`['"\`]${id}\\b|\\b${id}[:,]`);
      const line = doc.split('\n').find((l) => l.startsWith(`| ${id} |`));
      expect(
        line,
        `docs/reviews/reliability-review-second-pass.md has no row for ${id}`,
      ).toBeDefined();
      if (/\| (open|disputed) \|/.test(line!)) return;
      expect(tables.includes(id) || tests.some((t) => named.test(t)), `${id}: no test`).toBe(true);
    },
  );
});
