/**
 * The reliability suite, processes at once (review rows IM8, IM9): two
 * imports, an import and a check, an import and a build's registry read,
 * started at controlled instants (the first writer is stopped by
 * GRIMOIRE_BARRIER once it holds the lock and has written its temporary
 * files; the second is started then, and the first is let go only once the
 * second says it waits). Every edition either process reported must then be
 * on the site, complete and consistent: its official text, its lineage row
 * and its changes file. Also a lock left by a killed writer (cleared, its
 * temporary files removed), and a live holder past the wait (refused in one
 * line, nothing touched).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/registry/content-lock.ts';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { readLineage } from '../../src/lineage/lineage-files.ts';
import { projectRoot } from '../../src/registry/index.ts';
import { RULES_2022 } from '../reliability/import-cases.ts';
import { tempDirs, treeHash } from '../support/content-tree.ts';

const FIXTURES = join(projectRoot, 'tests/fixtures/cr');
const temp = tempDirs('grimoire-concurrency-');
afterAll(() => temp.cleanup());

interface Run {
  child: ChildProcess;
  out: () => string;
  done: Promise<number | null>;
}

function start(script: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [join(projectRoot, script), ...args], {
    env: { ...process.env, INIT_CWD: projectRoot, ...env },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise<number | null>((ok) => child.on('close', (code) => ok(code)));
  return { child, out: () => out, done };
}

/** Resolves when `test()` holds (checked on every output and file event, never after a fixed time). */
async function until(what: string, test: () => boolean, runs: Run[] = []): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!test()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${runs.map((r) => r.out()).join('\n')}`);
    await new Promise((ok) => setImmediate(ok));
    await new Promise((ok) => setTimeout(ok, 5));
  }
}

/** A site with the 2021 edition, two new editions' files, and a barrier folder. */
function scene() {
  const dir = temp.make();
  const content = join(dir, 'content');
  const inputs = join(dir, 'in');
  const gate = join(dir, 'gate');
  mkdirSync(inputs);
  mkdirSync(gate);
  importRulesFiles({
    files: [join(FIXTURES, 'test-rules-en.txt')],
    lang: 'en',
    contentDir: content,
  });
  writeFileSync(join(inputs, 'MagicCompRules 20220305.txt'), RULES_2022);
  const june = RULES_2022.replaceAll('March 5, 2022', 'June 1, 2022').replace(
    'three or more players',
    'at least three players',
  );
  writeFileSync(join(inputs, 'MagicCompRules 20220601.txt'), june);
  const barrier = (point: string) => ({ GRIMOIRE_BARRIER: `${point}:${gate}` });
  const stopped = () => readdirSync(gate).some((f) => f.startsWith('temp-written.'));
  const go = () => writeFileSync(join(gate, 'go'), '');
  return { content, inputs, barrier, stopped, go };
}

/** Every edition the lineage lists has its official text and changes file, and the reverse. */
function expectConsistent(content: string, keys: string[]): void {
  const lineage = readLineage(content)!;
  expect(lineage.editions.map((e) => e.key)).toEqual(keys);
  for (const e of lineage.editions) {
    const stored = JSON.parse(
      readFileSync(join(content, 'official/en', `${e.key}.json`), 'utf8'),
    ) as {
      sources: Array<{ sha256: string }>;
    };
    expect(stored.sources[0]!.sha256, `${e.key}: text and lineage agree`).toBe(e.sha256);
    expect(existsSync(join(content, 'lineage/changes', `${e.key}.tsv`))).toBe(true);
  }
  expect(readdirSync(join(content, 'official/en')).sort()).toEqual(keys.map((k) => `${k}.json`));
  expect(existsSync(join(content, LOCK_FILE)), 'no lock is left').toBe(false);
}

const importCr = (s: ReturnType<typeof scene>, file: string, env: Record<string, string> = {}) =>
  start(
    'scripts/import-cr.ts',
    [join(s.inputs, file), '--lang', 'en', '--content', s.content],
    env,
  );

describe('one writer at a time', { timeout: 60_000 }, () => {
  it('IM8: two imports at once: the second waits, then adds its edition after the first', async () => {
    const s = scene();
    const a = importCr(s, 'MagicCompRules 20220305.txt', s.barrier('temp-written'));
    await until('the first import to stop after its temporary files', s.stopped, [a]);
    const b = importCr(s, 'MagicCompRules 20220601.txt');
    await until(
      'the second import to say it waits',
      () => /waiting for an import \(import-cr\) \(pid \d+/.test(b.out()),
      [a, b],
    );
    s.go();
    expect(await a.done, a.out()).toBe(0);
    expect(await b.done, b.out()).toBe(0);
    expect(a.out()).toMatch(/1 new/);
    expect(b.out()).toMatch(/1 new/);
    expect(b.out(), 'matched against the first one').toMatch(
      /lineage: 1 edition matched \(2022-06-01\)/,
    );
    expectConsistent(s.content, ['2021-03-05', '2022-03-05', '2022-06-01']);
  });

  it('IM9: a check starting while an import writes waits for it and removes none of its files', async () => {
    const s = scene();
    const a = importCr(s, 'MagicCompRules 20220305.txt', s.barrier('temp-written'));
    await until('the import to stop after its temporary files', s.stopped, [a]);
    const check = start('scripts/check-content.ts', [], { GRIMOIRE_CONTENT_DIR: s.content });
    await until(
      'the check to say it waits',
      () => /grimoire: waiting for an import/.test(check.out()),
      [a, check],
    );
    s.go();
    expect(await a.done, a.out()).toBe(0);
    expect(await check.done, check.out()).toBe(0);
    expect(check.out()).not.toMatch(/removed \d+ temporary files/);
    expect(check.out(), 'the check read the finished import').toMatch(
      /rule pages \(edition 2022-03-05\)/,
    );
    expectConsistent(s.content, ['2021-03-05', '2022-03-05']);
  });

  it('IM9: a build’s registry read during an import waits and reads the whole new edition', async () => {
    const s = scene();
    const a = importCr(s, 'MagicCompRules 20220305.txt', s.barrier('temp-written'));
    await until('the import to stop after its temporary files', s.stopped, [a]);
    const read = start('tests/support/print-registry.ts', [], { GRIMOIRE_CONTENT_DIR: s.content });
    await until('the read to say it waits', () => /waiting for an import/.test(read.out()), [
      a,
      read,
    ]);
    s.go();
    expect(await a.done, a.out()).toBe(0);
    expect(await read.done, read.out()).toBe(0);
    expect(
      JSON.parse(
        read
          .out()
          .split('\n')
          .find((l) => l.startsWith('{'))!,
      ),
    ).toEqual({
      current: '2022-03-05',
      withText: ['2021-03-05', '2022-03-05'],
    });
    expectConsistent(s.content, ['2021-03-05', '2022-03-05']);
  });

  it('a lock left by a killed import is cleared, with its temporary files, by the next writer', async () => {
    const s = scene();
    const before = treeHash(join(s.content, 'official'));
    const a = importCr(s, 'MagicCompRules 20220305.txt', s.barrier('temp-written'));
    await until('the import to stop after its temporary files', s.stopped, [a]);
    a.child.kill('SIGKILL');
    await a.done;
    expect(existsSync(join(s.content, LOCK_FILE)), 'the killed import left its lock').toBe(true);
    const b = importCr(s, 'MagicCompRules 20220601.txt', { GRIMOIRE_LOCK_WAIT: '5' });
    expect(await b.done, b.out()).toBe(0);
    expect(b.out()).toMatch(/note: removed \d+ temporary files of an interrupted import/);
    expect(treeHash(join(s.content, 'official'))).not.toBe(before);
    expectConsistent(s.content, ['2021-03-05', '2022-06-01']);
  });

  it('a live holder past the wait: the import refuses in one line and touches nothing', async () => {
    const s = scene();
    const holder = {
      pid: process.pid,
      start: '',
      host: hostname(),
      what: 'an import (import-cr)',
      since: new Date().toISOString(),
    };
    writeFileSync(join(s.content, LOCK_FILE), JSON.stringify(holder));
    const before = treeHash(s.content);
    const b = importCr(s, 'MagicCompRules 20220601.txt', { GRIMOIRE_LOCK_WAIT: '0.3' });
    expect(await b.done).toBe(1);
    const lines = b.out().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `content/ is being written by an import \\(import-cr\\) \\(pid ${process.pid}, since .*\\): nothing done; run this again when it has finished`,
      ),
    );
    expect(treeHash(s.content)).toBe(before);
  });
});
