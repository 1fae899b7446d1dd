/**
 * The site's URL scheme, in one place. Paths here have no leading slash and
 * no base; `withBase` adds the configured base path. Changing a function
 * here changes a public contract: published URLs must keep working.
 */
import type { Lang } from '../content/schemas.ts';
import type { EntryCollection } from '../registry/read-content.ts';

/** Home of a language: `en/`. */
export const homePath = (lang: Lang) => `${lang}/`;

/** Rules contents of a language: `en/rules/`. */
export const rulesIndexPath = (lang: Lang) => `${lang}/rules/`;

/**
 * A rules page. The current edition lives at `en/rules/701.13/`; other
 * editions at `en/rules/2024-08-02/701.13/`.
 */
export function rulePagePath(lang: Lang, page: string, edition: string, current: string): string {
  return edition === current ? `${lang}/rules/${page}/` : `${lang}/rules/${edition}/${page}/`;
}

/** The index of an entry collection: `en/glossary/`. */
export const collectionIndexPath = (lang: Lang, collection: EntryCollection) =>
  `${lang}/${collection}/`;

/** An entry page: `en/glossary/mill/`. */
export const entryPath = (lang: Lang, collection: EntryCollection, id: string) =>
  `${lang}/${collection}/${id}/`;

/** A language-neutral short link to a rule: `r/701.13b/`. */
export const shortLinkPath = (num: string) => `r/${num}/`;

/** Joins a base path ("/" or "/grimoire/") and a site path. */
export function withBase(base: string, path: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}${path.replace(/^\//, '')}`;
}
