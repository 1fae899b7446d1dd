/**
 * Stops the process at a named instant until a test lets it go, so tests of
 * concurrent writers and readers start them at controlled instants rather
 * than after fixed sleeps. `GRIMOIRE_BARRIER=<name>:<dir>`: at the instant
 * `<name>`, the process writes `<dir>/<name>.<pid>` and waits until
 * `<dir>/go` exists (at most 60 s). Without the variable it does nothing.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The instants a test can stop a writer at. */
export type BarrierPoint = 'locked' | 'temp-written';

export function barrier(point: BarrierPoint): void {
  const spec = process.env.GRIMOIRE_BARRIER;
  if (!spec) return;
  const at = spec.indexOf(':');
  if (spec.slice(0, at) !== point) return;
  const dir = spec.slice(at + 1);
  writeFileSync(join(dir, `${point}.${process.pid}`), '');
  const wait = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 60_000;
  while (!existsSync(join(dir, 'go')) && Date.now() < deadline) Atomics.wait(wait, 0, 0, 20);
}
