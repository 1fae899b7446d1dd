/**
 * The same address in another language, for a not-found page's language
 * switcher: the page answers any address, so switching language keeps the
 * address and swaps its language segment (`/en/rules/702.19z/` →
 * `/it/rules/702.19z/`, where the Italian not-found page offers the nearest
 * rule in Italian), or puts the language first where it has none
 * (`/rules/116.2a/` → `/it/rules/116.2a/`). Pure.
 */
import { LANG_ALTERNATION, type Lang } from '../i18n/languages.ts';
import { homePath, inLang } from '../urls/paths.ts';

const LEADING_LANG = new RegExp(`^(?:${LANG_ALTERNATION})(?=/|$)`);

/** The language segment an address starts with (after `base`), if any. */
export function langOfAddress(pathname: string, base: string): Lang | undefined {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  return LEADING_LANG.exec(rest)?.[0] as Lang | undefined;
}

/** `pathname` (under `base`) in `lang`; an address outside `base` gives the language's home. */
export function addressInLang(pathname: string, base: string, lang: Lang): string {
  if (!pathname.startsWith(base)) return `${base}${homePath(lang)}`;
  const rest = pathname.slice(base.length);
  if (LEADING_LANG.test(rest)) return `${base}${rest.replace(LEADING_LANG, lang)}`;
  return `${base}${inLang(lang, rest)}`;
}
