/**
 * The lineage files an update changes: `editions.tsv`, the changes file of
 * each edition whose diff changed, and the fingerprints of the newest
 * editions (older fingerprint files are removed). Files whose text would not
 * change are left out, so an import of known files writes nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LineageData } from '../lineage/lineage-data.ts';
import {
  fingerprintKeys,
  lineageDir,
  renderFingerprints,
  renderLineage,
} from '../lineage/lineage-files.ts';
import type { FileChange } from './commit-files.ts';
import type { LineageUpdate } from './update-lineage.ts';

export function lineageChanges(
  contentDir: string,
  before: LineageData | undefined,
  update: LineageUpdate,
): FileChange[] {
  const dir = lineageDir(contentDir);
  const out: FileChange[] = [];
  const put = (rel: string, text: string) => {
    const path = join(dir, rel);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text)
      out.push({ path: `lineage/${rel}`, text });
  };
  const files = renderLineage(update.data);
  put('editions.tsv', files.get('editions.tsv')!);
  const keys = new Set(update.data.editions.map((e) => e.key));
  for (const key of keys)
    if (!before || update.changed.includes(key))
      put(`changes/${key}.tsv`, files.get(`changes/${key}.tsv`)!);
  for (const [key, rows] of update.fingerprints)
    put(`fingerprints/${key}.tsv`, renderFingerprints(key, rows));
  for (const key of fingerprintKeys(contentDir))
    if (!update.fingerprints.has(key))
      out.push({ path: `lineage/fingerprints/${key}.tsv`, text: null });
  return out;
}
