/**
 * The Japanese translation in its published layout (our own fixture,
 * tests/fixtures/cr/JPN_CR_20210305_1.txt, translating the invented
 * 2021-03-05 test edition): header notice, contents, "0. はじめに", rules with
 * 例： examples, `rule 7〔…〕参照` and `rule 101.2a-b` references, `日本語／English`
 * terms, the "10. 用語集" glossary and the end matter; the edition read from the
 * text; the revision; encodings; atomic failures; and official names against
 * our glossary.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseComprehensiveRules } from '../../src/importer/parse-cr.ts';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { readContent } from '../../src/registry/read-content.ts';
import { Registry } from '../../src/registry/registry.ts';
import { describeDifference } from '../../src/registry/official-terms.ts';
import { tempDirs, treeHash } from '../support/content-tree.ts';

const fixtures = join(projectRoot, 'tests/fixtures/cr');
const jaFile = join(fixtures, 'JPN_CR_20210305_1.txt');
const ja = readFileSync(jaFile, 'utf8');
const lineOf = (text: string, start: string) =>
  text.split('\n').findIndex((l) => l.startsWith(start)) + 1;
const temp = tempDirs('grimoire-import-ja-');
afterEach(() => temp.cleanup());

/** A content folder with the English 2021-03-05 test edition imported. */
function englishContent(): string {
  const dir = join(temp.make(), 'content');
  importRulesFiles({ files: [join(fixtures, 'test-rules-en.txt')], lang: 'en', contentDir: dir });
  return dir;
}
const importJa = (dir: string, files: string[]) =>
  importRulesFiles({ files, lang: 'ja', contentDir: dir });
const registryOf = (dir: string) => new Registry(readContent(dir, join(dir, '..')));

describe('parsing the Japanese translation', () => {
  const p = parseComprehensiveRules(ja, { lang: 'ja' });

  it('reads every numbered line of the rules, after the contents and the introduction', () => {
    const numbered = ja.split('\n').filter((l) => /^\d{3}\.\d+[a-z]?\.? /.test(l));
    expect(p.rules.map((r) => r.number)).toEqual(numbered.map((l) => l.split(/\.? /)[0]));
    expect(p.sections.map((s) => `${s.number} ${s.title}`)).toEqual([
      '100 原則',
      '101 特別なもの',
      '701 キーワード処理',
    ]);
    expect(p.chapters.map((c) => c.number)).toEqual(['1', '7']);
    expect(p.oddities).toEqual([]);
    expect(p.completeness.complete).toBe(true);
  });

  it('keeps references, ranges, 日本語／English terms and 例： examples as printed', () => {
    const rule = (n: string) => p.rules.find((r) => r.number === n)!;
    expect(rule('100.1b').text).toBe(
      '大きなテスト用のゲームとは、2人より多くのプレイヤーで遊ぶゲームのことである。rule 7〔テスト処理〕参照。',
    );
    expect(rule('101.2').text).toBe('特別なものは2つある。rule 101.2a-b 参照。');
    expect(rule('100.2').text).toContain('「テスト・カード／test card」');
    expect(rule('100.2a').examples).toEqual(['例：100.2aの1つ目の例。', '例：100.2aの2つ目の例。']);
    expect(rule('100.2a').line).toBe(lineOf(ja, '100.2a'));
  });

  it('reads the notice before the contents and the end matter after the glossary', () => {
    expect(p.preface?.[0]).toBe(
      'この総合ルールの和訳は参考のためのものであり、英語版を正文とする。テストゲームの権利はその作者にある。',
    );
    expect(p.preface).toHaveLength(4);
    expect(p.endMatter).toEqual([
      'このファイルについて',
      'この和訳はGrimoireのテストのために書かれたものであり、実在の総合ルールの訳ではない。',
    ]);
    expect(p.glossary.map((g) => [g.term, g.reading, g.englishTerm, g.obsolete])).toEqual([
      ['処理', 'しょり', 'Action', false],
      ['埋葬', 'まいそう', 'Bury', true],
      ['倍にする', 'ばいにする', 'Double', false],
    ]);
    expect(p.glossary[0]!.senses).toEqual([
      'プレイヤーが行うこと。',
      'キーワード処理。　rule 701〔キーワード処理〕参照。',
    ]);
  });

  it('joins a paragraph between two entries to the definition before it, and reports it', () => {
    const text = ja.replace('=埋葬', '追記の段落。\n\n=埋葬');
    const q = parseComprehensiveRules(text, { lang: 'ja' });
    expect(q.glossary.map((g) => g.term)).toEqual(['処理', '埋葬', '倍にする']);
    expect(q.glossary[0]!.senses.at(-1)).toMatch(/参照。\n追記の段落。$/);
    expect(q.oddities).toEqual([
      {
        line: lineOf(text, '追記の段落'),
        message: 'paragraph after a blank line in the glossary: joined to the definition of "処理"',
      },
    ]);
  });

  it('does not read a notice or end matter out of an English file', () => {
    const en = readFileSync(join(fixtures, 'test-rules-en.txt'), 'utf8');
    const q = parseComprehensiveRules(en, { lang: 'en' });
    expect(q.preface).toBeUndefined();
    expect(q.endMatter).toBeUndefined();
  });
});

