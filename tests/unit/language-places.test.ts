/**
 * The language table (src/i18n/languages.ts) is the one list of the site's languages: no other
 * file of src/ or astro.config.mjs lists the codes (`['en', 'it', 'ja']`, `en|it|ja`) or the
 * languages' English names, so a new row reaches every place that iterates over languages. What
 * belongs to some languages on purpose (Japanese readings, Shift-JIS, Italian elision, a
 * language's stop words: a `Partial<Record<Lang, …>>`) is data of those languages, not a list.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/languages.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { filesUnder, withoutComments } from '../support/source-files.ts';

const files = (dir: string): string[] => filesUnder(dir);

const code = withoutComments;

/** Two or more of the table's codes written one after another, as a list or a pattern. */
function listsLanguages(line: string): boolean {
  const codes = LANGS.join('|');
  const listed = new RegExp(
    `['"](?:${codes})['"]\\s*,\\s*['"](?:${codes})['"]|\\b(?:${codes})\\|(?:${codes})\\b`,
  );
  return listed.test(line) || /'English'.*'Italian'|'Italian'.*'Japanese'/.test(line);
}

describe('the language table', () => {
  it('is the one list of the languages in src/ and astro.config.mjs', () => {
    const table = join(projectRoot, 'src/i18n/languages.ts');
    const found = [...files(join(projectRoot, 'src')), join(projectRoot, 'astro.config.mjs')]
      .filter((f) => f !== table)
      .flatMap((f) =>
        code(readFileSync(f, 'utf8'))
          .split('\n')
          .filter(listsLanguages)
          .map((line) => `${relative(projectRoot, f)}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('catches what it is for', () => {
    expect(listsLanguages("for (const lang of ['en', 'it', 'ja'] as const)")).toBe(true);
    expect(listsLanguages('const LANG = /^(en|it|ja)\\//;')).toBe(true);
    expect(listsLanguages("const NAMES = { en: 'English', it: 'Italian', ja: 'Japanese' };")).toBe(
      true,
    );
    expect(listsLanguages('const STEPS = { it: elideItalian, ja: tightJapanese };')).toBe(false);
    expect(listsLanguages('if (lang === "ja" && !g.reading)')).toBe(false);
  });
});
