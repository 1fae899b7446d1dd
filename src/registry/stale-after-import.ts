/**
 * After an import of new English editions: the entries each of them makes
 * stale (cited rules that changed, went, were divided or merged in it), as
 * lines for the importer's output, so a maintainer knows what to reread.
 * Reads the content folder as the import left it.
 */
import { Lineage } from '../lineage/lineage.ts';
import { driftLines, staleIn } from './entry-drift.ts';
import { readContent } from './read-content.ts';

/** Lines saying which entries the editions `keys` make stale ("stale: file:line: …"), with a count per edition. */
export function staleAfterImport(contentDir: string, keys: readonly string[]): string[] {
  if (!keys.length) return [];
  const content = readContent(contentDir);
  if (!content.lineage) return [];
  const lineage = new Lineage(content.lineage);
  return keys.flatMap((key) => {
    const stale = staleIn(lineage, content.entries, key);
    return [
      `edition ${key} makes ${stale.length} entry file(s) stale${stale.length ? ' (reread them against it, then move their rulesEdition forward):' : '.'}`,
      ...driftLines(stale).map((l) => `stale: ${l}`),
    ];
  });
}
