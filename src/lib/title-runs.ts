/**
 * Rule titles over a run of editions, as the compare page gets them
 * (built by lib/compare-titles.ts, read in the browser): plain data and
 * one lookup, nothing the browser cannot bundle.
 */
import type { Lang } from '../i18n/languages.ts';

/** One title over editions `from`…`to` (indices into the lineage's editions, oldest first). */
export type TitleRun = [title: string, lang: Lang, from: number, to: number];

/** Page number (a section or a rule that reads as a heading) → its titles over the editions. */
export type CompareTitles = Record<string, TitleRun[]>;

/** The title of a page in the edition at `index`, from the runs. */
export function titleAt(
  titles: CompareTitles,
  page: string,
  index: number,
): { title: string; lang: Lang } | undefined {
  const run = titles[page]?.find(([, , from, to]) => from <= index && index <= to);
  return run && { title: run[0], lang: run[1] };
}
