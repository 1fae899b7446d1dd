/**
 * `npm start`: get the current official rules (update-cr --soft), build the
 * site and serve it, in a few lines. The build's own output (a line per page,
 * thousands of them) goes to `.cache/build.log`; the terminal shows a progress
 * bar, the warnings, and where the log is. `npm start -- --verbose` shows
 * everything as it comes.
 *
 * Exit status: update-cr's or the build's when either fails (the log's last
 * lines are printed then), else the preview server's.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeAtomic } from '../src/files/write-atomic.ts';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const cache = join(process.cwd(), '.cache');
const LOG = join(cache, 'build.log');
const PAGES = join(cache, 'last-build-pages.txt');
/** A line Astro prints for each page it writes: "  ├─ /en/rules/100/index.html (+3ms)". */
const PAGE_LINE = /[├└]─ \S+ \(\+\d/;
/** Astro's notice that `--force` cleared its cache: expected on every build, so not shown. */
const FORCE_NOTICE = /data store cleared \(force\)/;

/** Runs a command with the terminal as its output; resolves to its exit status. */
function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('close', (code) => done(code ?? 1));
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
  const child = spawn('astro', ['build', '--force'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const onLine = (line: string) => {
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
    child.on('close', (code) => {
      r.code = code ?? 1;
      if (tty) process.stdout.write('\n');
      log.end(() => done(r));
    }),
  );
}

const UPDATE = ['scripts/update-cr.ts', '--soft', '--timeout', '20', '--retries', '1'];

async function main(): Promise<number> {
  const update = await run('node', UPDATE);
  if (update !== 0) return update;
  if (values.verbose) {
    const built = await run('astro', ['build', '--force']);
    return built !== 0 ? built : run('astro', ['preview']);
  }
  const t0 = Date.now();
  const r = await build();
  if (r.code !== 0) {
    console.error(`The build failed. Its last lines (the whole log is ${LOG}):`);
    console.error(r.tail.join('\n'));
    return r.code;
  }
  writeAtomic(PAGES, String(r.pages));
  for (const w of r.warnings) console.log(w);
  const secs = Math.round((Date.now() - t0) / 1000);
  console.log(`Built the site in ${secs} s (the build's log: .cache/build.log).`);
  return run('astro', ['preview']);
}

process.exitCode = await main();
