/**
 * Reads a JSON file the site wrote under content/official/ (an edition, the
 * record of the last check). A file that is not readable JSON fails as a
 * ContentError naming it, with what to do.
 */
import { readFileSync } from 'node:fs';
import { ContentError } from '../content/content-error.ts';

/** The parsed file; `problem(message)` says what the file is not and what to do. */
export function readJsonFile(path: string, rel: string, problem: (message: string) => string) {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (err) {
    throw new ContentError(rel, problem((err as Error).message));
  }
}
