/**
 * Bad content, as site owners and translators write it: each row edits a
 * copy of tests/fixtures/content and says what `npm run check:content`
 * (the build's own pipeline) must answer. Rows C1–C30 are the reliability
 * review's (../shared/reviews/reliability-review-2026-12-01.md); X rows
 * are cases it did not try.
 */
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import {
  SHIFT_JIS,
  appendParagraph,
  move,
  put,
  read,
  replaceIn,
  utf16le,
  windows1252,
} from './edit-tree.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

/** What the check must say. */
export type ContentOutcome =
  /** It fails, and one problem line matches (they carry the file and, where there is one, the line). */
  | { problem: RegExp }
  /** It passes, with a warning that matches. */
  | { warning: RegExp }
  /** It passes with no problem and no warning. */
  | { ok: true };

export interface ContentCase {
  /** The review's row id (C1…), or X… for a case the review did not try. */
  id: string;
  what: string;
  /** Edits the content folder (a copy of the fixtures). */
  edit: (dir: string) => void;
  expect: ContentOutcome;
}

const MILL = 'glossary/en/mill.md';
const LIBRARY = 'glossary/en/library.md';
const ARTICLE = 'articles/en/sample.md';
const RULES = 'rules/en/2024-08-02/701.13.md';
const EDITIONS = 'lineage/editions.tsv';
/** The first line of mill.md's body (8 lines of front matter). */
const BODY = 9;
const body = (md: string) => (dir: string) =>
  replaceIn(dir, MILL, /\n---\n[\s\S]*$/, `\n---\n${md}\n`);
const rawHtml = (id: string, html: string): ContentCase => ({
  id,
  what: `raw HTML: ${html}`,
  edit: (dir) => appendParagraph(dir, LIBRARY, html),
  expect: { problem: /library\.md:\d+: Raw HTML is not allowed/ },
});

