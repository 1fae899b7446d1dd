/**
 * A content folder with two imported editions of the fixture rules
 * (tests/fixtures/cr: 2021-03-05 and 2022-03-05). In the later one several
 * rules are renumbered: "Double" moves from 701.2 to 701.3 and "Shuffle"
 * from 701.3 to 701.4, so 701.2 now means "Halve"; 101.2b is removed.
 * Entries are written against either edition, and an Italian rendering of
 * one rule of the older edition is Grimoire's own. The official Japanese
 * translation of the older edition is imported (JPN_CR_20210305_1.txt, our
 * own fixture in the published layout): in the later English edition 100.1b
 * and 101.2 were reworded (stale in Japanese), 101.2a only cites a new
 * number, 701.2 "Double" became 701.3, and 701.2 "Halve" is new (not in the
 * translation: shown in English, glossed).
 * The site last checked the rules page on EDITIONS_CHECKED_AT (its footers
 * say so).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { writeCheckRecord } from '../../src/official/check-record.ts';
import { officialPath, readOfficial } from '../../src/official/official-store.ts';
import { projectRoot } from '../../src/registry/index.ts';

/** Entries of the fixture: path → file text. */
export const EDITIONS_ENTRIES: Record<string, string> = {
  'articles/en/doubling.md':
    '---\ntitle: Doubling\nsummary: How doubling works.\nrulesEdition: "2021-03-05"\nrules: ["701.2"]\n---\nDoubling is rule 701.2a; shuffling is rule 701.3a; the removed rule 101.2b said something else.\n',
  'glossary/en/halve.md':
    '---\nterm: Halve\ncategory: keyword-action\nrulesEdition: "2022-03-05"\nrules: ["701.2"]\n---\nTo halve is rule 701.2a.\n',
  'glossary/en/shuffle.md':
    '---\nterm: Shuffle\ncategory: keyword-action\nrulesEdition: "2021-03-05"\nrules: ["701.3"]\n---\nShuffling a library follows rule 701.3a.\n',
  'rules/it/2021-03-05/701.2.md':
    '---\nnumber: "701.2"\ntitle: Raddoppiare\nedition: "2021-03-05"\nsource: paraphrase\n---\n701.2. Raddoppiare\n\n701.2a Raddoppiare un numero significa moltiplicarlo per due.\n',
  'glossary/ja/halve.md':
    '---\nterm: 半分にする\nreading: はんぶんにする\ncategory: keyword-action\nrulesEdition: "2022-03-05"\nrules: ["701.2"]\n---\n半分にするとは、ルール701.2aのことである。\n',
  'glossary/it/halve.md':
    '---\nterm: dimezzare\ncategory: keyword-action\nrulesEdition: "2022-03-05"\nrules: ["701.2"]\n---\nDimezzare è la regola 701.2a.\n',
  'glossary/ja/shuffle.md':
    '---\nterm: 切り直す\nreading: きりなおす\ncategory: keyword-action\nrulesEdition: "2021-03-05"\nrules: ["701.3"]\n---\nライブラリーを切り直すことはルール701.3aに従う。\n',
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

/** When the fixture site last checked the rules page for a new edition. */
export const EDITIONS_CHECKED_AT = '2026-12-01T06:00:00.000Z';

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
  importRulesFiles({
    files: [join(projectRoot, 'tests/fixtures/cr/JPN_CR_20210305_1.txt')],
    lang: 'ja',
    contentDir: content,
  });
  for (const [path, text] of Object.entries(EDITIONS_ENTRIES)) {
    const edition = /rulesEdition: "([^"]+)"|edition: "([^"]+)"/.exec(text);
    if (upTo && (edition?.[1] ?? edition?.[2] ?? '') > upTo) continue;
    mkdirSync(join(content, path, '..'), { recursive: true });
    writeFileSync(join(content, path), text);
  }
  // The check found the newest edition this content has.
  const newest = EDITION_FILES.filter(([, e]) => !upTo || e <= upTo).at(-1)![1];
  const source = readOfficial(officialPath(content, 'en', newest), content).sources[0]!;
  writeCheckRecord(content, {
    checkedAt: EDITIONS_CHECKED_AT,
    page: 'https://rules.example.org/en/rules',
    url: `https://rules.example.org/${newest.slice(0, 4)}/downloads/MagicCompRules%20${newest.replaceAll('-', '')}.txt`,
    edition: newest,
    effective: newest,
    sha256: source.sha256,
    bytes: source.bytes,
    result: 'new',
  });
  return content;
}