describe('importing the Japanese translation', () => {
  it('stores the edition the text names, its revision, notice and glossary', () => {
    const dir = englishContent();
    const r = importJa(dir, [jaFile]);
    expect(r.editions.map((e) => [e.key, e.status, e.from])).toEqual([
      ['2021-03-05', 'new', 'translation date'],
    ]);
    const stored = JSON.parse(readFileSync(join(dir, 'official/ja/2021-03-05.json'), 'utf8'));
    expect(stored.revision).toBe('20210305.1');
    expect(stored.effective).toBe('2021-03-05');
    expect(stored.preface[0]).toContain('英語版を正文とする');
    expect(stored.endMatter).toHaveLength(2);
    const reg = registryOf(dir);
    expect(reg.rules.text('2021-03-05', '701.3a', 'ja')?.text).toBe(
      'テスト用の「ライブラリー／library」を切り直すとは、それを無作為な順番にすることである。',
    );
    expect(reg.rules.pageTitle('2021-03-05', '701.2', 'ja')?.title).toBe('倍にする');
    expect(importJa(dir, [jaFile]).editions[0]!.status).toBe('unchanged');
  });

  it('reads the edition from the text when the file name says nothing or something else', () => {
    const dir = englishContent();
    const plain = join(temp.make(), 'ja-rules.txt');
    writeFileSync(plain, ja);
    expect(importJa(dir, [plain]).editions.map((e) => [e.key, e.from])).toEqual([
      ['2021-03-05', 'translation date'],
    ]);
    const misnamed = join(temp.make(), 'JPN_CR_20210312_2.txt');
    writeFileSync(misnamed, ja);
    const r = importJa(dir, [misnamed]);
    expect(r.editions[0]!.key).toBe('2021-03-05');
    expect(r.editions[0]!.edition!.oddities[0]).toEqual({
      file: 'JPN_CR_20210312_2.txt',
      line: 1,
      message: 'the file name says 2021-03-12: imported as 2021-03-05 (the translation date)',
    });
  });

  it('detects UTF-16 with CRLF and Shift_JIS, reading the same rules', () => {
    const crlf = ja.replace(/\n/g, '\r\n');
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(crlf, 'utf16le'))]);
    const sjis = shiftJis(ja);
    for (const [name, bytes, encoding] of [
      ['u16.txt', utf16, 'utf-16le'],
      ['sjis.txt', sjis, 'shift_jis'],
    ] as const) {
      const dir = englishContent();
      const file = join(temp.make(), name);
      writeFileSync(file, bytes);
      const e = importJa(dir, [file]).editions[0]!;
      expect(e.edition!.sources[0]!.encoding).toBe(encoding);
      expect(e.edition!.rules.map((x) => x.text)).toEqual(
        parseComprehensiveRules(ja, { lang: 'ja' }).rules.map((x) => x.text),
      );
    }
  });

  it('fails for an edition the lineage lacks, changing nothing', () => {
    const dir = englishContent();
    const before = treeHash(dir);
    const other = join(temp.make(), 'other.txt');
    writeFileSync(other, ja.replace('2021-03-05 に翻訳', '2021-04-01 に翻訳'));
    const r = importJa(dir, [other]);
    expect(r.editions[0]!.status).toBe('failed');
    expect(r.editions[0]!.error).toContain('import the English file of 2021-04-01 first');
    expect(r.written).toBe(false);
    expect(treeHash(dir)).toBe(before);
  });

  it('imports it as the edition --edition names, saying which edition the file names', () => {
    const dir = englishContent();
    const other = join(temp.make(), 'other.txt');
    writeFileSync(other, ja.replace('2021-03-05 に翻訳', '2021-04-01 に翻訳'));
    const r = importRulesFiles({
      files: [other],
      lang: 'ja',
      contentDir: dir,
      edition: '2021-03-05',
    });
    expect(r.editions.map((e) => [e.key, e.status, e.from])).toEqual([
      ['2021-03-05', 'new', 'option'],
    ]);
    expect(r.editions[0]!.edition!.oddities[0]).toEqual({
      file: 'other.txt',
      line: 1,
      message: 'the translation date says 2021-04-01: imported as 2021-03-05 (--edition)',
    });
    const same = importRulesFiles({
      files: [jaFile],
      lang: 'ja',
      contentDir: englishContent(),
      edition: '2021-03-05',
    });
    expect(same.editions[0]!.edition!.oddities).toEqual([]);
  });
});

