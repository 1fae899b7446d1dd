/**
 * The rules-file parser on our own fixtures (tests/fixtures/cr), written in
 * the layout of the official text files with invented rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { decodeRulesFile, detectEncoding } from '../../src/importer/decode.ts';
import { findRulesStart, parseComprehensiveRules } from '../../src/importer/parse-cr.ts';
import { splitSenses } from '../../src/importer/parse-glossary.ts';
import { findEffectiveDate } from '../../src/importer/effective-date.ts';
import { windows1252 } from '../support/windows-1252.ts';

const fixture = (name: string) =>
  readFileSync(join(projectRoot, 'tests/fixtures/cr', name), 'utf8');
const en = fixture('test-rules-en.txt');
const ja = fixture('test-rules-ja.txt');
/** 1-based line of the first line of `text` that starts with `start`. */
const lineOf = (text: string, start: string, from = 0) =>
  text.split('\n').findIndex((l, i) => i >= from && l.startsWith(start)) + 1;

describe('parseComprehensiveRules (English layout)', () => {
  const p = parseComprehensiveRules(en, { lang: 'en' });

  it('counts rules, subrules, examples, glossary terms and sections', () => {
    expect(p.counts).toEqual({ rules: 8, subrules: 8, examples: 4, glossaryTerms: 3, sections: 3 });
    expect(p.effectiveDate).toBe('2021-03-05');
  });

  it('skips the Contents (where Glossary and Credits appear first) and starts at the second chapter heading', () => {
    const bodyStart = lineOf(en, '1. Test Concepts', lineOf(en, 'Credits'));
    expect(p.chapters).toEqual([
      { number: '1', title: 'Test Concepts', line: bodyStart },
      { number: '7', title: 'Test Actions', line: lineOf(en, '7. Test Actions', bodyStart) },
    ]);
    expect(p.sections.map((s) => [s.number, s.title])).toEqual([
      ['100', 'General'],
      ['101', 'Special Things'],
      ['701', 'Keyword Actions'],
    ]);
    expect(p.sections[0]!.line).toBe(lineOf(en, '100. General', bodyStart));
  });

  it('lists rules in file order with their numbers without the trailing period', () => {
    expect(p.rules.map((r) => r.number)).toEqual([
      '100.1',
      '100.1a',
      '100.1b',
      '100.2',
      '100.2a',
      '100.2b',
      '100.3',
      '101.1',
      '101.2',
      '101.2a',
      '101.2b',
      '701.1',
      '701.2',
      '701.2a',
      '701.3',
      '701.3a',
    ]);
    expect(p.rules[0]).toEqual({
      number: '100.1',
      text: 'These are test rules.',
      examples: [],
      line: lineOf(en, '100.1.'),
    });
  });

  it('keeps quotes and dashes exactly', () => {
    expect(p.rules.find((r) => r.number === '100.1b')!.text).toBe(
      'A large test game has more than two players. See section 7, “Test Actions.”',
    );
    expect(p.rules.find((r) => r.number === '101.2b')!.text).toBe(
      'The second special thing — with a dash – is ‘quoted’.',
    );
  });

  it('attaches one or several examples, also one after a blank line', () => {
    const ex = (n: string) => p.rules.find((r) => r.number === n)!.examples;
    expect(ex('100.2')).toEqual(['Example: A player with forty test cards has a deck.']);
    expect(ex('100.2a')).toEqual([
      'Example: First example of 100.2a.',
      'Example: Second example of 100.2a.',
    ]);
    expect(ex('101.2b')).toEqual(['Example: An example after a blank line.']);
  });

  it('joins an indented continuation line to its rule', () => {
    const r = p.rules.find((x) => x.number === '100.2a')!;
    expect(r.text.split('\n')).toEqual([
      'A test deck has [-1] plus 41 cards; an effect that says “draw <two> cards” may use *stars*, _underscores_, `ticks`, ~tildes~, a | pipe, a back\\slash and &amp; signs.',
      '# An indented line that goes on with 100.2a and looks like a heading.',
    ]);
  });

  it('accepts malformed numbers and reports each with its line', () => {
    expect(p.rules.find((r) => r.number === '100.2b')!.text).toBe('A subrule with a stray period.');
    expect(p.rules.find((r) => r.number === '100.3')!.text).toBe(
      'A numbered rule without its period.',
    );
    expect(p.rules.find((r) => r.number === '101.1')!.text).toBe(
      'A numbered rule without a space.',
    );
    expect(p.oddities).toEqual([
      { line: lineOf(en, '     # An indented'), message: 'indented line joined to rule 100.2a' },
      {
        line: lineOf(en, '100.2b.'),
        message: 'subrule 100.2b has a stray period after its number ("100.2b.")',
      },
      {
        line: lineOf(en, '100.3 '),
        message: 'rule 100.3 has no period after its number ("100.3" instead of "100.3.")',
      },
      { line: lineOf(en, '101.1.A'), message: 'no space after the number of rule 101.1' },
    ]);
  });

  it('reads glossary terms with numbered senses, Obsolete terms and multi-line definitions, and stops at Credits', () => {
    expect(p.glossary).toEqual([
      {
        term: 'Action',
        senses: ['Something a player does.', 'A keyword action.\nSee rule 701, “Keyword Actions.”'],
        obsolete: false,
        line: lineOf(en, 'Action'),
      },
      {
        term: 'Bury',
        senses: ['A term that meant “put into the graveyard.”'],
        obsolete: true,
        line: lineOf(en, 'Bury (Obsolete)'),
      },
      {
        term: 'Double',
        senses: ['To multiply by two. See rule 701.2.\nSome older test cards said “twice.”'],
        obsolete: false,
        line: lineOf(en, 'Double', lineOf(en, 'Glossary', lineOf(en, 'Credits'))),
      },
    ]);
  });

  it('reports duplicate and out-of-order numbers', () => {
    const text = '1. A\n\n100. B\n\n100.1. One.\n\n100.2. Two.\n\n100.2. Again.\n\n100.1a Late.\n';
    const q = parseComprehensiveRules(text, { lang: 'en' });
    expect(q.oddities).toEqual([
      { line: 9, message: 'duplicate rule number 100.2 (also at line 7)' },
      { line: 11, message: 'subrule 100.1a does not follow its rule 100.1' },
      { line: 11, message: 'rule 100.1a is out of order (after 100.2)' },
    ]);
  });

  it('finds the rules in a file without Contents', () => {
    const text = 'Title\n\n1. A\n\n100. B\n\n100.1. One.\n';
    expect(findRulesStart(text.split('\n'))).toBe(2);
    expect(parseComprehensiveRules(text, { lang: 'en' }).rules.map((r) => r.number)).toEqual([
      '100.1',
    ]);
  });
});

