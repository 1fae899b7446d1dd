/**
 * Where the page's search data lives: tier 0 (names and rule numbers) and
 * tier 1 (full text) for the page's language, under the site's base path.
 * Tiny on purpose: the always-loaded search boot imports it too.
 */
const html = document.documentElement;

/** The site's base path, from the page (e.g. "/" or "/grimoire/"). */
export const base = html.dataset.base ?? '/';
/** The page's language. */
export const lang = html.lang;
export const tier0Url = `${base}${lang}/search/tier0.json`;
export const tier1Url = `${base}${lang}/search/tier1.json`;
