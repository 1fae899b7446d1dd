/**
 * `npm test`: lint, type check, unit tests, build and browser tests, in two
 * lanes that run at the same time. The browser tests need the build, which
 * needs the type check done (both write `.astro/`): that is the first lane.
 * Lint and the unit tests need neither: the second lane, beside the type
 * check and the build (docs/test-time.md, fourth pass, for the orders tried).
 * A lane stops at its first failing step; the other lane goes on. Each step's
 * output is printed in one block when the step ends (never interleaved with
 * the other lane's), then a table of every step's time and the exit status.
 */
import { spawn } from 'node:child_process';

/** npm scripts, run one after the other within a lane. */
const LANES: string[][] = [
  ['check', 'build', 'test:e2e'],
  ['lint', 'test:unit'],
];

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

async function lane(names: string[], steps: Map<string, Step>, t0: number): Promise<void> {
  for (const name of names) {
    const start = performance.now();
    process.stdout.write(`▶ ${name} (at ${((start - t0) / 1000).toFixed(0)} s)\n`);
    const { ok, output } = await run(name);
    const seconds = (performance.now() - start) / 1000;
    steps.set(name, { name, seconds, ok });
    const line = `── npm run ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s `;
    process.stdout.write(`\n${line.padEnd(78, '─')}\n${output.trimEnd()}\n`);
    if (!ok) return;
  }
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
