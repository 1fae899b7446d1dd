/**
 * A copy of the project in a temporary folder, as a fresh clone is: the
 * source, the commands and the configuration, the given content (if any) as
 * its `content/`, and the project's packages linked. Every test that builds
 * the site, runs `astro dev` or `npm start` does it in such a copy. A build or `npm start` there
 * has its own `.astro/`, `dist/` and `.cache/`, and its own caches of Astro and
 * Vite (`node_modules/.astro/`, where Astro keeps the content layer's data
 * store, and `node_modules/.vite/`), so it touches nothing of the checkout and
 * can run beside the other tests' builds.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/registry/index.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

/** What a checkout needs to build and start the site (besides `content/` and `node_modules`). */
const PROJECT_FILES = [
  'src',
  'public',
  'scripts',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
];

/** What Astro and Vite write in `node_modules` while they build: never shared between two builds. */
const CACHES = new Set(['.astro', '.vite', '.vite-temp', '.cache']);

/** Copies the project, with `content` as its content folder if given; returns the copy's folder. */
export function copyProject(content?: string, prefix = 'grimoire-copy-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const p of PROJECT_FILES) cpSync(join(projectRoot, p), join(dir, p), { recursive: true });
  if (content) copyContent(content, join(dir, 'content'));
  // Each package linked, not the folder: the caches Astro and Vite keep in it stay the copy's own.
  const modules = join(projectRoot, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules))
    if (!CACHES.has(name)) symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  return dir;
}

/**
 * The environment of a person's shell: without the test runner's NODE_ENV=test and VITEST flags,
 * and without the GRIMOIRE_* settings a test or the runner may have set for the checkout.
 */
export function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep = ([k]: [string, unknown]) =>
    k !== 'NODE_ENV' && !k.startsWith('VITEST') && !k.startsWith('GRIMOIRE_');
  return { ...Object.fromEntries(Object.entries(process.env).filter(keep)), ...extra };
}
