import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, getRegistry, projectRoot } from '../../src/registry/index.ts';
import { readContent } from '../../src/registry/read-content.ts';
import { Registry } from '../../src/registry/registry.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

const fixtures = join(projectRoot, 'tests/fixtures/content');
const registry = getRegistry(fixtures);

describe('registry', () => {
  it('knows the rules of an edition, their pages and texts', () => {
    expect(registry.current).toBe('2024-08-02');
    expect(registry.rules.pageNumbers('2024-08-02', '701.13')).toEqual([
      '701.13',
      '701.13a',
      '701.13b',
      '701.13c',
      '701.13d',
    ]);
    const b = registry.rules.resolve('2024-08-02', '701.13b', 'it');
    expect(b?.rule.text).toMatch(/^Nessuno può macinare/);
    expect(b?.rule.page).toBe('701.13');
    expect(b?.rule.source).toBe('paraphrase');
    expect(registry.rules.resolve('2024-08-02', '701.13b', 'en')?.rule.examples[0]).toMatch(
      /^Example:/,
    );
  });

  it('falls back to another language for an untranslated rule', () => {
    const r = registry.rules.resolve('2024-08-02', '701.13a', 'ja');
    expect(r?.fallback).toBe(true);
    expect(r?.rule.lang).toBe('en');
  });

  it('knows real rules that have no text from the lineage, and gives each a page', () => {
    expect(registry.isKnownRule('704.5b')).toBe(true);
    expect(registry.rules.resolve('2024-08-02', '704.5b', 'en')).toBeUndefined();
    expect(registry.rules.pages('2024-08-02')).toContain('704.5');
    expect(registry.isKnownRule('799.99')).toBe(false);
  });

  it('knows every entry name in every language, with readings and former names', () => {
    expect(registry.names('glossary', 'mill', 'ja')).toEqual({
      primary: '切削',
      aliases: [],
      formerNames: ['削る'],
      reading: 'せっさく',
      formerReadings: ['けずる'],
    });
    expect(registry.names('glossary', 'library', 'it')?.formerNames).toEqual(['Mazzo di gioco']);
    expect(registry.label('glossary', 'library', 'ja')).toBe('Library');
    expect(registry.entry('glossary', 'library', 'ja')?.fallback).toBe(true);
  });

  it('lists the entries that cite a rule or its subrules', () => {
    expect(
      registry
        .citing('701.13')
        .map((c) => `${c.collection}/${c.id}`)
        .sort(),
    ).toEqual(['articles/sample', 'cards/test-card', 'glossary/mill']);
    expect(
      registry
        .citing('704')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['library', 'sample']);
    expect(registry.citing('116').map((c) => c.id)).toEqual(['test-card']);
  });

  it('names an edition by its key and by its effective date', () => {
    expect(registry.editions.resolve('2024-08-02')).toBe('2024-08-02');
    expect(registry.editions.resolve('2024-07-30')).toBe('2024-08-02');
    expect(registry.editions.resolve('__proto__')).toBeUndefined();
  });
});

