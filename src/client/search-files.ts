/**
 * Where the page's search data lives, under the site's base path: tier 0
 * (names, rule numbers and titles, and the full-text manifest) and the
 * folder of the full-text index, for the page's language (the same paths
 * as `searchDataPath` in urls/paths.ts). Tiny on purpose: the always-loaded
 * search boot imports it too, and importing `urls/paths.ts` here would load
 * the whole URL module (975 B brotli) on every page before any search; so
 * these two paths are the URL module's one copy (url-module.test.ts allows it).
 */
const html = document.documentElement;

/** The site's base path, from the page (e.g. "/" or "/grimoire/"). */
export const base = html.dataset.base ?? '/';
/** The page's language. */
export const lang = html.lang;
export const tier0Url = `${base}${lang}/search/tier0.json`;
/** Tier 0's rule numbers, fetched on the first rule-number query. */
export const numbersUrl = `${base}${lang}/search/numbers.json`;
/** The folder of the full-text index files (`dir` from tier 0's manifest). */
export const indexFolder = (dir: string) => `${base}${lang}/search/${dir}/`;
/** Tier 0 (and its numbers) is revalidated on each first use: it names the index folder, which changes with each build. */
export const tier0Init: RequestInit = { cache: 'no-cache' };
