/**
 * `npm start`, as a newcomer runs it on a fresh clone without a network
 * (issue 28, part 5): on a copy of the project with the fixture content and no
 * previous build, the rules page unreachable and the asked port taken. It says
 * in one line that it could not check the rules, prints a few lines rather
 * than one per page (the build's details are in `.cache/build.log`), serves
 * the site on a free port that it prints, and stops cleanly on a SIGTERM sent
 * to npm while it serves and on Ctrl-C while it builds. A build that fails
 * shows why on the terminal, not only in the log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { copyProject, shellEnv } from '../support/project-copy.ts';

/** A line Astro prints for each page it writes (what `npm start` used to print ~5,900 of). */
const PAGE_LINE = /[├└]─ \S+ \(\+\d/;
/** The preview server's address line: "┃ Local    http://localhost:4322/". */
const LOCAL = /Local\s+(http:\/\/localhost:(\d+)\/)/;

interface Started {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr as they came, without colour codes. */
  output: () => string;
  exited: Promise<number | null>;
}

/** The process groups started here, ended after the tests whatever happened. */
const groups: number[] = [];

/** Runs `npm <args>` in `cwd` as a person does, in its own process group (as a terminal's job). */
function npm(cwd: string, args: string[], env: Record<string, string>): Started {
  const child = spawn('npm', args, {
    cwd,
    env: shellEnv({ ASTRO_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  for (const s of [child.stdout!, child.stderr!])
    s.on('data', (c: Buffer) => (out += stripVTControlCharacters(c.toString())));
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  groups.push(child.pid!);
  return { child, output: () => out, exited };
}

/** Resolves once the output matches `re`; rejects with the output if the command ends first. */
function waitForLine(s: Started, re: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const m = re.exec(s.output());
      if (m) resolve(m);
    };
    s.child.stdout!.on('data', look);
    s.child.stderr!.on('data', look);
    void s.exited.then((code) => reject(new Error(`npm start ended (${code}):\n${s.output()}`)));
  });
}

/** A port on localhost that something else already listens on. */
function holdPort(): Promise<Server> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, 'localhost', () => done(server));
  });
}
const portOf = (s: Server) => (s.address() as { port: number }).port;

/** True while a process of the group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

let dir = '';
let held: Server;
let unreachable = 0;
let started: Started;
let url = '';
let shown = '';

beforeAll(async () => {
  dir = copyProject(join(projectRoot, 'tests/fixtures/content'), 'grimoire-start-');
  held = await holdPort();
  // An address nothing answers on: a port that was free a moment ago, closed again.
  const gone = await holdPort();
  unreachable = portOf(gone);
  await new Promise((done) => gone.close(done));
  started = npm(dir, ['start', '--', '--port', String(portOf(held))], {
    GRIMOIRE_RULES_PAGE: `http://127.0.0.1:${unreachable}/rules`,
  });
  url = (await waitForLine(started, LOCAL))[1]!;
  shown = started.output();
}, 300_000);

afterAll(async () => {
  for (const pgid of groups) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  await new Promise((done) => held?.close(done));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm start on a fresh clone without a network', () => {
  it('says in one line that it could not check for the current rules, and builds', () => {
    const lines = shown.split('\n').filter((l) => l.includes(`127.0.0.1:${unreachable}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /could not check for the current rules .*building with what the site has/,
    );
  });

  it('prints a few lines, not one per page; the build log has the details', () => {
    const lines = shown.trimEnd().split('\n');
    // npm's two lines, update-cr's, "Building the site…", "Built the site in…", the server's.
    expect(lines.length, shown).toBeLessThanOrEqual(12);
    expect(lines.filter((l) => PAGE_LINE.test(l))).toEqual([]);
    // A local build has the local address: no warning meant for a published build.
    expect(shown).not.toContain('SITE_URL');
    expect(shown).toContain('Built the site in');
    expect(shown).toContain('.cache/build.log');
    // As Astro wrote it: coloured when CI is set.
    const log = stripVTControlCharacters(readFileSync(join(dir, '.cache/build.log'), 'utf8'));
    const pages = log.split('\n').filter((l) => PAGE_LINE.test(l));
    expect(pages.length).toBeGreaterThan(100);
    expect(log).toMatch(/[├└]─ \/en\/rules\/701\/index\.html/);
    expect(log).toContain('Complete!');
    expect(readFileSync(join(dir, '.cache/last-build-pages.txt'), 'utf8')).toBe(
      String(pages.length),
    );
  });

  it('serves the site on a free port, which it prints, when the asked one is taken', async () => {
    expect(shown).toContain(`Port ${portOf(held)} is in use`);
    expect(Number(LOCAL.exec(shown)![2])).not.toBe(portOf(held));
    const r = await fetch(new URL('en/rules/701/', url));
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<title>701 Keyword Actions · Grimoire</title>');
  });

  it('stops on a SIGTERM sent to npm alone (by `timeout` or a process manager), the port freed', async () => {
    const pid = started.child.pid!;
    const before = started.output().length;
    // Only npm gets it: the `sh -c` between npm and the start script dies without passing it on.
    started.child.kill('SIGTERM');
    await vi.waitFor(() => expect(groupAlive(pid)).toBe(false), { timeout: 20_000 });
    await expect(fetch(url)).rejects.toThrow();
    expect(started.output().slice(before)).not.toMatch(/exception|failed/i);
  });

  it('stops on Ctrl-C while it builds: every process of it ends, nothing is served, no error is printed', async () => {
    const again = npm(dir, ['start', '--', '--port', '0'], {
      GRIMOIRE_RULES_PAGE: `http://127.0.0.1:${unreachable}/rules`,
    });
    await waitForLine(again, /Building the site/);
    const before = again.output().length;
    // Ctrl-C: the terminal sends SIGINT to the whole foreground job.
    process.kill(-again.child.pid!, 'SIGINT');
    await again.exited;
    await vi.waitFor(() => expect(groupAlive(again.child.pid!)).toBe(false), { timeout: 20_000 });
    const after = again.output().slice(before);
    expect(after).not.toMatch(/error|exception|failed/i);
    expect(after).not.toMatch(LOCAL);
  });

  it('shows on the terminal why a build failed, in a few lines', async () => {
    const entry = join(dir, 'content/glossary/en/library.md');
    writeFileSync(entry, readFileSync(entry, 'utf8').replace('category: zone', 'category: zon'));
    const failed = npm(dir, ['start', '--', '--port', '0'], {
      GRIMOIRE_RULES_PAGE: `http://127.0.0.1:${unreachable}/rules`,
    });
    expect(await failed.exited).not.toBe(0);
    const out = failed.output();
    expect(out).toContain('The build failed');
    expect(out).toMatch(
      /content\/glossary\/en\/library\.md:\d+: bad front matter: field "category"/,
    );
    expect(out.trimEnd().split('\n').length, out).toBeLessThanOrEqual(40);
  });
});
