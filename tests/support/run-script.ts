/**
 * Runs one of the project's commands (`scripts/<name>.ts`) in a Node process
 * of its own, from the project's folder, as `npm run <name>` does. It does not
 * block: a test's own stand-in server keeps answering while the command runs.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../src/registry/index.ts';

/** How a command ended, and what it printed on each stream. */
export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `scripts/<script>` with `args`; `env` replaces the environment when given. */
export function runScript(
  script: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<ScriptRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(projectRoot, 'scripts', script), ...args], {
      cwd: projectRoot,
      ...(env ? { env } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
