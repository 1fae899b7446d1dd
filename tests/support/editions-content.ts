/**
 * A content folder with two imported editions of the fixture rules
 * (tests/fixtures/cr: 2021-03-05 and 2022-03-05). In the later one several
 * rules are renumbered: "Double" moves from 701.2 to 701.3 and "Shuffle"
 * from 701.3 to 701.4, so 701.2 now means "Halve"; 101.2b is removed.
 * Entries are written against either edition, and a Japanese rendering of
 * one rule of the older edition is Grimoire's own.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { projectRoot } from '../../src/registry/index.ts';

/** Entries of the fixture: path → file text. */
export const EDITIONS_ENTRIES: Record<string, string> = {
  'articles/en/doubling.md':
    '---\ntitle: Doubling\nsummary: How doubling works.\nrulesEdition: "2021-03-05"\nrules: ["701.2"]\n---\nDoubling is rule 701.2a; shuffling is rule 701.3a; the removed rule 101.2b said something else.\n',
  'glossary/en/halve.md':
    '---\nterm: Halve\ncategory: keyword-action\nrulesEdition: "2022-03-05"\nrules: ["701.2"]\n---\nTo halve is rule 701.2a.\n',
  'glossary/en/shuffle.md':
    '---\nterm: Shuffle\ncategory: keyword-action\nrulesEdition: "2021-03-05"\nrules: ["701.3"]\n---\nShuffling a library follows rule 701.3a.\n',
  'rules/ja/2021-03-05/701.2.md':
    '---\nnumber: "701.2"\ntitle: 倍にする\nedition: "2021-03-05"\nsource: paraphrase\n---\n701.2. 倍にする\n\n701.2a 数を倍にするとは、その数に2を掛けることである。\n',
};

/**
 * What each citation of the fixture entries means, and where it must lead:
 * [entry file, number as cited, edition, today's number (or null: removed)].
 */
export const EDITIONS_CITATIONS: Array<[string, string, string, string | null]> = [
  ['articles/en/doubling.md', '701.2a', '2021-03-05', '701.3a'],
  ['articles/en/doubling.md', '701.3a', '2021-03-05', '701.4a'],
  ['articles/en/doubling.md', '101.2b', '2021-03-05', null],
  ['glossary/en/halve.md', '701.2a', '2022-03-05', '701.2a'],
  ['glossary/en/shuffle.md', '701.3a', '2021-03-05', '701.4a'],
];

/** The fixture's official files, oldest first, with their editions. */
const EDITION_FILES: Array<[string, string]> = [
  ['test-rules-en.txt', '2021-03-05'],
  ['test-rules-en-2022.txt', '2022-03-05'],
];

/** The content folder; with `upTo`, only the editions up to that one and the entries written against them (the site before a new edition). */
export function makeEditionsContent(upTo?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-editions-'));
  const content = join(dir, 'content');
  mkdirSync(content, { recursive: true });
  const files = EDITION_FILES.filter(([, e]) => !upTo || e <= upTo).map(([f]) => f);
  for (const f of files) {
    importRulesFiles({
      files: [join(projectRoot, 'tests/fixtures/cr', f)],
      lang: 'en',
      contentDir: content,
    });
  }
  for (const [path, text] of Object.entries(EDITIONS_ENTRIES)) {
    const edition = /rulesEdition: "([^"]+)"|edition: "([^"]+)"/.exec(text);
    if (upTo && (edition?.[1] ?? edition?.[2] ?? '') > upTo) continue;
    mkdirSync(join(content, path, '..'), { recursive: true });
    writeFileSync(join(content, path), text);
  }
  return content;
}
