/**
 * Where imported official editions live and how they are read:
 * `content/official/<lang>/<key>.json` (not committed). The one reader of
 * those files; the importer is the one writer (`renderOfficial`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError, describeIssues } from '../content/content-error.ts';
import { LANGS, type Lang } from '../content/schemas.ts';
import { isEditionKey } from '../lineage/edition-key.ts';
import { readJsonFile } from './read-json-file.ts';
import { officialEditionSchema, type OfficialEdition } from './official-edition.ts';

/** The folder of imported official editions. */
export const officialDir = (contentDir: string) => join(contentDir, 'official');

/** The file of one imported edition in one language. */
export const officialPath = (contentDir: string, lang: Lang, key: string) =>
  join(officialDir(contentDir), lang, `${key}.json`);

/** One stored edition file. */
export interface OfficialFile {
  lang: Lang;
  key: string;
  path: string;
}

/** Every stored edition file, by language then key. */
export function listOfficial(contentDir: string): OfficialFile[] {
  const out: OfficialFile[] = [];
  for (const lang of LANGS) {
    const dir = join(officialDir(contentDir), lang);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      const key = f.replace(/\.json$/, '');
      if (f.endsWith('.json') && isEditionKey(key)) out.push({ lang, key, path: join(dir, f) });
    }
  }
  return out;
}

/** Reads and checks one stored edition; a ContentError names the file when it is damaged. */
export function readOfficial(path: string, root: string): OfficialEdition {
  const rel = relative(root, path);
  const data = readJsonFile(
    path,
    rel,
    (m) => `not a readable edition file (${m}); import the edition again`,
  );
  const r = officialEditionSchema.safeParse(data);
  if (!r.success)
    throw new ContentError(
      rel,
      `not a valid edition file: ${describeIssues(r.error.issues)}; import the edition again`,
    );
  return r.data;
}

/** The text of a stored edition file (stable, so an identical import writes identical bytes). */
export function renderOfficial(e: OfficialEdition): string {
  return `${JSON.stringify(officialEditionSchema.parse(e))}\n`;
}
