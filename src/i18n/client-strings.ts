/**
 * The interface strings browser scripts need, selected by key prefix (as
 * Starlight selects `pagefind.*`): a page hands every string whose key
 * starts with one of these prefixes to its scripts, so no list of keys has
 * to be kept in step with the scripts. `ClientKey` types the keys scripts
 * may ask for.
 */
import type { Lang } from '../content/schemas.ts';
import { LOCALES, type UiKey } from './index.ts';

/** The key prefixes of strings that browser scripts use. */
export const CLIENT_PREFIXES = [
  'cite.',
  'search.',
  'concordance.',
  'shortlink.',
  'offline.',
  'changes.',
  'compare.',
  'preview.',
  'witness.',
] as const;

/** A key scripts may ask for. */
export type ClientKey = Extract<UiKey, `${(typeof CLIENT_PREFIXES)[number]}${string}`>;

/** True for a key that pages hand to their scripts. */
export function isClientKey(key: string): key is ClientKey {
  return CLIENT_PREFIXES.some((p) => key.startsWith(p));
}

/** A prefix of client strings. */
export type ClientPrefix = (typeof CLIENT_PREFIXES)[number];

/** What the scripts of every page use (search, cite, short links, previews, offline notices). */
export const EVERY_PAGE_PREFIXES: readonly ClientPrefix[] = [
  'cite.',
  'search.',
  'shortlink.',
  'offline.',
  'preview.',
];

/**
 * The client strings of a language a page hands to its scripts: those of
 * every page, and the prefixes of its own scripts (`concordance.` on the
 * concordance, `changes.` and `compare.` on the compare page).
 */
export function clientStrings(
  lang: Lang,
  own: readonly ClientPrefix[] = [],
): Record<ClientKey, string> {
  const prefixes = [...EVERY_PAGE_PREFIXES, ...own];
  return Object.fromEntries(
    Object.entries(LOCALES[lang]).filter(([k]) => prefixes.some((p) => k.startsWith(p))),
  ) as Record<ClientKey, string>;
}
