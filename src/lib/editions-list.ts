/**
 * The editions page's data: every edition of the lineage, newest first,
 * with what the site holds of it and what can be compared, and the pairs of
 * editions that get a what-changed page (consecutive editions whose English
 * text is on the site: an edition without text in between is skipped, so
 * every page compares two real texts).
 */
import type { Lang } from '../content/schemas.ts';
import type { EditionInfo, Registry } from '../registry/registry.ts';

export interface EditionRow extends EditionInfo {
  isCurrent: boolean;
  /** The edition before it whose text is on the site, for "what changed". */
  changesFrom?: string;
}

/** Pairs [from, to] of consecutive editions with official English text, oldest first. */
export function changePairs(registry: Registry): Array<[string, string]> {
  const withText = registry.editions.withOfficial('en').map((e) => e.key);
  return withText.slice(1).map((to, i) => [withText[i]!, to]);
}

/** Every edition, newest first. */
export function editionRows(registry: Registry): EditionRow[] {
  const from = new Map(changePairs(registry).map(([a, b]) => [b, a]));
  return [...registry.editions.list].reverse().map((e) => ({
    ...e,
    isCurrent: e.key === registry.current,
    ...(from.has(e.key) ? { changesFrom: from.get(e.key)! } : {}),
  }));
}

/** The language an edition's text is shown in for a reader: theirs when imported, else English, else none. */
export function textLangOf(e: EditionInfo, lang: Lang): Lang | undefined {
  if (e.official.includes(lang)) return lang;
  if (e.official.includes('en')) return 'en';
  return e.official[0];
}
