/**
 * The one table of Grimoire's languages. Every list of languages, every
 * language pattern in a route or regex, every fallback and every date or
 * plural formatter is derived from it: adding a language is one row here
 * and one locale file (`src/i18n/locales/<code>.json`).
 *
 * Imports nothing, so browser scripts and embed.js can use it without
 * bundling zod or i18next.
 */

/** What official Comprehensive Rules text exists in a language. */
export type OfficialText =
  /** The authoritative text (English). */
  | 'authoritative'
  /** Wizards publishes a translation (Japanese). */
  | 'translation'
  /** No official rules text in this language (Italian since 2009). */
  | 'none';

/** One language of the site. */
export interface Language {
  /** The code in paths and file names: `/it/rules/…`, `content/rules/it/…`. */
  readonly code: string;
  /** The BCP-47 tag for `lang` attributes and `Intl` (plurals, collation, display names). */
  readonly tag: string;
  /** The Open Graph locale (`og:locale`), in the same region as `dateLocale`. */
  readonly ogLocale: string;
  /** The locale dates are written in (`Intl.DateTimeFormat`). */
  readonly dateLocale: string;
  /** Rank when a page is missing in the reader's language: lower is tried first. */
  readonly fallbackRank: number;
  /** Whether the Comprehensive Rules exist officially in this language. */
  readonly officialText: OfficialText;
}

/** The languages, in display order (the language switcher's, the concordance's columns). */
export const LANGUAGES = [
  {
    code: 'en',
    tag: 'en',
    ogLocale: 'en_GB',
    dateLocale: 'en-GB',
    fallbackRank: 0,
    officialText: 'authoritative',
  },
  {
    code: 'it',
    tag: 'it',
    ogLocale: 'it_IT',
    dateLocale: 'it-IT',
    fallbackRank: 1,
    officialText: 'none',
  },
  {
    code: 'ja',
    tag: 'ja',
    ogLocale: 'ja_JP',
    dateLocale: 'ja-JP',
    fallbackRank: 2,
    officialText: 'translation',
  },
] as const satisfies readonly Language[];

/** A language code. */
export type Lang = (typeof LANGUAGES)[number]['code'];

/** The language codes, in display order. */
export const LANGS = LANGUAGES.map((l) => l.code) as readonly Lang[] as readonly [Lang, ...Lang[]];

/** The language whose rules text is authoritative, and the last resort of every fallback. */
export const SOURCE_LANG: Lang = LANGUAGES.find((l) => l.officialText === 'authoritative')!.code;

/** The order languages are tried in when a page is missing in the reader's. */
export const FALLBACK_ORDER: readonly Lang[] = [...LANGUAGES]
  .sort((a, b) => a.fallbackRank - b.fallbackRank)
  .map((l) => l.code);

/** The languages rules text is translated into (every one but the authoritative). */
export const TRANSLATION_LANGS: readonly Lang[] = LANGS.filter((l) => l !== SOURCE_LANG);

/** The row of a language. */
export function language(lang: Lang): Language {
  return LANGUAGES.find((l) => l.code === lang)!;
}

/** True for a language code of the site. */
export function isLang(s: string | undefined): s is Lang {
  return s !== undefined && (LANGS as readonly string[]).includes(s);
}

/** The codes as a regex alternation, for routes and paths: `en|it|ja`. */
export const LANG_ALTERNATION = LANGS.join('|');

/** A language's name in English, for messages to site owners ("Italian", "Japanese"), from `Intl`. */
export const englishName = (code: Lang): string =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(language(code).tag) ?? code;
