/**
 * Builds the site from a content folder into an output folder, as a child
 * process, from a folder of its own (tests/support/build-root.ts): builds may
 * run at the same time, in one test file or in several.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { BuildResult } from '../../scripts/support/build-site.ts';
import { buildRoot } from './build-root.ts';

export type { BuildResult };

export async function buildSite(
  contentDir: string,
  outDir: string,
  env: Record<string, string> = {},
): Promise<BuildResult> {
  const root = buildRoot();
  // The copy is the project of this build: the configuration finds it from its own location.
  const { GRIMOIRE_ROOT: _, ...inherited } = process.env;
  const child = spawn('npx', ['astro', 'build', '--force'], {
    cwd: root,
    env: {
      ...inherited,
      GRIMOIRE_CONTENT_DIR: contentDir,
      GRIMOIRE_OUT_DIR: outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 600_000,
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  rmSync(root, { recursive: true, force: true });
  return { status, output };
}
