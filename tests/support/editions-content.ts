/**
 * A content folder with two imported editions of the fixture rules
 * (tests/fixtures/cr: 2021-03-05 and 2022-03-05, where "Double" moves from
 * 701.2 to 701.3 and 101.2b is removed), an article written against the
 * older edition, and a Japanese translation of one rule of the older edition.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { projectRoot } from '../../src/registry/index.ts';

export function makeEditionsContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-editions-'));
  const content = join(dir, 'content');
  mkdirSync(join(content, 'articles/en'), { recursive: true });
  for (const f of ['test-rules-en.txt', 'test-rules-en-2022.txt']) {
    importRulesFiles({
      files: [join(projectRoot, 'tests/fixtures/cr', f)],
      lang: 'en',
      contentDir: content,
    });
  }
  writeFileSync(
    join(content, 'articles/en/doubling.md'),
    '---\ntitle: Doubling\nsummary: How doubling works.\nrulesEdition: "2021-03-05"\nrules: ["701.2"]\n---\nDoubling is rule 701.2a; the removed rule 101.2b said something else.\n',
  );
  // A Japanese translation of the old edition only (our own words): today's page falls back to English.
  mkdirSync(join(content, 'rules/ja/2021-03-05'), { recursive: true });
  writeFileSync(
    join(content, 'rules/ja/2021-03-05/701.2.md'),
    '---\nnumber: "701.2"\ntitle: 倍にする\nedition: "2021-03-05"\nsource: paraphrase\n---\n701.2. 倍にする\n\n701.2a 数を倍にするとは、その数に2を掛けることである。\n',
  );
  return content;
}
