/**
 * When the site last checked the official rules page for a new edition, and
 * what it found: `content/official/checked.json`, written by `npm run
 * update-cr` after every successful check (a failed check leaves it as it
 * was) and read by the pages' footers. Not committed: like the official
 * text beside it, it belongs to one site's build.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'astro/zod';
import { ContentError, describeIssues } from '../content/content-error.ts';
import { writeAtomic } from '../files/write-atomic.ts';
import { isEditionKey } from '../lineage/edition-key.ts';
import { officialDir } from './official-store.ts';
import { readJsonFile } from './read-json-file.ts';

const key = z.string().refine(isEditionKey, 'an edition key is a date written YYYY-MM-DD');

export const checkRecordSchema = z.strictObject({
  /** The moment of the check (ISO 8601, UTC). */
  checkedAt: z.iso.datetime(),
  /** The rules page that was read. */
  page: z.url(),
  /** The rules text file the page linked. */
  url: z.url(),
  /** The edition that file is. */
  edition: key,
  /** The date its rules take effect. */
  effective: key,
  /** sha256 of the file's bytes. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Its size in bytes. */
  bytes: z.number().int().positive(),
  /** What the check did: imported a new edition, replaced a re-published one, or found the site current. */
  result: z.enum(['new', 'replaced', 'unchanged']),
});

/** The last check of the rules page. */
export type CheckRecord = z.infer<typeof checkRecordSchema>;

/** Where the record of the last check lives. */
export const checkRecordPath = (contentDir: string) =>
  join(officialDir(contentDir), 'checked.json');

/** The record of the last check, or undefined when the site has never checked. */
export function readCheckRecord(contentDir: string): CheckRecord | undefined {
  const path = checkRecordPath(contentDir);
  if (!existsSync(path)) return undefined;
  const rel = relative(join(contentDir, '..'), path);
  const data = readJsonFile(
    path,
    rel,
    (m) => `not readable JSON (${m}); run npm run update-cr again or delete the file`,
  );
  const r = checkRecordSchema.safeParse(data);
  if (!r.success)
    throw new ContentError(
      rel,
      `${describeIssues(r.error.issues)}; run npm run update-cr again or delete the file`,
    );
  return r.data;
}

/** Writes the record atomically (a temporary file renamed into place). */
export function writeCheckRecord(contentDir: string, record: CheckRecord): void {
  const text = `${JSON.stringify(checkRecordSchema.parse(record), null, 2)}\n`;
  writeAtomic(checkRecordPath(contentDir), text);
}