describe('bad content fails with file, field and problem', () => {
  let dir: string;
  const copy = () => {
    dir = mkdtempSync(join(tmpdir(), 'grimoire-bad-'));
    copyContent(fixtures, join(dir, 'content'));
    return join(dir, 'content');
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const load = (c: string) => new Registry(readContent(c, dir));

  it('names an invalid enum value', () => {
    const c = copy();
    writeFileSync(
      join(c, 'glossary/en/mill.md'),
      '---\nterm: Mill\ncategory: spell\nrulesEdition: "2024-08-02"\n---\nText.\n',
    );
    expect(() => load(c)).toThrow(ContentError);
    expect(() => load(c)).toThrow(
      /content\/glossary\/en\/mill\.md:3: bad front matter: field "category"/,
    );
  });

  it('names a missing required field', () => {
    const c = copy();
    writeFileSync(
      join(c, 'articles/en/sample.md'),
      '---\ntitle: Mill\nrulesEdition: "2024-08-02"\n---\nText.\n',
    );
    expect(() => load(c)).toThrow(/articles\/en\/sample\.md: bad front matter: field "summary"/);
  });

  it('names broken YAML with its line', () => {
    const c = copy();
    writeFileSync(join(c, 'glossary/en/mill.md'), '---\nterm: Mill\ncategory: [zone\n---\nText.\n');
    expect(() => load(c)).toThrow(/glossary\/en\/mill\.md(:\d+)?: front matter is not valid YAML/);
  });

  it('requires a kana reading in Japanese', () => {
    const c = copy();
    writeFileSync(
      join(c, 'glossary/ja/mill.md'),
      '---\nterm: 切削\ncategory: keyword-action\nrulesEdition: "2024-08-02"\n---\n本文。\n',
    );
    expect(() => load(c)).toThrow(/glossary\/ja\/mill\.md:2: field "reading"/);
  });

  it('rejects a rule paragraph that does not belong to the file, with its line', () => {
    const c = copy();
    writeFileSync(
      join(c, 'rules/en/2024-08-02/701.13.md'),
      '---\nnumber: "701.13"\ntitle: Mill\nedition: "2024-08-02"\nsource: paraphrase\n---\n701.13a Fine.\n\n702.1a Wrong file.\n',
    );
    expect(() => load(c)).toThrow(/701\.13\.md:9: rule 702\.1a does not belong/);
  });

  it('rejects a rules file whose edition the lineage does not have', () => {
    const c = copy();
    mkdirSync(join(c, 'rules/en/2019-01-01'), { recursive: true });
    writeFileSync(
      join(c, 'rules/en/2019-01-01/701.13.md'),
      '---\nnumber: "701.13"\ntitle: Mill\nedition: "2019-01-01"\nsource: paraphrase\n---\n701.13a Fine.\n',
    );
    expect(() => load(c)).toThrow(
      /rules\/en\/2019-01-01\/701\.13\.md: edition 2019-01-01 is not in the lineage/,
    );
  });

  it('rejects a file name that is not a valid id', () => {
    const c = copy();
    writeFileSync(
      join(c, 'glossary/en/Bad_Name.md'),
      '---\nterm: X\ncategory: zone\nrulesEdition: "2024-08-02"\n---\nX.\n',
    );
    expect(() => load(c)).toThrow(/Bad_Name.*kebab-case/);
  });

  it('rejects a content file that is not UTF-8, naming the line of the first bad byte', () => {
    const c = copy();
    const text =
      '---\nterm: abilità attivata\ncategory: ability\nrulesEdition: "2024-08-02"\n---\nUn’abilità.\n';
    const cp1252 = new Uint8Array(
      [...text].map((ch) => ({ à: 0xe0, '’': 0x92 })[ch] ?? ch.charCodeAt(0)),
    );
    writeFileSync(join(c, 'glossary/it/mill.md'), cp1252);
    expect(() => load(c)).toThrow(/glossary\/it\/mill\.md:2: the file is not UTF-8 \(byte 0xE0/);
  });
});

describe('cross-references', () => {
  it('fails on a "see also" id that is no glossary entry and a rule the edition lacks, listing both', async () => {
    const { validateRegistry } = await import('../../src/registry/validate.ts');
    const dir = mkdtempSync(join(tmpdir(), 'grimoire-xref-'));
    const c = join(dir, 'content');
    copyContent(fixtures, c);
    writeFileSync(
      join(c, 'glossary/en/mill.md'),
      '---\nterm: Mill\ncategory: keyword-action\nrulesEdition: "2024-08-02"\nrules: ["799.1"]\nseeAlso: [nowhere]\n---\nText.\n',
    );
    const r = new Registry(readContent(c, dir));
    expect(() => validateRegistry(r)).toThrow(
      /glossary\/en\/mill\.md:6: field "seeAlso": no glossary entry "nowhere"[\s\S]*mill\.md:5: field "rules": the 2024-08-02 edition has no rule 799\.1/,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
