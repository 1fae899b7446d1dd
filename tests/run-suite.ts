/**
 * `npm test`: lint, type check, unit, integration and browser tests and the
 * build, in two lanes that run at the same time. The browser tests need the
 * build: that is the first lane, and it starts at once, since it is the
 * longest. Lint, the unit tests, the type check and the integration tests: the
 * second lane, beside it. The type check (it reads the types the build writes
 * in `.astro/`) and the integration tests (they read `dist/`) wait for the build to
 * end, whichever lane is ahead (docs/test-time.md, sixth pass, for the orders
 * tried). The integration tests come last: they can use both cores once the
 * browser tests have ended, where the type check uses one (eighth pass). The
 * second lane runs at a lower CPU priority, so that it fills what the first
 * leaves idle (seventh pass).
 * A lane stops at its first failing step; the other lane goes on. Each step's
 * output is printed in one block when the step ends (never interleaved with
 * the other lane's), then a table of every step's time and the exit status.
 */
import { spawn } from 'node:child_process';
import { failureSummary } from './support/failure-summary.ts';

/** npm scripts, run one after the other within a lane. */
const LANES: string[][] = [
  ['build', 'test:e2e'],
  ['lint', 'test:unit', 'check', 'test:integration'],
];

/**
 * A step that waits for a step of the other lane to end (run, failed or never run): the type
 * check reads the types the build writes in `.astro/` (see extraArgs); the integration tests read
 * `dist/`.
 */
const AFTER: Record<string, string> = { check: 'build', 'test:integration': 'build' };

interface Step {
  name: string;
  seconds: number;
  ok: boolean | undefined;
  /** What the step printed, for the summary of a failure. */
  output?: string;
}

/**
 * The second lane's steps run at a lower CPU priority (nice 10), where the system has `nice`: the
 * first lane is the longer one, and its browser tests alone leave a core half idle, which the
 * second lane's workers then fill.
 */
const NICE = process.platform === 'win32' ? [] : ['nice', '-n', '10'];

/**
 * What a step's script is given besides its own arguments, once the steps it waits for have ended:
 * the type check need not write the content layer's types (`.astro/`) that the build has just
 * written (`astro check --noSync`: 28 → 22 CPU s). After a failed build it writes them itself.
 */
function extraArgs(name: string, steps: Map<string, Step>): string[] {
  return name === 'check' && steps.get('build')?.ok ? ['--', '--noSync'] : [];
}

/** Runs `npm run <name> [extra]`, its output kept until it ends. */
function run(
  name: string,
  lower: boolean,
  extra: string[] = [],
): Promise<{ ok: boolean; output: string }> {
  const [cmd, ...args] = [...(lower ? NICE : []), 'npm', 'run', '--silent', name, ...extra];
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => {
    child.on('error', (e) => resolve({ ok: false, output: `${output}\n${e.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Resolves once the step has ended, or once its lane has stopped before it. */
const ended = new Map<string, { promise: Promise<void>; resolve: () => void }>(
  LANES.flat().map((name) => [name, Promise.withResolvers<void>()]),
);

async function lane(names: string[], steps: Map<string, Step>, t0: number): Promise<void> {
  try {
    for (const name of names) {
      const first = AFTER[name];
      if (first) await ended.get(first)!.promise;
      const start = performance.now();
      process.stdout.write(`▶ ${name} (at ${((start - t0) / 1000).toFixed(0)} s)\n`);
      const { ok, output } = await run(name, names !== LANES[0], extraArgs(name, steps));
      const seconds = (performance.now() - start) / 1000;
      steps.set(name, { name, seconds, ok, output });
      ended.get(name)!.resolve();
      const line = `── npm run ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s `;
      process.stdout.write(`\n${line.padEnd(78, '─')}\n${output.trimEnd()}\n`);
      if (!ok) return;
    }
  } finally {
    for (const name of names) ended.get(name)!.resolve();
  }
}

const t0 = performance.now();
const steps = new Map<string, Step>(
  LANES.flat().map((name) => [name, { name, seconds: 0, ok: undefined }]),
);
await Promise.all(LANES.map((names) => lane(names, steps, t0)));
const total = (performance.now() - t0) / 1000;
process.stdout.write('\nnpm test, step by step:\n');
const width = Math.max(...[...steps.keys()].map((name) => name.length));
for (const s of steps.values()) {
  const status =
    s.ok === undefined ? 'not run (an earlier step failed)' : s.ok ? 'passed' : 'FAILED';
  process.stdout.write(
    `  ${s.name.padEnd(width)} ${s.seconds.toFixed(1).padStart(7)} s  ${status}\n`,
  );
}
process.stdout.write(`  ${'total'.padEnd(width)} ${total.toFixed(1).padStart(7)} s\n`);
for (const s of steps.values())
  if (s.ok === false)
    process.stdout.write(
      `\nWhat failed in npm run ${s.name}:\n${failureSummary(s.output ?? '').join('\n')}\n`,
    );
const failed = [...steps.values()].some((s) => s.ok !== true);
process.exitCode = failed ? 1 : 0;
