/**
 * The journal of an import (`importer/commit-files.ts`): the file whose
 * presence means an import got past its commit point and did not finish,
 * so the content is part old, part new. Readers (a build, `check:content`,
 * `npm run dev`) only look for it and refuse; the commands that write
 * finish it at their start (`import-cr`, `update-cr`, `fetch-archive`), and
 * `npm run import-cr -- --recover` does only that.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ContentError } from '../content/content-error.ts';

/** The journal's name in the content folder. */
export const JOURNAL = '.import-journal.json';

/** The command that finishes an interrupted import and does nothing else. */
export const RECOVER_COMMAND = 'npm run import-cr -- --recover';

/** The journal's path in a content folder. */
export const journalPath = (contentDir: string) => join(contentDir, JOURNAL);

/**
 * Refuses to read a content folder holding the journal of an unfinished
 * import, in one line saying which command finishes it. Writes nothing.
 */
export function refuseUnfinishedImport(contentDir: string): void {
  if (!existsSync(journalPath(contentDir))) return;
  throw new ContentError(
    `${basename(contentDir)}/${JOURNAL}`,
    `an import was interrupted after its commit point, so the content is part old, part new; nothing was read: run \`${RECOVER_COMMAND}\` to finish it, then run this again`,
  );
}
