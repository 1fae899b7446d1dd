/**
 * `npm test`: lint, type check, unit tests, build and browser tests, in two
 * lanes that run at the same time. The browser tests need the build, so they
 * share a lane, which starts with the build; the unit tests need no build, and
 * the lint and the type check none either, so they go beside it. The type check
 * writes `.astro/`, as the build does, so it waits until the build has ended.
 * A lane stops at its first failing step; the other lane goes on. Each step's
 * output is printed in one block when the step ends (never interleaved with
 * the other lane's), then a table of every step's time and the exit status.
 */
import { spawn } from 'node:child_process';

/** npm scripts, run one after the other within a lane. The longest lane comes first. */
const LANES: string[][] = [
  ['build', 'test:e2e'],
  ['lint', 'test:unit', 'check'],
];

/** A step that must not start before another has ended (both write `.astro/`). */
const AFTER: Record<string, string> = { check: 'build' };

interface Step {
  name: string;
  seconds: number;
  ok: boolean | undefined;
}

/** Runs `npm run <name>`, its output kept until it ends. */
function run(name: string): Promise<{ ok: boolean; output: string }> {
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => {
    child.on('error', (e) => resolve({ ok: false, output: `${output}\n${e.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Per step, a promise that resolves when it has ended: passed, failed, or not run. */
const ended = new Map(LANES.flat().map((name) => [name, Promise.withResolvers<void>()]));

async function lane(names: string[], steps: Map<string, Step>, t0: number): Promise<void> {
  try {
    for (const name of names) {
      const before = AFTER[name];
      if (before) await ended.get(before)!.promise;
      if (!(await step(name, steps, t0))) return;
    }
  } finally {
    // Steps this lane will not run have ended too: nothing waits for them.
    for (const name of names) ended.get(name)!.resolve();
  }
}

/** Runs one step, prints its output and time, and says whether it passed. */
async function step(name: string, steps: Map<string, Step>, t0: number): Promise<boolean> {
  const start = performance.now();
  process.stdout.write(`▶ ${name} (at ${((start - t0) / 1000).toFixed(0)} s)\n`);
  const { ok, output } = await run(name);
  const seconds = (performance.now() - start) / 1000;
  steps.set(name, { name, seconds, ok });
  const line = `── npm run ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s `;
  process.stdout.write(`\n${line.padEnd(78, '─')}\n${output.trimEnd()}\n`);
  ended.get(name)!.resolve();
  return ok;
}

const t0 = performance.now();
const steps = new Map<string, Step>(
  LANES.flat().map((name) => [name, { name, seconds: 0, ok: undefined }]),
);
await Promise.all(LANES.map((names) => lane(names, steps, t0)));
const total = (performance.now() - t0) / 1000;
process.stdout.write('\nnpm test, step by step:\n');
for (const s of steps.values()) {
  const status =
    s.ok === undefined ? 'not run (an earlier step failed)' : s.ok ? 'passed' : 'FAILED';
  process.stdout.write(`  ${s.name.padEnd(10)} ${s.seconds.toFixed(1).padStart(7)} s  ${status}\n`);
}
process.stdout.write(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s\n`);
const failed = [...steps.values()].some((s) => s.ok !== true);
process.exitCode = failed ? 1 : 0;
