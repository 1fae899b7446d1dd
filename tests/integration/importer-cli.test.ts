/**
 * The `import-cr` command on our fixtures: what it prints, re-imports,
 * several files for one edition, and failures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { windows1252 } from '../support/windows-1252.ts';

const fixtures = join(projectRoot, 'tests/fixtures/cr');
const tmp = mkdtempSync(join(tmpdir(), 'grimoire-import-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [join(projectRoot, 'scripts/import-cr.ts'), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: projectRoot },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('npm run import-cr', () => {
  const content = join(tmp, 'content');

  it('imports a file and prints encoding, edition, counts, oddities with lines and where it wrote', () => {
    const r = run('tests/fixtures/cr/test-rules-en.txt', '--lang', 'en', '--content', content);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('encoding: utf-8; line ends: 88 LF');
    expect(r.out).toContain(
      '2021-03-05 en (effective date in the file): new; effective 2021-03-05',
    );
    expect(r.out).toContain('3 sections, 8 rules, 8 subrules, 4 examples, 3 glossary terms');
    expect(r.out).toMatch(
      /tests\/fixtures\/cr\/test-rules-en\.txt:\d+: subrule 100\.2b has a stray period/,
    );
    expect(r.out).toContain('lineage: 1 edition matched (2021-03-05)');
    expect(r.out).toContain(
      `total: 1 editions imported (1 new, 0 replaced, 0 unchanged), 0 failed; written to ${content}`,
    );
  });

  it('changes nothing on a second run, and says so', () => {
    const r = run('tests/fixtures/cr/test-rules-en.txt', '--lang', 'en', '--content', content);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/2021-03-05 en \(a file the lineage knows\): unchanged/);
    expect(r.out).toContain('nothing to write');
  });

  it('reads Windows-1252 and takes the edition from --edition', () => {
    const text = readFileSync(join(fixtures, 'test-rules-en.txt'), 'utf8').replace(/\n/g, '\r\n');
    const file = join(tmp, 'cp1252.txt');
    writeFileSync(file, windows1252(text));
    const r = run(file, '--lang', 'en', '--edition', '2021-04-01', '--content', content);
    expect(r.code).toBe(0);
    expect(r.out).toContain('encoding: windows-1252; line ends: 88 CRLF');
    expect(r.out).toContain('2021-04-01 en (from --edition): new');
    expect(readFileSync(join(content, 'official/en/2021-04-01.json'), 'utf8')).toContain(
      '"text":"The second special thing — with a dash – is ‘quoted’."',
    );
  });

  it('merges several files of one edition (a translation’s rules and glossary)', () => {
    const ja = readFileSync(join(fixtures, 'test-rules-ja.txt'), 'utf8');
    const at = ja.lastIndexOf('10. 用語集\n') + '10. 用語集\n'.length;
    writeFileSync(join(tmp, 'ja-rules.txt'), ja.slice(0, at));
    writeFileSync(join(tmp, 'ja-glossary.txt'), ja.slice(at));
    const r = run(
      join(tmp, 'ja-rules.txt'),
      join(tmp, 'ja-glossary.txt'),
      '--lang',
      'ja',
      '--content',
      content,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('1 sections, 2 rules, 2 subrules, 1 examples, 0 glossary terms');
    expect(r.out).toContain('0 sections, 0 rules, 0 subrules, 0 examples, 3 glossary terms');
    expect(r.out).toContain('2021-03-05 ja (effective date in the file): new');
    const stored = JSON.parse(readFileSync(join(content, 'official/ja/2021-03-05.json'), 'utf8'));
    expect(stored.rules.map((x: { number: string }) => x.number)).toEqual([
      '100.1',
      '100.1a',
      '100.2',
      '100.2a',
    ]);
    expect(stored.glossary.map((g: { term: string }) => g.term)).toEqual(['テスト', '倍', '古語']);
  });

  it('fails naming the file when it states no date and none is given, writing nothing', () => {
    const file = join(tmp, 'no-date.txt');
    writeFileSync(file, '1. A\n\n100. B\n\n100.1. One.\n');
    const other = join(tmp, 'other-content');
    const r = run(file, '--lang', 'en', '--content', other);
    expect(r.code).toBe(1);
    expect(r.err).toContain('no-date.txt');
    expect(r.err).toContain('--edition');
    expect(() => readdirSync(other)).toThrow();
  });

  it('fails with usage on a missing --lang', () => {
    const r = run('tests/fixtures/cr/test-rules-en.txt');
    expect(r.code).toBe(2);
    expect(r.err).toContain('usage:');
  });
});
