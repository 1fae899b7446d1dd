/**
 * The embed's interface strings: the `embed` namespace of every locale file,
 * put into the bundle at build time (see embed-integration.ts), so the
 * script needs no request for them; read with the site's one client `t()`
 * (`i18n/translate.ts`).
 */
import { SOURCE_LANG, type Lang } from '../i18n/languages.ts';
import { translate, type Strings, type Vars } from '../i18n/translate.ts';

declare const __GRIMOIRE_EMBED_STRINGS__: Record<Lang, Strings>;

/** A string in a language (else English), its plural form chosen and placeholders filled; a missing key is reported. */
export function embedString(lang: Lang, key: string, vars: Vars = {}): string {
  for (const l of [lang, SOURCE_LANG]) {
    const s = translate(__GRIMOIRE_EMBED_STRINGS__[l] ?? {}, l, `embed:${key}`, vars);
    if (s !== undefined) return s;
  }
  console.error(`grimoire embed: no interface string "embed:${key}"`);
  return key;
}
