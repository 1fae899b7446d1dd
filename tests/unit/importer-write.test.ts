/**
 * Writing an imported edition into a content folder: the files and their
 * format, atomic replacement of the edition folder, idempotent re-imports,
 * and a failed import leaving everything as it was.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { projectRoot } from '../../src/registry/index.ts';
import { readContent } from '../../src/registry/read-content.ts';
import { ContentError } from '../../src/content/content-error.ts';
import { parseComprehensiveRules } from '../../src/importer/parse-cr.ts';
import { rulePageTitle, writeEdition } from '../../src/importer/write-edition.ts';

const fixture = (name: string) =>
  readFileSync(join(projectRoot, 'tests/fixtures/cr', name), 'utf8');
const parsed = parseComprehensiveRules(fixture('test-rules-en.txt'), { lang: 'en' });
const EDITION = '2021-03-05';

const dirs: string[] = [];
function tempContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'grimoire-import-'));
  dirs.push(root);
  return join(root, 'content');
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Every file under a folder with its contents and mtime (the folder's own names included). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else out[relative(dir, p)] = `${st.mtimeMs} ${readFileSync(p, 'utf8')}`;
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

describe('writeEdition', () => {
  it('writes one page per section and per numbered rule, the glossary and the edition files', () => {
    const content = tempContent();
    const r = writeEdition({ contentDir: content, lang: 'en', edition: EDITION, parsed });
    expect(r.status).toBe('written');
    const dir = join(content, 'rules/en', EDITION);
    expect(readdirSync(dir).sort()).toEqual([
      '100.1.md',
      '100.2.md',
      '100.3.md',
      '100.md',
      '101.1.md',
      '101.2.md',
      '101.md',
      '701.1.md',
      '701.2.md',
      '701.3.md',
      '701.md',
      'glossary.yaml',
    ]);
    expect(r.files).toBe(12);
    expect(readFileSync(join(dir, '101.md'), 'utf8')).toBe(
      '---\nnumber: "101"\ntitle: Special Things\nedition: "2021-03-05"\nsource: official\n---\n',
    );
    expect(readFileSync(join(dir, '701.2.md'), 'utf8')).toBe(
      '---\nnumber: "701.2"\ntitle: Double\nedition: "2021-03-05"\nsource: official\n---\n701.2. Double\n\n701.2a To double a number, multiply it by two.\n',
    );
    const page = readFileSync(join(dir, '100.2.md'), 'utf8');
    expect(page).toContain('title: General\n');
    expect(page).toContain(
      '\n100.2. To play, each player needs a deck of test cards.\n\nExample: A player with forty test cards has a deck.\n\n100.2a A test deck has \\[-1\\] plus 41 cards',
    );
    expect(page).toContain('\n\\# An indented line that goes on with 100.2a');
    expect(page).toContain('\n\n100.2b A subrule with a stray period.\n');
    expect(readFileSync(join(dir, '100.3.md'), 'utf8')).toContain(
      '\n100.3. A numbered rule without its period.\n',
    );
    expect(readFileSync(join(dir, '101.1.md'), 'utf8')).toContain(
      '\n101.1. A numbered rule without a space.\n',
    );

    const glossary = parseYaml(readFileSync(join(dir, 'glossary.yaml'), 'utf8'));
    expect(glossary).toEqual([
      {
        term: 'Action',
        senses: ['Something a player does.', 'A keyword action.\nSee rule 701, “Keyword Actions.”'],
        obsolete: false,
      },
      { term: 'Bury', senses: ['A term that meant “put into the graveyard.”'], obsolete: true },
      {
        term: 'Double',
        senses: ['To multiply by two. See rule 701.2.\nSome older test cards said “twice.”'],
        obsolete: false,
      },
    ]);
    expect(parseYaml(readFileSync(join(content, 'editions', `${EDITION}.yaml`), 'utf8'))).toEqual({
      date: EDITION,
      name: {
        en: 'Comprehensive Rules effective 2021-03-05',
        it: 'Regole Complete in vigore dal 2021-03-05',
        ja: '総合ルール（2021-03-05発効）',
      },
    });
    const numbers = readFileSync(
      join(content, 'editions', `${EDITION}.rule-numbers.txt`),
      'utf8',
    ).split('\n');
    expect(numbers[0]).toMatch(/^# /);
    expect(numbers.slice(1, 6)).toEqual(['100', '100.1', '100.1a', '100.1b', '100.2']);
    expect(numbers).toContain('101.1');
  });

  it('writes content the registry reads back, rule by rule', () => {
    const content = tempContent();
    writeEdition({ contentDir: content, lang: 'en', edition: EDITION, parsed });
    const raw = readContent(content, join(content, '..'));
    const all = raw.rules.flatMap((f) => f.paragraphs.map((p) => p.number));
    expect(all).toEqual(parsed.rules.map((r) => r.number));
    const p = raw.rules
      .find((f) => f.data.number === '101.2')!
      .paragraphs.find((x) => x.number === '101.2b')!;
    expect(p.text).toBe('The second special thing — with a dash – is ‘quoted’.');
    expect(p.examples).toEqual(['Example: An example after a blank line.']);
  });

  it('titles a page with its rule text only when the text reads as a heading', () => {
    expect(rulePageTitle({ number: '701.13', text: 'Mill' }, 'Keyword Actions')).toBe('Mill');
    expect(rulePageTitle({ number: '116.1', text: 'A short sentence.' }, 'Special Actions')).toBe(
      'Special Actions',
    );
    expect(
      rulePageTitle({ number: '116.2', text: 'There are test actions:' }, 'Special Actions'),
    ).toBe('Special Actions');
    expect(rulePageTitle({ number: '116.3', text: 'x'.repeat(61) }, 'Special Actions')).toBe(
      'Special Actions',
    );
  });

  it('changes nothing when re-imported, and says so', () => {
    const content = tempContent();
    writeEdition({ contentDir: content, lang: 'en', edition: EDITION, parsed });
    const before = snapshot(content);
    const again = writeEdition({ contentDir: content, lang: 'en', edition: EDITION, parsed });
    expect(again.status).toBe('unchanged');
    expect(again.created).toEqual([]);
    expect(again.replaced).toEqual([]);
    expect(snapshot(content)).toEqual(before);
  });

  it('replaces the whole edition folder and names the files it replaced', () => {
    const content = tempContent();
    const dir = join(content, 'rules/en', EDITION);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, '116.md'),
      '---\nnumber: "116"\ntitle: Own words\nedition: "2021-03-05"\nsource: paraphrase\n---\n116.1. Our paraphrase.\n',
    );
    writeFileSync(join(dir, '100.1.md'), 'old text\n');
    const r = writeEdition({ contentDir: content, lang: 'en', edition: EDITION, parsed });
    expect(r.replaced).toEqual([
      { file: `rules/en/${EDITION}/100.1.md`, how: 'changed' },
      { file: `rules/en/${EDITION}/116.md`, source: 'paraphrase', how: 'removed' },
    ]);
    expect(existsSync(join(dir, '116.md'))).toBe(false);
    expect(readdirSync(content).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('writes nothing in a dry run', () => {
    const content = tempContent();
    const r = writeEdition({
      contentDir: content,
      lang: 'en',
      edition: EDITION,
      parsed,
      dryRun: true,
    });
    expect(r.status).toBe('dry-run');
    expect(r.created.length).toBe(14);
    expect(existsSync(content)).toBe(false);
  });

  it('keeps the edition description and, for a translation, the English number list', () => {
    const content = tempContent();
    mkdirSync(join(content, 'editions'), { recursive: true });
    writeFileSync(
      join(content, 'editions', `${EDITION}.yaml`),
      'date: "2021-03-05"\nname: { en: Ours, it: Nostra, ja: 私たち }\n',
    );
    writeFileSync(join(content, 'editions', `${EDITION}.rule-numbers.txt`), '# list\n100\n');
    const r = writeEdition({ contentDir: content, lang: 'ja', edition: EDITION, parsed });
    expect(r.kept).toEqual([expect.stringContaining(`editions/${EDITION}.rule-numbers.txt`)]);
    expect(readFileSync(join(content, 'editions', `${EDITION}.yaml`), 'utf8')).toContain('Ours');
    expect(readFileSync(join(content, 'editions', `${EDITION}.rule-numbers.txt`), 'utf8')).toBe(
      '# list\n100\n',
    );
  });

  describe('a failed import leaves the content folder untouched', () => {
    /** A content folder with an earlier import and a paraphrased page in it. */
    function existingContent(): string {
      const content = tempContent();
      writeEdition({
        contentDir: content,
        lang: 'en',
        edition: EDITION,
        parsed: { ...parsed, rules: parsed.rules.slice(0, 5) },
      });
      writeFileSync(
        join(content, 'rules/en', EDITION, '999.md'),
        '---\nnumber: "999"\ntitle: X\nedition: "2021-03-05"\nsource: paraphrase\n---\n',
      );
      return content;
    }

    it('on an invalid edition', () => {
      const content = existingContent();
      const before = snapshot(content);
      expect(() =>
        writeEdition({ contentDir: content, lang: 'en', edition: '2021-3-5', parsed }),
      ).toThrow(/YYYY-MM-DD/);
      expect(snapshot(content)).toEqual(before);
    });

    it('on content that cannot be written, naming the source file and line', () => {
      const content = existingContent();
      const before = snapshot(content);
      const dup = {
        ...parsed,
        rules: [...parsed.rules, { number: '100.1a', text: 'Again.', examples: [], line: 99 }],
      };
      let error: unknown;
      try {
        writeEdition({
          contentDir: content,
          lang: 'en',
          edition: EDITION,
          parsed: dup,
          source: 'rules.txt',
        });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ContentError);
      const first = parsed.rules.find((r) => r.number === '100.1a')!.line;
      expect((error as Error).message).toBe(
        `rules.txt:99: rule 100.1a appears twice (also at line ${first}); fix the file before importing`,
      );
      expect(snapshot(content)).toEqual(before);
    });

    it('on a write error after the folder was swapped in (rolled back)', () => {
      const content = existingContent();
      // The number list changes, but editions/ is now a file: renaming into it fails.
      rmSync(join(content, 'editions'), { recursive: true });
      writeFileSync(join(content, 'editions'), 'not a folder\n');
      const before = snapshot(content);
      expect(() =>
        writeEdition({ contentDir: content, lang: 'en', edition: EDITION, parsed }),
      ).toThrow(/ENOTDIR|EEXIST|not a directory/i);
      expect(snapshot(content)).toEqual(before);
      expect(readdirSync(content).filter((n) => n.startsWith('.'))).toEqual([]);
    });
  });
});
