/**
 * The site's URL scheme, in one place: every path, anchor and query the
 * site links to is built here. Paths have no leading slash and no base;
 * `withBase` adds the configured base path. Changing a function here
 * changes a public contract: published URLs must keep working.
 *
 * Pure and dependency-free (the ground layer of ARCHITECTURE.md: it uses
 * only the language table and the names of the entry collections), so
 * every layer, browser scripts included, imports it.
 */
import type { EntryCollection } from '../content/collections.ts';
import type { Lang } from '../i18n/languages.ts';

/** A page's path without its language (`rules/701/`), as the layout's `path` takes it: `en/rules/701/` → `rules/701/`. */
export const langlessPath = (path: string) => path.slice(path.indexOf('/') + 1);

/** A page of one language in another: `langlessPath`'s path under `lang` (`it/rules/701/`). */
export const inLang = (lang: Lang, langless: string) => `${lang}/${langless}`;

/** Home of a language: `en/`. */
export const homePath = (lang: Lang) => `${lang}/`;

/** Rules contents of a language (the current edition): `en/rules/`. */
export const rulesIndexPath = (lang: Lang) => `${lang}/rules/`;

/** A chapter of the current rules' contents: `en/rules/#chapter-7`. */
export const rulesChapterPath = (lang: Lang, chapter: string) =>
  `${rulesIndexPath(lang)}#chapter-${chapter}`;

/**
 * A rules page. The current edition lives at `en/rules/701.13/`; pages of
 * other editions (Grimoire's own renderings) at `en/rules/2024-08-02/701.13/`.
 */
export function rulePagePath(lang: Lang, page: string, edition: string, current: string): string {
  return edition === current ? `${lang}/rules/${page}/` : `${lang}/rules/${edition}/${page}/`;
}

/** What a link to one rule needs. */
export interface RuleHref {
  lang: Lang;
  /** The rule or subrule, e.g. 701.17b. */
  number: string;
  /** The page that holds it, e.g. 701.17. */
  page: string;
  edition: string;
  current: string;
  /** Reached through another number: the page says "rule <was> of <edition> is <number> today". */
  was?: { number: string; edition: string };
  /** The element's id when it is not the number (a repeated number: "605.2c-2"). */
  anchor?: string;
}

/** The query that makes a rule page say which number a link meant. */
export const wasQuery = (was: { number: string; edition: string }) =>
  `?was=${encodeURIComponent(was.number)}&edition=${encodeURIComponent(was.edition)}`;

/** A link to a rule: its page, the `?was=` query when reached through another number, its anchor. */
export function ruleHref(r: RuleHref): string {
  const page = rulePagePath(r.lang, r.page, r.edition, r.current);
  const query = r.was && r.was.number !== r.number ? wasQuery(r.was) : '';
  const anchor = r.anchor ?? r.number;
  return `${page}${query}${anchor === r.page ? '' : `#${anchor}`}`;
}

/** The editions page: `en/editions/`. */
export const editionsPath = (lang: Lang) => `${lang}/editions/`;

/** An edition's contents: `en/editions/2019-01-25/`. */
export const editionPath = (lang: Lang, edition: string) => `${lang}/editions/${edition}/`;

/**
 * Where a removed rule is explained: its last edition's page, which says in
 * one line that the rule was removed, when, and where its text can be read:
 * `en/editions/2009-05-01/?removed=502.15b&in=2009-07-11`.
 */
export const removedRulePath = (lang: Lang, edition: string, number: string, removedIn: string) =>
  `${editionPath(lang, edition)}?removed=${number}&in=${removedIn}`;

/** One chapter of an edition's full text: `en/editions/2019-01-25/7/`, with the rule's anchor. */
export const chapterDocPath = (lang: Lang, edition: string, chapter: string, anchor?: string) =>
  `${editionPath(lang, edition)}${chapter}/${anchor ? `#${anchor}` : ''}`;

/**
 * An edition's whole text on one page: `en/editions/2025-11-14/all/`, with
 * the rule's anchor (the same anchor as on the rule's own page).
 */
export const documentPath = (lang: Lang, edition: string, anchor?: string) =>
  `${editionPath(lang, edition)}all/${anchor ? `#${anchor}` : ''}`;

/** An edition's official glossary: `en/editions/2019-01-25/glossary/`, with a term's anchor. */
export const editionGlossaryPath = (lang: Lang, edition: string, anchor?: string) =>
  `${editionPath(lang, edition)}glossary/${anchor ? `#${anchor}` : ''}`;

