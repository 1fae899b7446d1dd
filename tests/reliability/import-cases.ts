/**
 * Bad input to `npm run import-cr`, as site owners, mirrors and the official
 * files themselves produce it. Each row writes its input files (made from
 * our fixture rules files, tests/fixtures/cr), may import something first,
 * runs the command and says what it must answer. A failing run must leave
 * the content byte for byte as it was. Rows I1–I26 are the reliability
 * review's; XC, XI, XB rows are cases it did not try.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/registry/index.ts';
import { utf16le } from './edit-tree.ts';

const FIXTURES = join(projectRoot, 'tests/fixtures/cr');
/** Our fixture rules file of 2021-03-05 (8 rules, 8 subrules, a glossary and credits). */
export const RULES_2021 = readFileSync(join(FIXTURES, 'test-rules-en.txt'), 'utf8');
/** The next fixture edition, 2022-03-05 (a renumbered rule, changed texts). */
export const RULES_2022 = readFileSync(join(FIXTURES, 'test-rules-en-2022.txt'), 'utf8');
const withDate = (text: string, date: string) =>
  text.replaceAll('effective as of March 5, 2022', `effective as of ${date}`);

/** What a run of the command must do. */
export type ImportOutcome =
  /** Exit non-zero, say this (stdout or stderr), and leave the content exactly as it was. */
  | { fails: RegExp }
  /** Exit 0 and say this; `check` looks at what was written. */
  | { succeeds: RegExp; check?: (content: string) => void };

export interface ImportCase {
  id: string;
  what: string;
  /** The input files, by name, written to a fresh folder. */
  files: Record<string, string | Uint8Array>;
  /** Arguments after the files (the content folder is added by the runner). */
  args?: string[];
  /** The paths to pass instead of every input file (names in the input folder, or "." for it). */
  pass?: string[];
  /** Runs before: imports that set the scene, each as a list of input names and arguments. */
  before?: Array<{ files: string[]; args?: string[] }>;
  /** Prepares the content folder in other ways (a file where a folder should be…). */
  prepare?: (content: string) => void;
  /** The content folder's path holds a file instead. */
  contentIsAFile?: boolean;
  expect: ImportOutcome;
}

/** The 2021 file cut in the middle of a rule, as an interrupted download leaves it. */
const TRUNCATED = RULES_2021.slice(0, RULES_2021.indexOf('To double a number') + 9);
/** The 2021 file with one subrule printed twice, as an official file once did. */
const DUPLICATED = RULES_2021.replace(
  '100.1b A large',
  '100.1a A test game is played with test pieces, said twice.\n\n100.1b A large',
);
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const HTML_ERROR =
  '<!DOCTYPE html>\n<html lang="en"><head><title>Page not found</title></head><body><h1>404</h1></body></html>\n';
const HOSTILE_GLOSSARY = RULES_2021.replace(
  'A term that meant “put into the graveyard.”',
  'A term that meant <img src=x onerror=alert(1)> <meta http-equiv="refresh" content="1;url=https://example.invalid/"> [link](javascript:alert(2)) *emphasis*.',
);
const noFile = (content: string, rel: string) => () => {
  try {
    readFileSync(join(content, rel));
  } catch {
    return;
  }
  throw new Error(`${rel} should not exist`);
};
/** The stored edition of a language (content/official/<lang>/<key>.json). */
export const stored = (content: string, key: string, lang = 'en') =>
  JSON.parse(readFileSync(join(content, 'official', lang, `${key}.json`), 'utf8')) as {
    rules: Array<{ number: string; anchor?: string; text: string }>;
    glossary: Array<{ term: string; senses?: string[]; text?: string }>;
    incomplete?: string;
    effective?: string;
  };

