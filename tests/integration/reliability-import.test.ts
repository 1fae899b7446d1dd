/**
 * The reliability suite, importer rows: each bad input to `npm run
 * import-cr` (tests/reliability/import-cases.ts) run as a site owner runs
 * it, with what it must say, and for every failure the content hashed the
 * same before and after. Then the rows that need more than one run: editions
 * imported out of order (I8) and imports killed at every step of their
 * commit, new and re-published (I10–I13).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { afterAll, describe, it } from 'vitest';
import { recoverInterruptedImport } from '../../src/importer/commit-files.ts';
import { projectRoot } from '../../src/registry/index.ts';
import {
  IMPORT_CASES,
  RULES_2021,
  RULES_2022,
  type ImportCase,
} from '../reliability/import-cases.ts';
import { tempDirs, treeHash, treeSnapshot } from '../support/content-tree.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

const temp = tempDirs('grimoire-reliability-import-');
afterAll(() => temp.cleanup());

interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  out: string;
}

/** Runs of import-cr at once: one a core (more only make each slower on a busy machine). */
const runs = pLimit(2);
/** A row waits its turn for runs: its time limit counts the waiting too. */
const ROW_TIMEOUT = 300_000;

/** Runs `npm run import-cr -- …args` as a site owner does, in a process of its own. */
function importCr(args: string[], killAt?: number): Promise<Run> {
  return runs(() => runImportCr(args, killAt));
}

function runImportCr(args: string[], killAt?: number): Promise<Run> {
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/import-cr.ts'), ...args], {
    env: {
      ...process.env,
      INIT_CWD: projectRoot,
      ...(killAt ? { GRIMOIRE_IMPORT_KILL_AT: String(killAt) } : {}),
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (status, signal) => done({ status, signal, out: `${stdout}\n${stderr}` }));
  });
}

/** A hash of what is at a path: a folder's tree, or a file's bytes. */
const pathHash = (p: string) =>
  existsSync(p) && !statSync(p).isDirectory()
    ? createHash('sha256').update(readFileSync(p)).digest('hex')
    : treeHash(p);

/** The folders of a case, with its input files written. */
function setUp(c: Pick<ImportCase, 'files'>) {
  const dir = temp.make();
  const inputs = join(dir, 'in');
  const content = join(dir, 'content');
  mkdirSync(inputs);
  mkdirSync(content);
  for (const [name, data] of Object.entries(c.files)) writeFileSync(join(inputs, name), data);
  const argsFor = (names: string[], args: string[] = []) => [
    ...names.map((n) => join(inputs, n)),
    ...(args.includes('--lang') ? [] : ['--lang', 'en']),
    '--content',
    content,
    ...args,
  ];
  return { inputs, content, argsFor };
}

/**
 * The rows run side by side (each in folders of its own): each one waits on the command it ran,
 * and a run is mostly Node starting and loading the importer.
 */
describe.concurrent.each(IMPORT_CASES)('$id: $what', (c) => {
  it(
    'gets the expected answer; a failure changes nothing',
    async ({ expect }) => {
      const { content, argsFor } = setUp(c);
      for (const b of c.before ?? [])
        expect((await importCr(argsFor(b.files, b.args))).status).toBe(0);
      if (c.contentIsAFile) {
        rmSync(content, { recursive: true });
        writeFileSync(content, 'a file where the content folder should be');
      }
      c.prepare?.(content);
      const target = content;
      const before = pathHash(target);
      const r = await importCr(argsFor(c.pass ?? Object.keys(c.files), c.args));
      if ('fails' in c.expect) {
        expect(r.out).toMatch(c.expect.fails);
        expect(r.status).not.toBe(0);
        expect(pathHash(target)).toBe(before);
      } else {
        expect(r.out).toMatch(c.expect.succeeds);
        expect(r.status, r.out).toBe(0);
        c.expect.check?.(target);
      }
    },
    ROW_TIMEOUT,
  );
});

describe.concurrent('I8: editions imported out of date order', () => {
  it(
    'give the same content as imported in order',
    async ({ expect }) => {
      const files = {
        'MagicCompRules 20210305.txt': RULES_2021,
        'MagicCompRules 20220305.txt': RULES_2022,
      };
      const inOrder = setUp({ files });
      await importCr(inOrder.argsFor(['MagicCompRules 20210305.txt']));
      await importCr(inOrder.argsFor(['MagicCompRules 20220305.txt']));
      const reversed = setUp({ files });
      await importCr(reversed.argsFor(['MagicCompRules 20220305.txt']));
      expect((await importCr(reversed.argsFor(['MagicCompRules 20210305.txt']))).status).toBe(0);
      expect(treeSnapshot(reversed.content)).toEqual(treeSnapshot(inOrder.content));
    },
    ROW_TIMEOUT,
  );
});

/** Files a crash may leave behind. */
const leftovers = (dir: string) =>
  Object.keys(treeSnapshot(dir)).filter((f) => /(^|\/)\.tmp-|\.import-journal/.test(f));

describe.concurrent.each([
  {
    id: 'I10/I11',
    what: 'a new edition',
    first: RULES_2021,
    next: RULES_2022,
    name: 'MagicCompRules 20220305.txt',
  },
  {
    id: 'I12/I13',
    what: 'a re-published edition (same date, other bytes)',
    first: RULES_2021,
    next: RULES_2021.replace('These are test rules.', 'These are the test rules.'),
    name: 'MagicCompRules_20210305.txt',
  },
])('$id: an import of $what killed at every step of its commit', (k) => {
  it(
    'leaves the content old or new, never half, and the next run cleans up and says so',
    async ({ expect }) => {
      const base = setUp({ files: { 'MagicCompRules 20210305.txt': k.first, [k.name]: k.next } });
      expect((await importCr(base.argsFor(['MagicCompRules 20210305.txt']))).status).toBe(0);
      const old = treeHash(base.content);
      const done = setUp({ files: {} });
      copyContent(base.content, done.content);
      const next = await importCr(
        base.argsFor([k.name]).map((a) => (a === base.content ? done.content : a)),
      );
      expect(next.status).toBe(0);
      const fresh = treeHash(done.content);
      expect(fresh).not.toBe(old);
      let killed = 0;
      for (let step = 1; step < 40; step++) {
        const run = setUp({ files: {} });
        copyContent(base.content, run.content);
        const r = await importCr(
          base.argsFor([k.name]).map((a) => (a === base.content ? run.content : a)),
          step,
        );
        if (r.status === 0) break;
        expect(r.signal, `step ${step}`).toBe('SIGKILL');
        killed++;
        const left = leftovers(run.content);
        const said = recoverInterruptedImport(run.content);
        expect(leftovers(run.content)).toEqual([]);
        expect([old, fresh], `killed at step ${step}`).toContain(treeHash(run.content));
        if (left.length) expect(said).toMatch(/interrupted import|temporary files/);
      }
      expect(killed).toBeGreaterThanOrEqual(4);
    },
    ROW_TIMEOUT,
  );
});
