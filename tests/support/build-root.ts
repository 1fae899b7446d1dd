/**
 * A folder to build or serve the site from, apart from the checkout: a copy of
 * the source and configuration, and a `node_modules` folder of links to the
 * project's packages. Astro writes `.astro/` in the folder it builds from and
 * its caches in that folder's `node_modules/.astro` and `node_modules/.vite`;
 * here those are the copy's own, so two builds (or a build and `astro dev`) can
 * run at the same time, from different test files.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/registry/index.ts';

/** What Astro reads from the project to build it. */
const BUILD_FILES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/** The caches Astro and Vite keep in `node_modules/`: the copy gets its own, empty. */
const CACHES = new Set(['.astro', '.vite', '.vite-temp']);

/** Makes the copy; returns its folder. */
export function buildRoot(prefix = 'grimoire-build-root-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const p of BUILD_FILES) cpSync(join(projectRoot, p), join(dir, p), { recursive: true });
  const modules = join(projectRoot, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules))
    if (!CACHES.has(name)) symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  return dir;
}
