/**
 * Every URL the site links to is built by src/urls/paths.ts: no other file of src/ writes a
 * language segment into a path (`${lang}/…`), a `?was=` query, or the folders of search and the
 * not-found page by hand. Comments are not code, and a file that only reads an address (a
 * pattern on `location.pathname`) is not building one.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { filesUnder, withoutComments } from '../support/source-files.ts';

const src = join(projectRoot, 'src');
const files = (dir: string): string[] => filesUnder(dir);

const code = withoutComments;

/** A path built by hand: a language interpolated before a slash, a `was` query, a fixed folder. */
const HAND_BUILT =
  /\$\{(?:lang|l|code|language|textLang)(?: \?\? '[a-z]+')?\}\/|[?&]was=|`[^`]*\/(?:search|404)\/[^`]*`/;

describe('the URL module', () => {
  it('no file but src/urls/paths.ts builds a site path by hand', () => {
    // The search boot on every page keeps its two paths to itself: importing the URL module would
    // add 975 B brotli of JS to every page before any search. The short-link script is inlined
    // into its page by its source text, so it can import nothing. (See each file's header.)
    const allowed = [
      join('urls', 'paths.ts'),
      join('client', 'search-files.ts'),
      join('short-links', 'follow.ts'),
    ];
    const found = files(src)
      .filter((f) => !allowed.some((a) => f.endsWith(a)))
      .flatMap((f) =>
        code(readFileSync(f, 'utf8'))
          .split('\n')
          .filter((line) => HAND_BUILT.test(line))
          .map((line) => `${relative(projectRoot, f)}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('catches what it is for', () => {
    expect(HAND_BUILT.test('url(`${lang}/search/`)')).toBe(true);
    expect(HAND_BUILT.test('`?was=${n}&edition=${e}`')).toBe(true);
    expect(HAND_BUILT.test("new URL(`${lang ?? 'en'}/404/`, SCOPE)")).toBe(true);
    expect(HAND_BUILT.test('url(searchPath(lang))')).toBe(false);
  });
});
