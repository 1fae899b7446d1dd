/**
 * Importing official editions into a content folder, on our own fixtures
 * (tests/fixtures/cr, the official layout with invented rules): the stored
 * edition and the lineage, read back by the registry; re-imports; a
 * re-published file; an edition matched against fingerprints; incomplete
 * files; numbers printed twice; and failures that change nothing.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { readLineage } from '../../src/lineage/lineage-files.ts';
import { Lineage } from '../../src/lineage/lineage.ts';
import { Registry } from '../../src/registry/registry.ts';
import { readContent } from '../../src/registry/read-content.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { tempDirs, treeHash, treeSnapshot } from '../support/content-tree.ts';

const fixtures = join(projectRoot, 'tests/fixtures/cr');
const en2021 = join(fixtures, 'test-rules-en.txt');
const en2022 = join(fixtures, 'test-rules-en-2022.txt');
const temp = tempDirs('grimoire-import-');
afterEach(() => temp.cleanup());
const content = () => join(temp.make(), 'content');
const imp = (
  dir: string,
  files: string[],
  extra: Partial<Parameters<typeof importRulesFiles>[0]> = {},
) => importRulesFiles({ files, lang: 'en', contentDir: dir, ...extra });
const registryOf = (dir: string) => new Registry(readContent(dir, join(dir, '..')));

describe('importRulesFiles', () => {
  it('stores the edition and its lineage, which the registry reads back rule by rule', () => {
    const dir = content();
    const r = imp(dir, [en2021]);
    expect(r.editions.map((e) => [e.key, e.status, e.from])).toEqual([
      ['2021-03-05', 'new', 'effective date'],
    ]);
    expect(Object.keys(treeSnapshot(dir)).sort()).toEqual([
      'lineage/changes/2021-03-05.tsv',
      'lineage/editions.tsv',
      'lineage/fingerprints/2021-03-05.tsv',
      'official/en/2021-03-05.json',
    ]);
    const reg = registryOf(dir);
    expect(reg.current).toBe('2021-03-05');
    expect(reg.rules.text('2021-03-05', '101.2b', 'en')?.text).toBe(
      'The second special thing — with a dash – is ‘quoted’.',
    );
    expect(reg.rules.text('2021-03-05', '101.2b', 'en')?.examples).toEqual([
      'Example: An example after a blank line.',
    ]);
    expect(reg.rules.pageTitle('2021-03-05', '701.2', 'en')?.title).toBe('Double');
    expect(reg.rules.pageTitle('2021-03-05', '101', 'en')?.title).toBe('Special Things');
    expect(reg.rules.pageTitle('2021-03-05', '101.2', 'en')).toBeUndefined();
    expect(reg.rules.glossary('2021-03-05', 'en')?.map((g) => g.term)).toEqual([
      'Action',
      'Bury',
      'Double',
    ]);
  });

  it('changes nothing when re-imported, and says so', () => {
    const dir = content();
    imp(dir, [en2021]);
    const before = treeSnapshot(dir);
    const r = imp(dir, [en2021]);
    expect(r.editions[0]!.status).toBe('unchanged');
    expect(r.written).toBe(false);
    expect(treeSnapshot(dir)).toEqual(before);
  });

  it('matches a new edition against the previous one and extends the lineage', () => {
    const dir = content();
    imp(dir, [en2021]);
    const r = imp(dir, [en2022]);
    expect(r.lineageChanged).toEqual(['2022-03-05']);
    const lineage = new Lineage(readLineage(dir)!);
    expect(lineage.keys).toEqual(['2021-03-05', '2022-03-05']);
    expect(lineage.locate('701.2', '2021-03-05', '2022-03-05')).toEqual({
      status: 'found',
      number: '701.3',
    });
    expect(lineage.locate('701.3a', '2021-03-05', '2022-03-05')).toEqual({
      status: 'found',
      number: '701.4a',
    });
    expect(lineage.locate('101.2b', '2021-03-05', '2022-03-05')?.status).toBe('removed');
  });

  it('matches a new edition by fingerprints when the previous edition’s text is not on the site', () => {
    const withText = content();
    imp(withText, [en2021]);
    imp(withText, [en2022]);
    const without = content();
    imp(without, [en2021]);
    rmSync(join(without, 'official/en/2021-03-05.json'));
    imp(without, [en2022]);
    const a = readFileSync(join(withText, 'lineage/changes/2022-03-05.tsv'), 'utf8');
    const b = readFileSync(join(without, 'lineage/changes/2022-03-05.tsv'), 'utf8');
    const moves = (t: string) =>
      t
        .split('\n')
        .filter((l) => /^\d/.test(l) || l.startsWith('-\t'))
        .map((l) => l.split('\t').slice(0, 2).join('→'));
    expect(moves(b)).toEqual(moves(a));
  });

  it('replaces an edition re-published with other bytes and says which rules differ', () => {
    const dir = content();
    imp(dir, [en2021]);
    const changed = join(temp.make(), 'test-rules-en.txt');
    writeFileSync(
      changed,
      readFileSync(en2021, 'utf8').replace(
        'put it in a random order',
        'put it in an order nobody knows',
      ),
    );
    const r = imp(dir, [changed], { edition: '2021-03-05' });
    expect(r.editions[0]!.status).toBe('replaced');
    expect(r.editions[0]!.changedRules).toEqual(['701.3a']);
  });

  it('writes nothing in a dry run', () => {
    const dir = content();
    const r = imp(dir, [en2021], { dryRun: true });
    expect(r.editions[0]!.status).toBe('new');
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses a file that stops early, unless told to accept it, and then records what it lacks', () => {
    const cut = join(temp.make(), 'MagicCompRules 20210305.txt');
    const text = readFileSync(en2021, 'utf8');
    writeFileSync(cut, text.slice(0, text.indexOf('701.2a')));
    const dir = content();
    const r = imp(dir, [cut]);
    expect(r.editions[0]!.status).toBe('failed');
    expect(r.editions[0]!.error).toMatch(
      /the file stops early: the glossary is missing, the credits are missing; the file ends at line \d+ with "701\.2\. Double".*--accept-incomplete/,
    );
    expect(existsSync(dir)).toBe(false);
    const ok = imp(dir, [cut], { acceptIncomplete: true });
    expect(ok.editions[0]!.edition?.incomplete).toMatch(/glossary is missing/);
    expect(readFileSync(join(dir, 'lineage/editions.tsv'), 'utf8')).toMatch(
      /2021-03-05\t2021-03-05\t[0-9a-f]{64}\t\d+\t-\tincomplete/,
    );
    // The same file, known to the lineage as published incomplete, imports without the option.
    rmSync(join(dir, 'official'), { recursive: true });
    expect(imp(dir, [cut]).editions[0]!.status).toBe('new');
  });

  it('keeps both texts of a number the file prints twice, anchoring the second', () => {
    const dup = join(temp.make(), 'dup.txt');
    writeFileSync(
      dup,
      readFileSync(en2021, 'utf8').replace(
        '701.3a To shuffle',
        '701.3a To shuffle twice.\n\n701.3a To shuffle',
      ),
    );
    const dir = content();
    const r = imp(dir, [dup], { edition: '2021-03-05' });
    expect(r.editions[0]!.edition?.oddities.map((o) => o.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/duplicate rule number 701\.3a/)]),
    );
    const copies = registryOf(dir).rules.copies('2021-03-05', '701.3a', 'en');
    expect(copies.map((c) => c.anchor)).toEqual(['701.3a', '701.3a-2']);
  });

  it('fails on a file that is not a rules file, changing nothing', () => {
    const dir = content();
    imp(dir, [en2021]);
    const before = treeHash(dir);
    const png = join(temp.make(), 'x.txt');
    writeFileSync(png, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const r = imp(dir, [png], { edition: '2030-01-01' });
    expect(r.editions[0]!.error).toMatch(/no numbered rules and no glossary found/);
    expect(treeHash(dir)).toBe(before);
  });

  it('imports a folder as one edition per file, and reports each', () => {
    const folder = temp.make();
    writeFileSync(join(folder, 'MagicCompRules 20210305.txt'), readFileSync(en2021));
    writeFileSync(join(folder, 'MagicCompRules 20220305.txt'), readFileSync(en2022));
    writeFileSync(join(folder, 'notes.txt'), 'not a rules file');
    const dir = content();
    const r = imp(dir, [folder]);
    expect(r.editions.map((e) => [e.key, e.status])).toEqual([
      ['2021-03-05', 'new'],
      ['2022-03-05', 'new'],
    ]);
    expect(r.failures.map((f) => f.file)).toEqual([join(folder, 'notes.txt')]);
    expect(new Lineage(readLineage(dir)!).keys).toEqual(['2021-03-05', '2022-03-05']);
  });
});