export const IMPORT_CASES: ImportCase[] = [
  {
    id: 'I1',
    what: 'an empty file, --edition given',
    files: { 'empty.txt': '' },
    args: ['--edition', '2021-03-05'],
    expect: { fails: /empty\.txt: no numbered rules and no glossary found/ },
  },
  {
    id: 'I2',
    what: 'an empty file, no --edition',
    files: { 'empty.txt': '' },
    expect: { fails: /empty\.txt: .*--edition/ },
  },
  {
    id: 'I3',
    what: 'a binary file (a PNG) saved as .txt',
    files: { 'MagicCompRules 20210305.txt': PNG },
    expect: { fails: /no numbered rules and no glossary found/ },
  },
  {
    id: 'I4',
    what: 'a file cut in the middle of a rule',
    files: { 'MagicCompRules 20220101.txt': TRUNCATED },
    expect: { fails: /the file stops early: .*glossary.*--accept-incomplete/i },
  },
  {
    id: 'I4b',
    what: 'the cut file with --accept-incomplete: imported and reported incomplete',
    files: { 'MagicCompRules 20220101.txt': TRUNCATED },
    args: ['--accept-incomplete'],
    expect: {
      succeeds: /2022-01-01 en .*INCOMPLETE: /,
      check: (c) => {
        if (!stored(c, '2022-01-01').incomplete) throw new Error('not marked incomplete');
        if (
          !/2022-01-01\t[^\n]*\tincomplete/.test(
            readFileSync(join(c, 'lineage/editions.tsv'), 'utf8'),
          )
        )
          throw new Error('lineage does not mark it incomplete');
      },
    },
  },
  {
    id: 'I5',
    what: 'an official file with one subrule printed twice: kept, reported, the second anchored -2',
    files: { 'MagicCompRules 20210305.txt': DUPLICATED },
    expect: {
      succeeds: /:\d+: .*100\.1a.*(twice|again|also at)/,
      check: (c) => {
        const twice = stored(c, '2021-03-05').rules.filter((r) => r.number === '100.1a');
        if (
          twice.length !== 2 ||
          twice[1]!.anchor !== '100.1a-2' ||
          !/said twice/.test(twice[1]!.text)
        )
          throw new Error(`100.1a stored as ${JSON.stringify(twice)}`);
      },
    },
  },
  {
    id: 'I6',
    what: 'no "effective as of" line and no date in the file name',
    files: {
      'rules.txt': RULES_2021.replaceAll('These rules are effective as of March 5, 2021.', ''),
    },
    expect: { fails: /rules\.txt: the file states no effective date.*--edition/ },
  },
  {
    id: 'I7',
    what: 'the same file imported twice: the second run changes nothing',
    files: { 'MagicCompRules 20210305.txt': RULES_2021 },
    before: [{ files: ['MagicCompRules 20210305.txt'] }],
    expect: { succeeds: /2021-03-05 en .*: unchanged[\s\S]*nothing to write/ },
  },
  {
    id: 'I9',
    what: 'an incomplete edition between two full ones: marked, and its what-changed pages warn',
    files: {
      'MagicCompRules 20210305.txt': RULES_2021,
      'MagicCompRules 20220101.txt': TRUNCATED,
      'MagicCompRules 20230305.txt': withDate(RULES_2022, 'March 5, 2023'),
    },
    args: ['--accept-incomplete'],
    expect: {
      succeeds: /total: 3 editions imported/,
      check: (c) => {
        const tsv = readFileSync(join(c, 'lineage/editions.tsv'), 'utf8');
        if (
          !/2022-01-01\t[^\n]*\tincomplete/.test(tsv) ||
          /2023-03-05\t[^\n]*\tincomplete/.test(tsv)
        )
          throw new Error(tsv);
      },
    },
  },
  {
    id: 'I14',
    what: 'the content folder is a file',
    files: { 'MagicCompRules 20210305.txt': RULES_2021 },
    contentIsAFile: true,
    expect: { fails: /import failed, content unchanged: .*(ENOTDIR|not a directory|EEXIST)/ },
  },
  {
    id: 'I15',
    what: 'a write that fails in the middle of the commit (a file where the store’s folder goes)',
    files: { 'MagicCompRules 20210305.txt': RULES_2021 },
    prepare: (c) => writeFileSync(join(c, 'official'), 'in the way'),
    expect: { fails: /(ENOTDIR|EEXIST|not a directory)/ },
  },
  {
    id: 'I16',
    what: 'an older edition that says "current as of" instead of "effective as of"',
    files: {
      'rules.txt': RULES_2021.replaceAll(
        'These rules are effective as of March 5, 2021.',
        'These rules are current as of March 5, 2021.',
      ),
    },
    expect: { succeeds: /2021-03-05 en \(effective date in the file\): new/ },
  },
  {
    id: 'I17',
    what: 'the same subrule twice, as the real 2007 files have it: accepted, not refused',
    files: { 'rules.txt': DUPLICATED },
    expect: { succeeds: /2021-03-05 en .*: new/ },
  },
  {
    id: 'I22',
    what: 'a glossary definition holding HTML and Markdown: stored as text',
    files: { 'MagicCompRules 20210305.txt': HOSTILE_GLOSSARY },
    expect: {
      succeeds: /new/,
      check: (c) => {
        const bury = stored(c, '2021-03-05').glossary.find((g) => g.term.startsWith('Bury'));
        if (!JSON.stringify(bury).includes('<img src=x onerror=alert(1)>'))
          throw new Error(`definition not kept as written: ${JSON.stringify(bury)}`);
      },
    },
  },
  {
    id: 'I23',
    what: '--edition 2024-13-45',
    files: { 'rules.txt': RULES_2021 },
    args: ['--edition', '2024-13-45'],
    expect: { fails: /"2024-13-45" is not an edition: write the date/ },
  },
  {
    id: 'I24',
    what: '--lang fr',
    files: { 'rules.txt': RULES_2021 },
    args: ['--lang', 'fr'],
    expect: { fails: /--lang fr: use one of en, it, ja/ },
  },
  {
    id: 'I25',
    what: 'a file that does not exist',
    files: {},
    pass: ['nope.txt'],
    expect: { fails: /nope\.txt: ENOENT: no such file or directory/ },
  },
  {
    id: 'I26',
    what: 'a folder with no rules files in it',
    files: { 'notes.md': 'not rules' },
    pass: ['.'],
    expect: { fails: /the folder holds no rules files \(\.txt\)/ },
  },
  {
    id: 'XI1',
    what: 'a web page (an HTML error page) saved where the .txt should be',
    files: { 'MagicCompRules 20210305.txt': HTML_ERROR },
    expect: { fails: /this is a web page \(HTML\), not a rules text file/ },
  },
  {
    id: 'XI2',
    what: 'two different rules files given as one edition',
    files: { 'a.txt': RULES_2021, 'b.txt': RULES_2022 },
    args: ['--edition', '2021-03-05'],
    expect: { fails: /2 files of edition 2021-03-05 each hold numbered rules/ },
  },
  {
    id: 'XI3',
    what: 'a translation of an edition whose English file was never imported',
    files: { 'ja.txt': readFileSync(join(FIXTURES, 'test-rules-ja.txt'), 'utf8') },
    args: ['--lang', 'ja'],
    expect: { fails: /import the English file of 2021-03-05 first/ },
  },
  {
    id: 'XI4',
    what: 'UTF-16 LE with a BOM and CR-only line ends (an old Mac editor)',
    files: { 'MagicCompRules 20210305.txt': utf16le(RULES_2021.replace(/\n/g, '\r')) },
    expect: {
      succeeds: /encoding: utf-16le with BOM; line ends: \d+ CR[\s\S]*2021-03-05 en .*: new/,
    },
  },
  {
    id: 'XI5',
    what: 'a dry run writes nothing',
    files: { 'MagicCompRules 20210305.txt': RULES_2021 },
    args: ['--dry-run'],
    expect: {
      succeeds: /dry run: nothing written/,
      check: (c) => noFile(c, 'official/en/2021-03-05.json')(),
    },
  },
  {
    id: 'XI6',
    what: 'editions given out of order in one run: the same content as in order',
    files: { 'MagicCompRules 20220305.txt': RULES_2022, 'MagicCompRules 20210305.txt': RULES_2021 },
    pass: ['MagicCompRules 20220305.txt', 'MagicCompRules 20210305.txt'],
    expect: { succeeds: /total: 2 editions imported \(2 new/ },
  },
  // Rows of the second review (../shared/reviews/reliability-review-2026-12-01-second-pass.md).
  {
    id: 'IM4',
    what: 'a 70 KB line inside a rule (an official line is at most 3.6 KB)',
    files: {
      'MagicCompRules 20220305.txt': RULES_2022.replace(
        'To halve a number',
        `To halve ${'a'.repeat(70_000)}`,
      ),
    },
    expect: { fails: /MagicCompRules 20220305\.txt:\d+: this line is 68 KB long/ },
  },
  {
    id: 'IM6',
    what: 'a known edition’s bytes under another date’s name',
    files: { 'MagicCompRules 20300101.txt': RULES_2021, '2021.txt': RULES_2021 },
    before: [{ files: ['2021.txt'] }],
    pass: ['MagicCompRules 20300101.txt'],
    expect: {
      fails: /its name \(2030-01-01\) says otherwise, but its bytes are edition 2021-03-05/,
    },
  },
  {
    id: 'IM6b',
    what: 'a known edition’s bytes named as another edition the lineage has',
    files: {
      'MagicCompRules 20220305.txt': RULES_2021,
      'MagicCompRules 20210305.txt': RULES_2021,
      'b.txt': RULES_2022,
    },
    before: [{ files: ['MagicCompRules 20210305.txt', 'b.txt'] }],
    pass: ['MagicCompRules 20220305.txt'],
    expect: {
      fails:
        /its name \(2022-03-05\) says otherwise, but its bytes are edition 2021-03-05 .*trust the bytes/,
    },
  },
  {
    id: 'IM7',
    what: 'the English file given as the Italian translation',
    files: { 'MagicCompRules 20210305.txt': RULES_2021 },
    before: [{ files: ['MagicCompRules 20210305.txt'] }],
    args: ['--lang', 'it'],
    expect: { fails: /the very bytes of the English edition 2021-03-05 .*not a translation/ },
  },
  {
    id: 'IM7b',
    what: 'an English text (other bytes) given as the Japanese translation',
    files: {
      'MagicCompRules 20210305.txt': RULES_2021,
      'ja.txt': RULES_2021.replace(/\n/g, '\r\n'),
    },
    before: [{ files: ['MagicCompRules 20210305.txt'] }],
    pass: ['ja.txt'],
    args: ['--lang', 'ja'],
    expect: { fails: /ja\.txt: this file is written in English, not Japanese/ },
  },
  {
    id: 'IM14',
    what: 'a journal whose paths climb out of content/',
    files: { 'MagicCompRules 20210305.txt': RULES_2021 },
    prepare: (c) => {
      writeFileSync(join(c, '..', 'victim.txt'), 'not Grimoire’s');
      writeFileSync(
        join(c, '.import-journal.json'),
        JSON.stringify({
          moves: [{ from: '../in/x.txt', to: '../../x' }],
          deletes: ['../victim.txt'],
        }),
      );
    },
    expect: {
      fails: /\.import-journal\.json: this journal names "\.\.\/in\/x\.txt".*nothing was touched/,
    },
  },
  {
    id: 'IM15',
    what: 'a FIFO named as a rules file in the input folder',
    files: {},
    prepare: (c) => {
      const r = spawnSync('mkfifo', [join(c, '..', 'in', 'MagicCompRules 20260116.txt')]);
      if (r.status !== 0) throw new Error('mkfifo failed');
    },
    pass: ['.'],
    expect: { fails: /MagicCompRules 20260116\.txt: this is not a regular file/ },
  },
  {
    id: 'IM17',
    what: 'the Japanese translation given --lang en',
    files: { 'JPN_CR_20250919_1.txt': readFileSync(join(FIXTURES, 'JPN_CR_20250919_1.txt')) },
    expect: { fails: /this file is written in Japanese, not English: import it with --lang ja/ },
  },
  {
    id: 'LN8c',
    what: 'a fingerprint signature cut to 10 characters, the text of its edition not on the site',
    files: { 'MagicCompRules 20210305.txt': RULES_2021, 'MagicCompRules 20220305.txt': RULES_2022 },
    before: [{ files: ['MagicCompRules 20210305.txt'] }],
    pass: ['MagicCompRules 20220305.txt'],
    prepare: (c) => {
      rmSync(join(c, 'official/en/2021-03-05.json'));
      const path = join(c, 'lineage/fingerprints/2021-03-05.tsv');
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(/\t([A-Za-z0-9+/=]{10})[A-Za-z0-9+/=]+\n/, '\t$1\n'),
      );
    },
    expect: { fails: /lineage\/fingerprints\/2021-03-05\.tsv:3: the signature of 100 is damaged/ },
  },
  {
    id: 'IM3',
    what: 'a section the file’s contents do not list: imported, with an oddity naming it',
    files: {
      'MagicCompRules 20220305.txt': RULES_2022.replace(
        /\n\nGlossary\n(?![\s\S]*\n\nGlossary\n)/,
        '\n\n999. Slipped In\n\n999.9 A rule nobody listed.\n\n999.9a A subrule nobody listed.\n\nGlossary\n',
      ),
    },
    expect: {
      succeeds:
        /:\d+: section 999 "Slipped In" is not in the file's contents \(which list 3 sections\)/,
    },
  },
  {
    id: 'LN4',
    what: 'an override naming a rule the older edition lacks',
    files: { 'MagicCompRules 20210305.txt': RULES_2021, 'MagicCompRules 20220305.txt': RULES_2022 },
    before: [{ files: ['MagicCompRules 20210305.txt'] }],
    pass: ['MagicCompRules 20220305.txt'],
    prepare: (c) =>
      writeFileSync(
        join(c, 'lineage/overrides.tsv'),
        'edition\told\tnew\treason\n2022-03-05\t999.9\t701.2\ta typo\n',
      ),
    expect: {
      fails:
        /lineage\/overrides\.tsv: the override 999\.9 → 701\.2 for 2022-03-05 cannot apply: 2021-03-05 has no rule 999\.9/,
    },
  },
];
