/**
 * The interface strings browser scripts need, selected by namespace (as
 * i18next loads a namespace per feature): a page hands its scripts every
 * string of these namespaces, so no list of keys has to be kept in step with
 * the scripts. `ClientKey` types the keys scripts may ask for.
 */
import type { Lang } from '../content/schemas.ts';
import { LOCALES, type Resources, type UiKey } from './index.ts';

/** The namespaces of strings that browser scripts use. */
export const CLIENT_NAMESPACES = [
  'cite',
  'search',
  'concordance',
  'shortlink',
  'offline',
  'changes',
  'compare',
  'preview',
  'witness',
] as const;

/** A namespace of client strings. */
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/** A key scripts may ask for (`search:count`). */
export type ClientKey = Extract<UiKey, `${ClientNamespace}:${string}`>;

/** True for a key that pages hand to their scripts. */
export function isClientKey(key: string): key is ClientKey {
  return CLIENT_NAMESPACES.some((ns) => key.startsWith(`${ns}:`));
}

/** What the scripts of every page use (search, cite, short links, previews, offline notices). */
export const EVERY_PAGE_NAMESPACES: readonly ClientNamespace[] = [
  'cite',
  'search',
  'shortlink',
  'offline',
  'preview',
];

/**
 * The client strings of a language a page hands to its scripts, as i18next
 * resources (namespace → key → string): the namespaces of every page, and
 * those of its own scripts (`concordance` on the concordance, `changes` and
 * `compare` on the compare page).
 */
export function clientStrings(lang: Lang, own: readonly ClientNamespace[] = []): Resources {
  const wanted = new Set<string>([...EVERY_PAGE_NAMESPACES, ...own]);
  return Object.fromEntries(Object.entries(LOCALES[lang]).filter(([ns]) => wanted.has(ns)));
}