/** The anchor of an official glossary term: `term-trample`, `term-active-player-nonactive-player-order`. */
export function glossaryTermAnchor(term: string): string {
  const slug = term
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `term-${slug}`;
}

/** What changed between two editions: `en/changes/2025-09-19/2025-11-14/`. */
export const changesPath = (lang: Lang, from: string, to: string) =>
  `${lang}/changes/${from}/${to}/`;

/** The compare page: `en/editions/compare/?from=…&to=…`. */
export const comparePath = (lang: Lang, from?: string, to?: string) =>
  `${lang}/editions/compare/${from && to ? `?from=${from}&to=${to}` : ''}`;

/** The current edition's glossary: `en/rules/glossary/`. */
export const crGlossaryPath = (lang: Lang) => `${rulesIndexPath(lang)}glossary/`;

/** The index of an entry collection: `en/glossary/`. */
export const collectionIndexPath = (lang: Lang, collection: EntryCollection) =>
  `${lang}/${collection}/`;

/** An entry page: `en/glossary/mill/`. */
export const entryPath = (lang: Lang, collection: EntryCollection, id: string) =>
  `${lang}/${collection}/${id}/`;

/** The glossary concordance: `en/glossary/concordance/`. */
export const concordancePath = (lang: Lang) => `${lang}/glossary/concordance/`;

/** Search results: `en/search/`, with the query. */
export const searchPath = (lang: Lang, query?: string) =>
  `${lang}/search/${query ? `?q=${encodeURIComponent(query)}` : ''}`;

/** A search data file of a language: `en/search/tier0.json`. */
export const searchDataPath = (lang: string, file: string) => `${lang}/search/${file}`;

/** The not-found page of a language: `en/404/`. */
export const notFoundPath = (lang: Lang) => `${lang}/404/`;

/**
 * What an offline copy answers for a page it does not keep (a page of a
 * language this device did not keep, an older edition's full text): `en/not-kept/`.
 */
export const notKeptPath = (lang: Lang) => `${lang}/not-kept/`;

/** The language-neutral short link to a rule of the current edition: `r/701.13b/`. */
export const shortLinkPath = (num: string) => `r/${num}/`;

/** The short link of a language with its own official text: `ja/r/701.13b/`. */
export const langShortLinkPath = (lang: Lang, num: string) => `${lang}/${shortLinkPath(num)}`;

/**
 * A citation pinned to its edition: `r/701.17b/?edition=2025-11-14` for the
 * current edition (a real page, whose preview shows the rule), and
 * `r/2024-08-02/701.13a/` for an older one (answered by the not-found page,
 * which sends the reader to the rule today). A reader's language choice is
 * kept as `lang=`.
 */
export function pinnedLinkPath(num: string, edition: string, current: string, lang?: Lang): string {
  const langQuery = lang ? `lang=${lang}` : '';
  if (edition === current)
    return `${shortLinkPath(num)}?edition=${edition}${langQuery ? `&${langQuery}` : ''}`;
  return `r/${edition}/${num}/${langQuery ? `?${langQuery}` : ''}`;
}

/** The translators' page of a language (stale rules): `ja/translators/`. */
export const translatorsPath = (lang: Lang) => `${lang}/translators/`;

/** The stale rules of a translation as CSV: `ja/translators/stale.csv`. */
export const staleCsvPath = (lang: Lang) => `${translatorsPath(lang)}stale.csv`;

/** The feed of new editions: `en/feed.xml`. */
export const feedPath = (lang: Lang) => `${lang}/feed.xml`;

/** A file of the JSON API: `api/v1/rules/701.json`. */
export const apiPath = (file: string) => `api/v1/${file}`;

/** The embed script forums paste in: `embed.js`. */
export const embedScriptPath = 'embed.js';

/** The page on rule previews for other sites (embed line and bookmarklet): `en/embed/`. */
export const embedPagePath = (lang: Lang) => `${lang}/embed/`;

/** The service worker (at the root, so its scope is the whole site): `sw.js`. */
export const serviceWorkerPath = 'sw.js';

/** The web app manifest: `manifest.webmanifest`. */
export const webManifestPath = 'manifest.webmanifest';

/** The list of files "Keep offline" downloads for a language: `offline/en.json`. */
export const offlinePackPath = (lang: string) => `offline/${lang}.json`;

/** Joins a base path ("/" or "/grimoire/") and a site path. */
export function withBase(base: string, path: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}${path.replace(/^\//, '')}`;
}