export const CONTENT_CASES: ContentCase[] = [
  {
    id: 'C1',
    what: 'malformed YAML (unclosed quote)',
    edit: (d) => replaceIn(d, MILL, 'aliases: [milling]', 'aliases: [milling, "unclosed'),
    expect: { problem: /content\/glossary\/en\/mill\.md:3: .*YAML/ },
  },
  {
    id: 'C2',
    what: 'nested mapping in front matter',
    edit: (d) => replaceIn(d, MILL, 'term: Mill', 'term: mill: the verb'),
    expect: { problem: /mill\.md:2: / },
  },
  {
    id: 'C3',
    what: 'closing --- of the front matter missing',
    edit: (d) => replaceIn(d, MILL, '\n---\nTo move', '\nTo move'),
    expect: { problem: /mill\.md:1: the front matter .* has no closing "---" line/ },
  },
  {
    id: 'C4',
    what: 'required field missing (category)',
    edit: (d) => replaceIn(d, LIBRARY, 'category: zone\n', ''),
    expect: { problem: /library\.md: bad front matter: field "category" is missing: add it/ },
  },
  {
    id: 'C5',
    what: 'wrong type: aliases: 42',
    edit: (d) => replaceIn(d, MILL, 'aliases: [milling]', 'aliases: 42'),
    expect: { problem: /mill\.md:3: .*"aliases".*array/ },
  },
  {
    id: 'C6',
    what: 'wrong type: rules: 701.13',
    edit: (d) => replaceIn(d, MILL, 'rules: ["701.13"]', 'rules: 701.13'),
    expect: { problem: /mill\.md:6: .*"rules".*array/ },
  },
  {
    id: 'C7',
    what: 'wrong type: nameIsEnglish: "yes" (card)',
    edit: (d) =>
      replaceIn(
        d,
        'cards/en/test-card.md',
        'set: Fixture Set',
        'set: Fixture Set\nnameIsEnglish: "yes"',
      ),
    expect: { problem: /test-card\.md:5: .*"nameIsEnglish".*boolean/ },
  },
  {
    id: 'C8',
    what: 'unknown language folder glossary/fr/',
    edit: (d) => put(d, 'glossary/fr/mill.md', read(d, MILL)),
    expect: { problem: /glossary\/fr: "fr" is not a language/ },
  },
  {
    id: 'C9',
    what: 'language folder in capitals glossary/EN/',
    edit: (d) => put(d, 'glossary/EN/mill.md', read(d, MILL)),
    expect: { problem: /glossary\/EN: "EN" is not a language/ },
  },
  {
    id: 'C10',
    what: 'a subrule defined twice in a rules file',
    edit: (d) => appendParagraph(d, RULES, '701.13b Defined a second time.'),
    expect: { problem: /701\.13\.md:\d+: rule 701\.13b is already defined in .*701\.13\.md:9/ },
  },
  {
    id: 'C11',
    what: 'duplicate key in front matter',
    edit: (d) => replaceIn(d, MILL, 'aliases:', 'term: Again\naliases:'),
    expect: { problem: /mill\.md:3: .*unique/ },
  },
  {
    id: 'C12',
    what: 'the same entry under two ids',
    edit: (d) => put(d, 'articles/en/sample-copy.md', read(d, ARTICLE)),
    expect: {
      warning: /sample(-copy)?\.md: the same text as .*sample(-copy)?\.md: one entry under two ids/,
    },
  },
  {
    id: 'C13',
    what: 'the same id in two collections (article and term "library"): allowed, two pages',
    edit: (d) =>
      put(d, 'articles/en/library.md', read(d, ARTICLE).replace('When you', 'Whenever you')),
    expect: { ok: true },
  },
  {
    id: 'C14',
    what: 'an id differing only in case (Mill.md)',
    edit: (d) => put(d, 'glossary/en/Mill.md', read(d, MILL)),
    expect: { problem: /"Mill" is not a valid id: use lowercase kebab-case/ },
  },
  {
    id: 'C15',
    what: 'term link in capitals [[Library]]',
    edit: body('To move cards from the top of your [[Library]] to the graveyard.'),
    expect: {
      problem: new RegExp(
        `mill\\.md:${BODY}: .*\\[\\[Library\\]\\] \\(did you mean \\[\\[library\\]\\]\\?\\)`,
      ),
    },
  },
  {
    id: 'C16',
    what: 'unknown term [[nope]] in a paragraph that also has a rule reference',
    edit: body('See rule 701.13a.\n\nMilling puts cards (rule 701.13b) in the [[nope]].'),
    expect: { problem: new RegExp(`mill\\.md:${BODY + 2}: .*\\[\\[nope\\]\\]`) },
  },
  {
    id: 'C17a',
    what: 'malformed term link [[ library ]]',
    edit: body('Cards go from the [[ library ]] away.'),
    expect: { problem: new RegExp(`mill\\.md:${BODY}: .*\\[\\[ library \\]\\]`) },
  },
  {
    id: 'C17b',
    what: 'malformed term link [[library|]]',
    edit: body('Line one.\nCards go from the [[library|]] away.'),
    expect: { problem: new RegExp(`mill\\.md:${BODY + 1}: .*\\[\\[library\\|\\]\\]`) },
  },
  {
    id: 'C17c',
    what: 'malformed term link [[state based action]]',
    edit: body('Checked as a [[state based action]].'),
    expect: { problem: new RegExp(`mill\\.md:${BODY}: .*state based action`) },
  },
  {
    id: 'C18',
    what: 'unknown rule (rule 999.99z)',
    edit: body('Milling (rule 999.99z) is a keyword action.'),
    expect: { problem: new RegExp(`mill\\.md:${BODY}: Unknown rule 999\\.99z`) },
  },
  {
    id: 'C19',
    what: 'unknown bare rule number: see 999.99z',
    edit: body('Milling is a keyword action, see 999.99z.'),
    expect: { problem: new RegExp(`mill\\.md:${BODY}: Unknown rule 999\\.99z`) },
  },
  {
    id: 'C20',
    what: 'unknown rule in front matter rules: ["999.99"]',
    edit: (d) => replaceIn(d, MILL, 'rules: ["701.13"]', 'rules: ["999.99"]'),
    expect: { problem: /mill\.md:6: field "rules": the 2024-08-02 edition has no rule 999\.99/ },
  },
  rawHtml('C21a', '<script>alert(1)</script>'),
  rawHtml('C21b', 'Text with <img src=x onerror=alert(2)> inside.'),
  {
    id: 'C21c',
    what: 'a javascript: link in Markdown',
    edit: (d) => appendParagraph(d, LIBRARY, '[click me](javascript:alert(3))'),
    expect: { problem: /library\.md:\d+: .*javascript/ },
  },
  rawHtml('C21d', '<a href="javascript:alert(4)">x</a>'),
  rawHtml('C21e', '<iframe src="https://evil.example/"></iframe>'),
  rawHtml('C21f', '<div style="position:fixed;inset:0">overlay</div>'),
  rawHtml('C21g', '<form action="https://evil.example/"><input></form>'),
  {
    id: 'C21h',
    what: 'raw HTML in a Japanese entry: <script>',
    edit: (d) => appendParagraph(d, 'glossary/ja/mill.md', '<script>alert(5)</script>'),
    expect: { problem: /ja\/mill\.md:\d+: Raw HTML is not allowed/ },
  },
  rawHtml('C22a', '<meta http-equiv="refresh" content="4;url=https://example.invalid/phish">'),
  rawHtml('C22b', '<style>body{display:none}</style>'),
  rawHtml('C22c', '<base href="https://evil.example/">'),
  rawHtml('C22d', '<link rel="stylesheet" href="https://evil.example/x.css">'),
  rawHtml('C22e', '<details ontoggle="alert(6)" open>x</details>'),
  {
    id: 'C23',
    what: 'an entry with an empty body',
    edit: (d) => replaceIn(d, LIBRARY, /\n---\n[\s\S]*$/, '\n---\n'),
    expect: { warning: /library\.md: .*no text/ },
  },
  {
    id: 'C24',
    what: 'a 0-byte entry file',
    edit: (d) => put(d, 'glossary/en/empty.md', ''),
    expect: { problem: /empty\.md: .*front matter/ },
  },
  {
    id: 'C25',
    what: 'an entry past the size budget (the review used 5 MB)',
    edit: (d) =>
      appendParagraph(
        d,
        ARTICLE,
        // 300 KB of paragraphs (the review's 5 MB takes the same path, only longer).
        'A long paragraph about [[library]] cards and rule 701.13a.\n\n'.repeat(5_000),
      ),
    expect: { warning: /sample\.md: \d+ KB of text, past the 200 KB budget/ },
  },
  {
    id: 'C26',
    what: 'BOM and CRLF line ends in glossary files (en, ja)',
    edit: (d) => {
      for (const f of [MILL, 'glossary/ja/mill.md'])
        put(d, f, `\uFEFF${read(d, f).replace(/\n/g, '\r\n')}`);
    },
    expect: { ok: true },
  },
  {
    id: 'C27',
    what: 'BOM and CRLF line ends in a rules file',
    edit: (d) => put(d, RULES, `\uFEFF${read(d, RULES).replace(/\n/g, '\r\n')}`),
    expect: { ok: true },
  },
  {
    id: 'C28',
    what: 'a Japanese glossary file in Shift_JIS',
    edit: (d) =>
      put(
        d,
        'glossary/ja/mill.md',
        Buffer.concat([
          Buffer.from('---\nterm: '),
          SHIFT_JIS.mill,
          Buffer.from('\nreading: '),
          SHIFT_JIS.reading,
          Buffer.from(read(d, 'glossary/ja/mill.md').split('\n').slice(3).join('\n')),
        ]),
      ),
    expect: { problem: /ja\/mill\.md:2: .*not UTF-8/ },
  },
  {
    id: 'C29',
    what: 'an Italian glossary file in Windows-1252',
    edit: (d) =>
      put(
        d,
        'glossary/it/library.md',
        windows1252(`${read(d, 'glossary/it/library.md')}\nUn'abilità attivata.\n`),
      ),
    expect: { problem: /it\/library\.md:10: .*not UTF-8/ },
  },
  {
    id: 'C30',
    what: 'a Japanese article in Shift_JIS (no reading field to trip over)',
    edit: (d) =>
      put(
        d,
        'articles/ja/sample.md',
        Buffer.concat([
          Buffer.from('---\ntitle: '),
          SHIFT_JIS.mill,
          Buffer.from('\nrulesEdition: "2024-08-02"\nrules: ["701.13"]\n---\nBody.\n'),
        ]),
      ),
    expect: { problem: /ja\/sample\.md:2: .*not UTF-8/ },
  },
  {
    id: 'XC1',
    what: 'a file saved as UTF-16 ("Unicode" in Notepad)',
    edit: (d) => put(d, LIBRARY, utf16le(read(d, LIBRARY))),
    expect: { problem: /en\/library\.md:1: .*not UTF-8/ },
  },
  {
    id: 'XC2',
    what: 'rulesEdition naming an edition the site does not have',
    edit: (d) => replaceIn(d, MILL, 'rulesEdition: "2024-08-02"', 'rulesEdition: "2031-01-01"'),
    expect: { problem: /mill\.md:5: field "rulesEdition": 2031-01-01 is not an edition/ },
  },
  {
    id: 'XC3',
    what: 'a term link to an article id ([[sample]])',
    edit: body('As the [[sample]] explains.'),
    expect: { problem: new RegExp(`mill\\.md:${BODY}: .*\\[\\[sample\\]\\]`) },
  },
  {
    id: 'XC4',
    what: 'a data: link in Markdown',
    edit: (d) => appendParagraph(d, LIBRARY, '[x](data:text/html,<script>alert(7)</script>)'),
    expect: { problem: /library\.md:\d+: .*data/ },
  },
  {
    id: 'XC5',
    what: 'a tab indenting the front matter',
    edit: (d) => replaceIn(d, MILL, 'aliases: [milling]', 'aliases:\n\t- milling'),
    expect: { problem: /mill\.md:\d+: .*YAML/ },
  },
  {
    id: 'XC6',
    what: 'an editor backup (mill.md~) and a .DS_Store beside the entries',
    edit: (d) => {
      put(d, 'glossary/en/mill.md~', read(d, MILL));
      put(d, 'glossary/en/.DS_Store', '\0\0\0\x01Bud1');
    },
    expect: { ok: true },
  },
  {
    id: 'XC7',
    what: 'an entry saved with a .markdown extension',
    edit: (d) => move(d, LIBRARY, 'glossary/en/library.markdown'),
    expect: { problem: /library\.markdown: .*\.md/ },
  },
  {
    id: 'XC8',
    what: 'a translation without the English original',
    edit: (d) => put(d, 'glossary/it/orphan.md', read(d, 'glossary/it/library.md')),
    expect: { problem: /glossary\/it\/orphan\.md: .*English/ },
  },
  {
    id: 'XC9',
    what: 'a rule number of the right shape that the entry’s edition lacks, in a ruling',
    edit: (d) => replaceIn(d, 'cards/en/test-card.md', 'rule 701.13a', 'rule 701.14a'),
    expect: { problem: /test-card\.md: ruling of 2009-10-01: Unknown rule 701\.14a/ },
  },
  // Rows of the second review (../shared/reviews/reliability-review-2026-12-01-second-pass.md).
  {
    id: 'LN3',
    what: 'the last editions.tsv row duplicated',
    edit: (d) => replaceIn(d, EDITIONS, /(2024-08-02\t[^\n]*\n)/, '$1$1'),
    expect: {
      problem: /lineage\/editions\.tsv:4: edition 2024-08-02 is listed twice \(also on line 3\)/,
    },
  },
  {
    id: 'LN5',
    what: 'editions.tsv saved with a byte order mark (Excel)',
    edit: (d) => put(d, EDITIONS, `\uFEFF${read(d, EDITIONS)}`),
    expect: { ok: true },
  },
  {
    id: 'LN6',
    what: 'an editions.tsv row out of the order of taking effect',
    edit: (d) => {
      replaceIn(
        d,
        EDITIONS,
        /(2024-08-02\t[^\n]*\n)/,
        '$12023-01-01\t2023-01-01\t-\t-\t-\tcomplete\n',
      );
      put(d, 'lineage/changes/2023-01-01.tsv', read(d, 'lineage/changes/2024-08-02.tsv'));
    },
    expect: {
      problem:
        /editions\.tsv:4: edition 2023-01-01 takes effect 2023-01-01, before 2024-08-02 on the line above .*move this row up/,
    },
  },
  {
    id: 'CN3',
    what: 'a 2 MB term name on one line',
    edit: (d) => replaceIn(d, MILL, 'term: Mill', `term: Mil${'l'.repeat(2_000_000)}`),
    expect: { problem: /mill\.md:2: .*field "term": a name is at most 200 characters/ },
  },
  {
    id: 'CN6',
    what: 'CR-only line ends (an old Mac editor)',
    edit: (d) => put(d, MILL, read(d, MILL).replace(/\n/g, '\r')),
    expect: { ok: true },
  },
  {
    id: 'CN7',
    what: 'a NUL byte in a term and in the body',
    edit: (d) => {
      replaceIn(d, LIBRARY, /\n---\n/, '\n---\nA\u0000 library.\n');
    },
    expect: { problem: /library\.md:\d+: the file contains a NUL byte/ },
  },
  {
    id: 'CN8',
    what: 'bidi override characters in a term',
    edit: (d) => replaceIn(d, MILL, 'term: Mill', 'term: "Mill \u202Elanruoj\u202C \u2066x\u2069"'),
    expect: { problem: /mill\.md:2: .*bidirectional override/ },
  },
  {
    id: 'CN9',
    what: 'a term of zero-width characters only',
    edit: (d) => replaceIn(d, MILL, 'term: Mill', 'term: "\u200B\uFEFF\u200D"'),
    expect: { problem: /mill\.md:2: .*a name must have visible text/ },
  },
  {
    id: 'CN13',
    what: 'see also: the entry itself and a duplicate',
    edit: (d) => replaceIn(d, MILL, 'seeAlso: [library]', 'seeAlso: [mill, library, library]'),
    expect: { problem: /mill\.md:7: field "seeAlso": "mill" is this entry itself/ },
  },
  {
    id: 'CN13b',
    what: 'see also: an id listed twice',
    edit: (d) => replaceIn(d, MILL, 'seeAlso: [library]', 'seeAlso: [library, library]'),
    expect: { problem: /mill\.md:7: field "seeAlso": "library" is listed twice/ },
  },
  {
    id: 'CN17',
    what: 'upper-case name and extension (MILL.MD): the suggested name is a valid id',
    edit: (d) => move(d, MILL, 'glossary/en/MILL.MD'),
    expect: { problem: /MILL\.MD: only \.md files are read here: rename it to "mill\.md"/ },
  },
  {
    id: 'CN18',
    what: 'a symbolic link to an entry outside the content folder',
    edit: (d) => {
      put(d, '../outside/outside.md', read(d, LIBRARY));
      symlinkSync(join(d, '../outside/outside.md'), join(d, 'glossary/en/outside.md'));
    },
    expect: { problem: /outside\.md: a symbolic link to .*outside content\// },
  },
  {
    id: 'CN20',
    what: 'a dangling symbolic link',
    edit: (d) => symlinkSync(join(d, 'nowhere.md'), join(d, 'glossary/en/ghost.md')),
    expect: { problem: /glossary\/en\/ghost\.md: a symbolic link to a file that does not exist/ },
  },
  {
    id: 'CN21',
    what: 'a folder named like an entry (folder.md)',
    edit: (d) => put(d, 'glossary/en/folder.md/x.txt', 'x'),
    expect: { problem: /glossary\/en\/folder\.md: a folder, not a file/ },
  },
  {
    id: 'CN28',
    what: 'a term of white space only',
    edit: (d) => replaceIn(d, MILL, 'term: Mill', 'term: " "'),
    expect: { problem: /mill\.md:2: .*a name must have visible text/ },
  },
  {
    id: 'CN29',
    what: 'a ruling dated 2009-13-45',
    edit: (d) =>
      replaceIn(d, 'cards/en/test-card.md', /date: "?\d{4}-\d{2}-\d{2}"?/, 'date: "2009-13-45"'),
    expect: { problem: /test-card\.md:\d+: .*a ruling date must be a real day/ },
  },
  {
    id: 'CN34',
    what: 'Grimoire’s rules file gives 701.13z, a number the edition never had',
    edit: (d) => replaceIn(d, RULES, '701.13b Nobody', '701.13z Nobody'),
    expect: { problem: /701\.13\.md:9: the 2024-08-02 edition has no rule 701\.13z/ },
  },
  {
    id: 'CN35',
    what: 'nested blockquotes (1,000 here; the review used 20,000, which took the renderer minutes)',
    edit: body(`${'>'.repeat(1_000)} deep`),
    expect: { problem: /mill\.md:9: the Markdown nests too deeply to render/ },
  },
  {
    id: 'MD2',
    what: 'an image from another site',
    edit: (d) => appendParagraph(d, LIBRARY, '![pixel](https://evil.example/track.png)'),
    expect: { problem: /library\.md:\d+: Image from another site "https:\/\/evil\.example/ },
  },
  {
    id: 'MD3',
    what: 'a protocol-relative link',
    edit: (d) => appendParagraph(d, LIBRARY, '[x](//evil.example/phish) and [y](/\\evil.example)'),
    expect: { problem: /library\.md:\d+: Unsafe address "\/\/evil\.example\/phish"/ },
  },
];

/** A fresh copy of the fixture content in `dir`/content, edited by the case. */
export function prepareContent(c: ContentCase, fixtures: string, dir: string): string {
  const content = join(dir, 'content');
  copyContent(fixtures, content);
  c.edit(content);
  return content;
}
