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
] as const;

/** A key scripts may ask for. */
export type ClientKey = Extract<UiKey, `${(typeof CLIENT_PREFIXES)[number]}${string}`>;

/** True for a key that pages hand to their scripts. */
export function isClientKey(key: string): key is ClientKey {
  return CLIENT_PREFIXES.some((p) => key.startsWith(p));
}

/** Every client string of a language. */
export function clientStrings(lang: Lang): Record<ClientKey, string> {
  return Object.fromEntries(
    Object.entries(LOCALES[lang]).filter(([k]) => isClientKey(k)),
  ) as Record<ClientKey, string>;
}
