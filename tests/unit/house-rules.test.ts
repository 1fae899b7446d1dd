/**
 * The house rules the code review asked for, kept by a test rather than by
 * memory: one rule-number grammar (no rule-number pattern outside
 * src/rules/), functions a person can change (none in src/ longer than 60
 * lines unless a comment right above says why), a rule as plain text
 * through one module, one atomic file writer, and no import cycle between
 * src/lib/ and src/registry/.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { filesUnder } from '../support/source-files.ts';

const src = join(projectRoot, 'src');
const files = filesUnder;
const rel = (p: string) => relative(projectRoot, p);

/** Shapes of a hand-written rule-number pattern: three digits, a section digit, "\d+\.\d". */
const RULE_NUMBER_PATTERN = /\\d\{3\}|\[1-9\]\\d|\\d\{1,3\}|\\d\+\\\.\\d/;

describe('house rules', () => {
  it('no rule-number pattern is written outside src/rules/', () => {
    const found = files(src, /\.(ts|astro)$/)
      .filter((f) => !rel(f).startsWith('src/rules/'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (RULE_NUMBER_PATTERN.test(line) ? [`${rel(f)}:${i + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('no function in src/ is longer than 60 lines without a comment saying why', () => {
    const long: string[] = [];
    for (const f of files(src, /\.ts$/)) {
      const text = readFileSync(f, 'utf8');
      const source = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
      const visit = (n: ts.Node) => {
        if (ts.isFunctionLike(n) && 'body' in n && n.body) {
          const start = source.getLineAndCharacterOfPosition(n.getStart()).line;
          const end = source.getLineAndCharacterOfPosition(n.getEnd()).line;
          const comments = ts.getLeadingCommentRanges(text, n.getFullStart()) ?? [];
          const why = comments.some((c) => /long because/i.test(text.slice(c.pos, c.end)));
          if (end - start + 1 > 60 && !why)
            long.push(`${rel(f)}:${start + 1} (${end - start + 1} lines)`);
        }
        ts.forEachChild(n, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });

  it('a rule becomes plain text only through src/markdown/rule-text.ts', () => {
    // Markdown → text is plain-text.ts; the callers below convert entries (bodies, summaries), not rules.
    const allowed = [
      'src/markdown/plain-text.ts',
      'src/markdown/rule-text.ts',
      'src/api/glossary-json.ts',
      'src/search/build-data.ts',
    ];
    const callers = files(src, /\.(ts|astro)$/)
      .filter((f) => /markdownToPlainText\(/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(callers.filter((f) => !allowed.includes(f))).toEqual([]);
  });

  it('a file that replaces another is written only by src/files/write-atomic.ts', () => {
    // The importer's journal renames its synced temporary files after its commit point.
    const allowed = ['src/files/write-atomic.ts', 'src/importer/commit-files.ts'];
    const renamers = [...files(src, /\.ts$/), ...files(join(projectRoot, 'scripts'), /\.ts$/)]
      .filter((f) => /\brenameSync\(|\brename\(/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(renamers.filter((f) => !allowed.includes(f))).toEqual([]);
  });

  it('src/registry/ imports nothing from src/lib/ (lib builds on the registry, not the other way)', () => {
    const back = files(join(src, 'registry'), /\.ts$/).filter((f) =>
      /from '\.\.\/lib\//.test(readFileSync(f, 'utf8')),
    );
    expect(back.map(rel)).toEqual([]);
  });
});
