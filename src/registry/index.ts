/**
 * Loads the registry for a content folder once per process. The content
 * folder is `content/` beside the project root, or `GRIMOIRE_CONTENT_DIR`
 * (a command's input: which content to read).
 *
 * One instance per process: astro.config.mjs and the commands load this file
 * natively, and pages reach it only through `virtual:grimoire/registry`
 * (src/build/registry-module.ts), which Node loads from this same file, so
 * the page bundles share the config's registry and its cache.
 *
 * Reading never writes content: a folder holding an import that was
 * interrupted after its commit point is refused in one line naming the
 * command that finishes it (`import-journal.ts`), so the site never reads
 * half an import; the commands that write finish it (`importer/commit-files.ts`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentDir } from './content-dir.ts';
import { withLock } from './content-lock.ts';
import { refuseUnfinishedImport } from './import-journal.ts';
import { readContent } from './read-content.ts';
import { Registry } from './registry.ts';
import { validateRegistry } from './validate.ts';

export { Registry } from './registry.ts';
export type { EntryNames, ResolvedEntry, RuleText, EditionInfo } from './registry.ts';
export type { EntryFile, RulesFile } from './read-content.ts';
export { ENTRY_COLLECTIONS, type EntryCollection } from '../content/schemas.ts';
export { ContentError } from '../content/content-error.ts';

export { contentDir, projectRoot } from './content-dir.ts';

/** Registries by content folder (this module has one instance per process). */
const cache = new Map<string, Registry>();

/** The registry for the content folder in use (read once, then cached). */
export function getRegistry(dir = contentDir()): Registry {
  let r = cache.get(dir);
  if (!r) {
    r = readLocked(dir);
    validateRegistry(r);
    cache.set(dir, r);
  }
  return r;
}

/**
 * Reads the content holding its writer lock (waiting for an import that is
 * writing), and refuses one that an interrupted import left half-written:
 * so a check or a build never reads half an import. Temporary files of an
 * import interrupted before its commit point are not read (their names
 * begin with a dot) and are left for the next writer to remove. A folder
 * where no lock can be made (read-only) is read as it is.
 */
function readLocked(dir: string): Registry {
  const read = () => {
    refuseUnfinishedImport(dir);
    return new Registry(readContent(dir, resolve(dir, '..')));
  };
  const onWait = (line: string) => console.warn(`grimoire: ${line}`);
  try {
    return existsSync(dir)
      ? withLock(dir, { what: 'a read of the content', onWait }, read)
      : read();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EROFS' && code !== 'EACCES' && code !== 'EPERM') throw err;
    return read();
  }
}

/** Forgets cached registries (tests and dev-server reloads). */
export function clearRegistryCache(): void {
  cache.clear();
}
