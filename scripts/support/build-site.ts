/** Builds the site from a content folder into an output folder, as a child process. */
import { spawnSync } from 'node:child_process';
import { projectRoot } from '../../src/registry/index.ts';
import { astroCommand } from './astro-cli.ts';

export interface BuildResult {
  status: number | null;
  output: string;
}

export function buildSite(
  contentDir: string,
  outDir: string,
  env: Record<string, string> = {},
): BuildResult {
  const r = spawnSync(...astroCommand(projectRoot, ['build', '--force']), {
    cwd: projectRoot,
    env: {
      ...process.env,
      GRIMOIRE_CONTENT_DIR: contentDir,
      GRIMOIRE_OUT_DIR: outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 512 * 1024 * 1024,
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}
