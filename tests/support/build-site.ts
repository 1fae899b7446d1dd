/**
 * Builds the site from a content folder into an output folder, as a child
 * process, from a copy of the project (tests/support/project-copy.ts): builds may
 * run at the same time, in one test file or in several.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { BuildResult } from '../../scripts/support/build-site.ts';
import { copyProject, shellEnv } from './project-copy.ts';
import { astroCommand } from '../../scripts/support/astro-cli.ts';

export type { BuildResult };

export async function buildSite(
  contentDir: string,
  outDir: string,
  env: Record<string, string> = {},
): Promise<BuildResult> {
  // The copy is the project of this build: the configuration finds it from its own location.
  const root = copyProject(undefined, 'grimoire-build-root-');
  const child = spawn(...astroCommand(root, ['build', '--force']), {
    cwd: root,
    env: shellEnv({
      GRIMOIRE_CONTENT_DIR: contentDir,
      GRIMOIRE_OUT_DIR: outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    }),
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
