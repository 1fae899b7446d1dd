/**
 * What a hand-edit of `lineage/editions.tsv` must not break, checked when
 * it is read: each edition listed once, and the editions in the order they
 * took effect (the last row is the current edition and each changes file
 * is from the row above, so a swapped row would silently change both).
 * Keys and dates are checked as real days where each row is parsed.
 */
import { ContentError } from '../errors/content-error.ts';
import type { LineageEdition } from './lineage-data.ts';

/** Throws naming the file and the first line that breaks the order or repeats a key. */
export function checkEditions(
  editions: readonly LineageEdition[],
  lines: readonly number[],
  file: string,
): void {
  const seen = new Map<string, number>();
  editions.forEach((e, i) => {
    const line = lines[i]!;
    const twice = seen.get(e.key);
    if (twice !== undefined)
      throw new ContentError(
        file,
        `edition ${e.key} is listed twice (also on line ${twice}): keep one row`,
        line,
      );
    seen.set(e.key, line);
    const prev = editions[i - 1];
    if (prev && e.effective < prev.effective)
      throw new ContentError(
        file,
        `edition ${e.key} takes effect ${e.effective}, before ${prev.key} on the line above (${prev.effective}): the rows must be in the order the editions took effect; move this row up`,
        line,
      );
  });
}
