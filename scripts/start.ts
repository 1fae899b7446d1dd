/**
 * `npm start`: get the current official rules (update-cr --soft), build the
 * site and serve it, in a few lines. The build's own output (a line per page,
 * thousands of them) goes to `.cache/build.log`; the terminal shows a progress
 * bar, the warnings, and where the log is. `npm start -- --verbose` shows
 * everything as it comes; `npm start -- --port <n>` serves on another port
 * (0: any free one; the address is printed).
 *
 * The build is a local one: without SITE_URL its canonical URLs are the local
 * preview's, as they are meant to be here, so Astro's "SITE_URL is not set"
 * warning (for builds that are published) is not shown.
 *
 * Exit status: update-cr's or the build's when either fails (the log's last
 * lines are printed then), else the preview server's. Ctrl-C, or a SIGTERM or
 * SIGHUP sent to this process, stops the command that runs, and nothing is
 * left listening on the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { writeAtomic } from '../src/files/write-atomic.ts';

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    port: { type: 'string', default: '4321' },
  },
});
if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) {
  console.error(`--port ${values.port}: give a port number (0 for any free one)`);
  process.exit(2);
}
const cache = join(process.cwd(), '.cache');
const LOG = join(cache, 'build.log');
const PAGES = join(cache, 'last-build-pages.txt');
/** A line Astro prints for each page it writes: "  ├─ /en/rules/100/index.html (+3ms)". */
const PAGE_LINE = /[├└]─ \S+ \(\+\d/;
/** Astro's notice that `--force` cleared its cache: expected on every build, so not shown. */
const FORCE_NOTICE = /data store cleared \(force\)/;
/** The build's environment: a local site, at the address it is previewed on (see above). */
const BUILD_ENV = {
  ...process.env,
  SITE_URL: process.env.SITE_URL || `http://localhost:${values.port === '0' ? 4321 : values.port}`,
};
const PREVIEW = ['preview', '--port', values.port];
/** Astro's command, found without npm's PATH too (`node scripts/start.ts`). */
const ASTRO = join(import.meta.dirname, '../node_modules/.bin/astro');

/** The command running now, and the signal that asked this one to stop. */
let current: ChildProcess | undefined;
let stopping: NodeJS.Signals | undefined;
function stop(signal: NodeJS.Signals) {
  stopping = signal;
  // Ctrl-C reaches the whole process group at once; another signal only this process.
  current?.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
// `npm start` runs this under `sh -c`, which dies of a SIGTERM sent to npm (a process manager's,
// `timeout`'s) without passing it on: without this, the server would keep the port, orphaned.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop('SIGTERM'), 1000).unref();

/** The exit status of a child: its code, or 128 + the signal's number as a shell reports it. */
function status(code: number | null, signal: NodeJS.Signals | null): number {
  return code ?? (signal ? 128 + constants.signals[signal] : 1);
}

/** Runs a command with the terminal as its output; resolves to its exit status. */
function run(cmd: string, args: string[], env = process.env): Promise<number> {
  return new Promise((done) => {
    current = spawn(cmd, args, { stdio: 'inherit', env });
    current.on('close', (code, signal) => done(status(code, signal)));
  });
}

/** What the terminal shows while the build runs: a bar against the last build's page count. */
function progress(pages: number, expected: number | undefined): string {
  if (!expected) return `Building the site… ${pages} pages`;
  const done = Math.min(1, pages / expected);
  const width = 30;
  const filled = Math.round(done * width);
  return `Building the site [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(done * 100)}%`;
}

function expectedPages(): number | undefined {
  const n = existsSync(PAGES) ? Number(readFileSync(PAGES, 'utf8')) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

interface BuildResult {
  code: number;
  pages: number;
  warnings: string[];
  tail: string[];
}

/** Builds with Astro, its output to the log file; counts pages and keeps the warnings. */
function build(): Promise<BuildResult> {
  mkdirSync(cache, { recursive: true });
  const log = createWriteStream(LOG);
  const expected = expectedPages();
  const tty = process.stdout.isTTY;
  const r: BuildResult = { code: 1, pages: 0, warnings: [], tail: [] };
  let shown = -1;
  // Without a terminal to redraw a bar on (a pipe, a CI log), one line says what is happening.
  if (!tty) console.log('Building the site…');
  const child = spawn(ASTRO, ['build', '--force'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: BUILD_ENV,
  });
  current = child;
  const onLine = (coloured: string) => {
    // Astro colours its output when CI is set, even into a pipe.
    const line = stripVTControlCharacters(coloured);
    if (PAGE_LINE.test(line)) r.pages++;
    else if (/\[(WARN|ERROR)\]/.test(line) && !FORCE_NOTICE.test(line))
      r.warnings.push(line.trim());
    r.tail = [...r.tail.slice(-19), line];
    const pct = expected ? Math.floor((100 * r.pages) / expected) : r.pages - (r.pages % 500);
    if (tty && pct !== shown) process.stdout.write(`\r${progress(r.pages, expected)}`);
    shown = pct;
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  return new Promise((done) =>
    child.on('close', (code, signal) => {
      r.code = status(code, signal);
      if (tty) process.stdout.write('\n');
      log.end(() => done(r));
    }),
  );
}

const UPDATE = ['scripts/update-cr.ts', '--soft', '--timeout', '20', '--retries', '1'];

async function main(): Promise<number> {
  const update = await run('node', UPDATE);
  if (update !== 0 || stopping) return update;
  if (values.verbose) {
    const built = await run(ASTRO, ['build', '--force'], BUILD_ENV);
    return built !== 0 || stopping ? built : run(ASTRO, PREVIEW);
  }
  const t0 = Date.now();
  const r = await build();
  if (stopping) return r.code;
  if (r.code !== 0) {
    console.error(`The build failed. Its last lines (the whole log is ${LOG}):`);
    console.error(r.tail.join('\n'));
    return r.code;
  }
  writeAtomic(PAGES, String(r.pages));
  for (const w of r.warnings) console.log(w);
  const secs = Math.round((Date.now() - t0) / 1000);
  console.log(`Built the site in ${secs} s (the build's log: .cache/build.log).`);
  return run(ASTRO, PREVIEW);
}

process.exitCode = await main();