describe('official names against our glossary', () => {
  it('gives the translation’s name and reading, and reports where ours differs', () => {
    const dir = englishContent();
    importJa(dir, [jaFile]);
    const entry = (path: string, text: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    const fm = (term: string, reading?: string) =>
      `---\nterm: ${term}\n${reading ? `reading: ${reading}\n` : ''}category: keyword-action\nrulesEdition: "2021-03-05"\nrules: ["701.2"]\n---\nText.\n`;
    entry('glossary/en/double.md', fm('double'));
    entry('glossary/ja/double.md', fm('倍', 'ばい'));
    entry('glossary/en/action.md', fm('Action'));
    entry('glossary/ja/action.md', fm('処理', 'ショリ'));
    const reg = registryOf(dir);
    expect(reg.officialTerms.name('double', 'ja')).toEqual({
      term: '倍にする',
      reading: 'ばいにする',
      edition: '2021-03-05',
      obsolete: false,
    });
    const diffs = reg.officialTerms.differences('ja');
    expect(diffs.map((d) => [d.id, d.differs])).toEqual([['double', ['term']]]);
    expect(describeDifference(diffs[0]!)).toBe(
      "content/glossary/ja/double.md: our term 倍（ばい） differs from the official translation's 倍にする（ばいにする） (glossary of 2021-03-05): check our term",
    );
  });
});

/** Shift_JIS bytes of a string, through the decoder's own table (Node has no Shift_JIS encoder). */
function shiftJis(text: string): Uint8Array {
  const decoder = new TextDecoder('shift_jis');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      const c = decoder.decode(new Uint8Array([lead, trail]));
      if (c.length === 1 && c !== '\ufffd' && !table.has(c)) table.set(c, [lead, trail]);
    }
  }
  const out: number[] = [];
  for (const c of text) {
    if (c.charCodeAt(0) < 0x80) out.push(c.charCodeAt(0));
    else {
      const b = table.get(c);
      if (!b) throw new Error(`no Shift_JIS code for ${c}`);
      out.push(...b);
    }
  }
  return new Uint8Array(out);
}