describe('parseComprehensiveRules (Japanese layout)', () => {
  const p = parseComprehensiveRules(ja, { lang: 'ja' });

  it('reads the rules, 例： examples and the Japanese effective date', () => {
    expect(p.effectiveDate).toBe('2021-03-05');
    expect(p.counts).toEqual({ rules: 2, subrules: 2, examples: 1, glossaryTerms: 3, sections: 1 });
    expect(p.chapters.map((c) => c.title)).toEqual(['テストの考え方']);
    expect(p.rules.find((r) => r.number === '100.1a')).toEqual({
      number: '100.1a',
      text: 'テスト用のゲームは、テスト用の駒で行うゲームである。rule 100.1〔原則〕参照。',
      examples: ['例：テスト用の例である。'],
      line: lineOf(ja, '100.1a'),
    });
    expect(p.oddities).toEqual([]);
  });

  it('reads =term（reading）／English= entries, inline senses and (廃語)', () => {
    expect(p.glossary).toEqual([
      {
        term: 'テスト',
        reading: 'てすと',
        englishTerm: 'Test',
        senses: ['テスト用の用語。rule 100.1 参照。'],
        obsolete: false,
        line: lineOf(ja, '=テスト'),
      },
      {
        term: '倍',
        reading: 'ばい',
        englishTerm: 'Double',
        senses: ['数に2を掛けること。', '同じことを2回行うこと。　rule 100.2 参照。'],
        obsolete: false,
        line: lineOf(ja, '=倍'),
      },
      {
        term: '古語',
        reading: 'こご',
        englishTerm: 'Old Word',
        senses: ['昔のテスト用語。'],
        obsolete: true,
        line: lineOf(ja, '=古語'),
      },
    ]);
  });

  it('reads a file that holds only glossary entries', () => {
    const glossaryOnly = ja.slice(ja.indexOf('=テスト'));
    const q = parseComprehensiveRules(glossaryOnly, { lang: 'ja' });
    expect(q.rules).toEqual([]);
    expect(q.glossary.map((g) => g.term)).toEqual(['テスト', '倍', '古語']);
    expect(q.effectiveDate).toBeUndefined();
  });
});

describe('glossary senses and dates', () => {
  it('splits only on the next expected sense number', () => {
    expect(splitSenses(['Costs 2. Then more.'])).toEqual(['Costs 2. Then more.']);
    expect(splitSenses(['1. One thing, not 3. of them. 2. Another.'])).toEqual([
      'One thing, not 3. of them.',
      'Another.',
    ]);
  });

  it('finds effective dates in English, Italian and Japanese, and nothing in a translation date', () => {
    expect(findEffectiveDate('These rules are effective as of November 14, 2025.')).toBe(
      '2025-11-14',
    );
    expect(findEffectiveDate('Queste regole sono in vigore dal 7 febbraio 2025.')).toBe(
      '2025-02-07',
    );
    expect(findEffectiveDate('２０２５年１１月１４日より発効。')).toBe('2025-11-14');
    expect(findEffectiveDate('2026-01-16 に翻訳したものです。')).toBeUndefined();
    expect(findEffectiveDate('These rules are effective as of February 30, 2025.')).toBeUndefined();
  });
});

describe('encodings and line ends', () => {
  const reference = parseComprehensiveRules(en, { lang: 'en' });
  const crlf = en.replace(/\n/g, '\r\n');
  // CRLF and bare CR alternating, as in the 2023-11-17 file (a bare LF after a bare CR would read as one CRLF).
  const mixed = en
    .replace(/\n$/, '')
    .split('\n')
    .map((l, i) => l + (i % 2 ? '\r' : '\r\n'))
    .join('');
  const variants: Array<[string, Uint8Array, string]> = [
    [
      'UTF-8 with BOM and CRLF',
      new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(crlf, 'utf8')])),
      'utf-8',
    ],
    [
      'UTF-16 LE with BOM and CRLF',
      new Uint8Array(Buffer.from(`\uFEFF${crlf}`, 'utf16le')),
      'utf-16le',
    ],
    ['Windows-1252 with bare CR', windows1252(en.replace(/\n/g, '\r')), 'windows-1252'],
    [
      'UTF-8 with CRLF and bare CR mixed',
      new Uint8Array(Buffer.from(`\uFEFF${mixed}`, 'utf8')),
      'utf-8',
    ],
  ];
  for (const [name, bytes, encoding] of variants) {
    it(`parses ${name} exactly like the LF file`, () => {
      expect(detectEncoding(bytes)).toBe(encoding);
      const p = parseComprehensiveRules(decodeRulesFile(bytes), { lang: 'en' });
      expect(p).toEqual(reference);
    });
  }
});
