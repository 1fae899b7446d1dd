/**
 * Loads the registry for a content folder once per process. The content
 * folder is `content/` beside the project root, or `GRIMOIRE_CONTENT_DIR`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRuleNumber } from '../rules/rule-number.ts';
import { readContent } from './read-content.ts';
import { Registry } from './registry.ts';
import { validateRegistry } from './validate.ts';

export { Registry } from './registry.ts';
export type { EntryNames, ResolvedEntry, RuleRecord } from './registry.ts';
export { ENTRY_COLLECTIONS } from './read-content.ts';
export type { EntryCollection, EntryFile, RulesFile } from './read-content.ts';
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
 * Reads `content/editions/<date>.rule-numbers.txt`: the list of every rule
 * number an edition has (a list of numbers is a fact, not the rules' text).
 * It lets content cite real rules whose text is not in `content/rules` yet.
 */
export function readNumberLists(dir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const editions = join(dir, 'editions');
  if (!existsSync(editions)) return out;
  for (const f of readdirSync(editions)) {
    const m = /^(\d{4}-\d{2}-\d{2})\.rule-numbers\.txt$/.exec(f);
    if (!m || !m[1]) continue;
    const nums = readFileSync(join(editions, f), 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#') && isRuleNumber(l));
    out.set(m[1], nums);
  }
  return out;
}

const cache = new Map<string, Registry>();

/** The registry for the content folder in use (read once, then cached). */
export function getRegistry(dir = contentDir()): Registry {
  let r = cache.get(dir);
  if (!r) {
    r = new Registry(readContent(dir, resolve(dir, '..')), readNumberLists(dir));
    validateRegistry(r);
    cache.set(dir, r);
  }
  return r;
}

/** Forgets cached registries (tests and dev-server reloads). */
export function clearRegistryCache(): void {
  cache.clear();
}
