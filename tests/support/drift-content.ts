/**
 * The editions fixture (editions-content.ts) one edition later: a third
 * edition, 2023-03-05 (tests/fixtures/cr/test-rules-en-2023.txt, our own
 * invented rules in the official layout), in which rule 101.2a is removed,
 * rule 100.2 is reworded, and rule 100.1b is divided into 100.1b, 100.1c and
 * 100.1d (a reviewed override: the part carrying its meaning, "a large test
 * game has three or more players", is 100.1c). Entries written for
 * 2022-03-05 cite each of them; one entry, re-reviewed, is written for
 * 2023-03-05 and cites the same rules as they are now.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { writeCheckRecord } from '../../src/official/check-record.ts';
import { officialPath, readOfficial } from '../../src/official/official-store.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { EDITIONS_CHECKED_AT, makeEditionsContent } from './editions-content.ts';

/** The later edition. */
export const DRIFT_EDITION = '2023-03-05';

/** The reviewed override that divides 100.1b. */
const OVERRIDES = `edition\told\tnew\treason\n${DRIFT_EDITION}\t100.1b\t100.1b+100.1c+100.1d\tFixture: 100.1b was divided; its statement about large games is now 100.1c.\n`;

const front = (kind: 'term' | 'title', name: string, edition: string, rules: string[]) =>
  `---\n${kind}: ${name}\n${kind === 'term' ? 'category: game-concept' : 'summary: A fixture article.'}\nrulesEdition: "${edition}"\nrules: [${rules.map((r) => `"${r}"`).join(', ')}]\n---\n`;

/** The entries added to the editions fixture: path → file text. */
export const DRIFT_ENTRIES: Record<string, string> = {
  'glossary/en/test-deck.md': `${front('term', 'Test deck', '2022-03-05', ['100.2'])}Each player needs a deck of test cards to play (rule 100.2).\n`,
  'glossary/it/test-deck.md': `${front('term', 'mazzo di prova', '2022-03-05', ['100.2'])}Per giocare, ogni giocatore ha bisogno di un mazzo di carte di prova (regola 100.2).\n`,
  'glossary/ja/test-deck.md': `---\nterm: テストデッキ\nreading: てすとでっき\ncategory: game-concept\nrulesEdition: "2022-03-05"\nrules: ["100.2"]\n---\nゲームをするには、各プレイヤーにテストカードのデッキが必要である（ルール100.2）。\n`,
  'articles/en/special-thing.md': `${front('title', 'The special thing', '2022-03-05', [])}The one special thing is a test action.\n\nIt is described in rule 101.2a.\n`,
  'glossary/en/large-game.md': `${front('term', 'Large test game', '2022-03-05', [])}A large test game has three or more players (rule 100.1b).\n`,
  'articles/en/reviewed-deck.md': `${front('title', 'Decks, reviewed', DRIFT_EDITION, ['100.2'])}Each player brings a deck of their own (rule 100.2); a large game has three or more players (rule 100.1c).\n`,
};

/** The one line a reader of the test-deck entry sees, per language (it cites 100.2, since reworded). */
export const TEST_DECK_NOTICES = [
  [
    'en',
    'Written for the rules of 5 March 2022. Since then, rule 100.2, which it cites, was reworded (5 March 2023).',
  ],
  [
    'it',
    'Questa voce è stata scritta per le regole del 5 marzo 2022. Da allora la regola 100.2, che vi è citata, è stata riformulata (5 marzo 2023).',
  ],
  [
    'ja',
    'この項目は2022年3月5日のルールに基づいて書かれています。その後、この項目が引用しているルール100.2は文言が改訂されました（2023年3月5日）。',
  ],
] as const;

/**
 * What check:content must list on this content, and nothing else: [file,
 * line, rule as cited, what happened, edition]. The doubling article was
 * already stale in the editions fixture (101.2b went in 2022-03-05).
 */
export const DRIFT_EXPECTED: Array<[string, number, string, string, string]> = [
  ['content/articles/en/doubling.md', 7, '101.2b', 'removed', '2022-03-05'],
  ['content/articles/en/special-thing.md', 9, '101.2a', 'removed', DRIFT_EDITION],
  ['content/glossary/en/large-game.md', 7, '100.1b', 'divided', DRIFT_EDITION],
  ['content/glossary/en/test-deck.md', 5, '100.2', 'changed', DRIFT_EDITION],
  ['content/glossary/it/test-deck.md', 5, '100.2', 'changed', DRIFT_EDITION],
  ['content/glossary/ja/test-deck.md', 6, '100.2', 'changed', DRIFT_EDITION],
];

/** The content folder (see the module comment). */
export function makeDriftContent(): string {
  const content = makeEditionsContent();
  mkdirSync(join(content, 'lineage'), { recursive: true });
  writeFileSync(join(content, 'lineage/overrides.tsv'), OVERRIDES);
  importRulesFiles({
    files: [join(projectRoot, 'tests/fixtures/cr/test-rules-en-2023.txt')],
    lang: 'en',
    contentDir: content,
  });
  for (const [path, text] of Object.entries(DRIFT_ENTRIES)) {
    mkdirSync(join(content, path, '..'), { recursive: true });
    writeFileSync(join(content, path), text);
  }
  const source = readOfficial(officialPath(content, 'en', DRIFT_EDITION), content).sources[0]!;
  writeCheckRecord(content, {
    checkedAt: EDITIONS_CHECKED_AT,
    page: 'https://rules.example.org/en/rules',
    url: 'https://rules.example.org/2023/downloads/MagicCompRules%2020230305.txt',
    edition: DRIFT_EDITION,
    effective: DRIFT_EDITION,
    sha256: source.sha256,
    bytes: source.bytes,
    result: 'new',
  });
  return content;
}
