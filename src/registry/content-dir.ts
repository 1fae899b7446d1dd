/**
 * Where the project and its content folder are, apart from the registry that reads them: a
 * command can name the folder without loading the reader (YAML, Markdown, the schemas).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json). */
export const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The content folder in use: `content/` beside the project root, or `GRIMOIRE_CONTENT_DIR`. */
export function contentDir(): string {
  return resolve(process.env.GRIMOIRE_CONTENT_DIR ?? join(projectRoot, 'content'));
}
