/**
 * How current the site says it is: the edition shown, its effective date
 * and the day of the last check, in each reader's date format; and the
 * record of the last check, which a damaged file cannot silently spoil.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshness } from '../../src/lib/freshness.ts';
import {
  checkRecordPath,
  readCheckRecord,
  writeCheckRecord,
} from '../../src/official/check-record.ts';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { tempDirs } from '../support/content-tree.ts';
import { EDITIONS_CHECKED_AT, makeEditionsContent } from '../support/editions-content.ts';

const temp = tempDirs('grimoire-freshness-');
afterAll(() => temp.cleanup());

describe('freshness', () => {
  const dir = makeEditionsContent();
  const registry = getRegistry(dir);

  it.each([
    ['en', '5 March 2022', '1 December 2026'],
    ['it', '5 marzo 2022', '1º dicembre 2026'],
    ['ja', '2022年3月5日', '2026年12月1日'],
  ] as const)(
    '%s: the current edition’s effective date and the day of the last check',
    (lang, eff, chk) => {
      expect(freshness(registry, lang, dir)).toEqual({
        edition: '2022-03-05',
        effective: { iso: '2022-03-05', text: eff },
        checked: { iso: EDITIONS_CHECKED_AT.slice(0, 10), text: chk },
      });
    },
  );

  it('names the edition when its key is not its effective date, and leaves out a check that never happened', () => {
    const content = join(temp.make(), 'content');
    const file = join(temp.make(), 'MagicCompRules 20220310.txt');
    copyFileSync(join(projectRoot, 'tests/fixtures/cr/test-rules-en-2022.txt'), file);
    importRulesFiles({ files: [file], lang: 'en', contentDir: content });
    expect(freshness(getRegistry(content), 'en', content)).toEqual({
      edition: '2022-03-10',
      effective: { iso: '2022-03-05', text: '5 March 2022' },
      name: 'Comprehensive Rules of 10 March 2022',
    });
  });
});

describe('the record of the last check', () => {
  const record = {
    checkedAt: '2026-12-01T06:00:00.000Z',
    page: 'https://magic.wizards.com/en/rules',
    url: 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt',
    edition: '2026-01-16',
    effective: '2026-01-16',
    sha256: 'a'.repeat(64),
    bytes: 965000,
    result: 'new' as const,
  };

  it('is written and read back', () => {
    const dir = temp.make();
    expect(readCheckRecord(dir)).toBeUndefined();
    writeCheckRecord(dir, record);
    expect(readCheckRecord(dir)).toEqual(record);
  });

  it('refuses a damaged or wrong file, naming it and what to do', () => {
    const dir = temp.make();
    writeCheckRecord(dir, record);
    writeFileSync(checkRecordPath(dir), JSON.stringify({ ...record, checkedAt: 'yesterday' }));
    expect(() => readCheckRecord(dir)).toThrow(
      /official\/checked\.json: field "checkedAt": .*run npm run update-cr again/,
    );
    writeFileSync(checkRecordPath(dir), '{');
    expect(() => readCheckRecord(dir)).toThrow(/official\/checked\.json: not readable JSON/);
  });
});
