/**
 * `content/lineage/titles/<edition>.tsv`: the English titles of the
 * sections and of the rules that read as headings (701.17 Mill, 702.19
 * Trample) of an edition, as facts (no rules text), so its rules index and
 * rule pages have titles even where the site has no rules text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, ReadonlyMap<string, string>>();

/** Number → English title of an edition, from a content folder (empty when the edition has no file). */
export function ruleTitles(contentDir: string, edition: string): ReadonlyMap<string, string> {
  const file = join(contentDir, 'lineage', 'titles', `${edition}.tsv`);
  let titles = cache.get(file);
  if (titles) return titles;
  const map = new Map<string, string>();
  if (existsSync(file)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim() || line.startsWith('#') || line.startsWith('number\t')) return;
        const [number, title, ...rest] = line.split('\t');
        if (!number || !title || rest.length)
          throw new Error(
            `${file}:${i + 1}: a line is "number<TAB>title" (e.g. "702.19\tTrample"), got ${JSON.stringify(line)}`,
          );
        map.set(number, title);
      });
  }
  cache.set(file, (titles = map));
  return titles;
}
