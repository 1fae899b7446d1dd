/**
 * Loads the registry for a content folder once per process. The content
 * folder is `content/` beside the project root, or `GRIMOIRE_CONTENT_DIR`.
 * An import that was interrupted after its commit point is finished first
 * (see `importer/commit-files.ts`), so the site never reads half an import.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recoverInterruptedImport } from '../importer/commit-files.ts';
import { readContent } from './read-content.ts';
import { Registry } from './registry.ts';
import { validateRegistry } from './validate.ts';

export { Registry } from './registry.ts';
export type { EntryNames, ResolvedEntry, RuleText, EditionInfo } from './registry.ts';
export type { EntryFile, RulesFile } from './read-content.ts';
export { ENTRY_COLLECTIONS, type EntryCollection } from '../content/schemas.ts';
export { ContentError } from '../content/content-error.ts';

/**
 * The project root (the folder holding package.json). astro.config.mjs sets
 * GRIMOIRE_ROOT, because inside the built page bundles `import.meta.url` no
 * longer points into src/.
 */
export const projectRoot = resolve(
  process.env.GRIMOIRE_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)),
);

/** The content folder in use. */
export function contentDir(): string {
  return resolve(process.env.GRIMOIRE_CONTENT_DIR ?? join(projectRoot, 'content'));
}

/**
 * Registries by content folder, shared by every copy of this module in the
 * process (astro.config.mjs and the page bundles load their own copies).
 */
const cache: Map<string, Registry> = ((
  globalThis as { __grimoireRegistries?: Map<string, Registry> }
).__grimoireRegistries ??= new Map());

/** The registry for the content folder in use (read once, then cached). */
export function getRegistry(dir = contentDir()): Registry {
  let r = cache.get(dir);
  if (!r) {
    const recovered = recoverInterruptedImport(dir);
    if (recovered) console.warn(`grimoire: ${recovered}`);
    r = new Registry(readContent(dir, resolve(dir, '..')));
    validateRegistry(r);
    cache.set(dir, r);
  }
  return r;
}

/** Forgets cached registries (tests and dev-server reloads). */
export function clearRegistryCache(): void {
  cache.clear();
}
