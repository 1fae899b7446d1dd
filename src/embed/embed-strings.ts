/**
 * The embed's interface strings: the `embed.*` keys of the three locale
 * files, put into the bundle at build time (see bundle-scripts.ts), so the
 * script needs no request for them.
 */
import type { Lang } from '../content/schemas.ts';

declare const __GRIMOIRE_EMBED_STRINGS__: Record<Lang, Record<string, string>>;

/** A string in a language, its `{{name}}` placeholders filled. */
export function embedString(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const s = __GRIMOIRE_EMBED_STRINGS__[lang][`embed.${key}`] ?? key;
  return s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? '');
}
