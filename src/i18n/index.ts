/**
 * Interface strings: one JSON per language of the language table
 * (`locales/<code>.json`, flat dotted keys, English the reference), loaded
 * into one i18next instance with English fallback. Plural forms are i18next's
 * CLDR suffixes (`_one`, `_other`, `_zero`…) chosen from `count`; every
 * finished string goes through the language's typography (`typography.ts`).
 */
import i18next, { type TFunction } from 'i18next';
import { LANGS, language, SOURCE_LANG, type Lang } from './languages.ts';
import { typeset } from './typography.ts';
import type en from './locales/en.json';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

/** The locale file of a language (a language of the table without one fails the build, naming the file). */
function localeOf(lang: Lang): Record<string, string> {
  const strings = files[`./locales/${lang}.json`];
  if (!strings)
    throw new Error(
      `src/i18n/locales/${lang}.json is missing: every language of src/i18n/languages.ts needs a locale file (copy en.json and translate it)`,
    );
  return strings;
}

/** Every locale's strings, keyed by language. */
export const LOCALES: Record<Lang, Record<string, string>> = Object.fromEntries(
  LANGS.map((l) => [l, localeOf(l)]),
) as Record<Lang, Record<string, string>>;

/** A plural suffix of i18next (CLDR categories, and `_zero` for a sentence of its own at 0). */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** A key of the reference (English) locale, plural forms named by their base key (`rules.history.editions`). */
export type UiKey = keyof typeof en extends infer K
  ? K extends `${infer B}${PluralSuffix}`
    ? B
    : K & string
  : never;

const instance = i18next.createInstance();
instance.use({
  type: 'postProcessor',
  name: 'typography',
  process: (
    value: string,
    _key: unknown,
    options: { lng?: string },
    translator: { language?: string },
  ) => typeset(value, (options.lng ?? translator.language ?? SOURCE_LANG) as Lang),
});
void instance.init({
  resources: Object.fromEntries(LANGS.map((l) => [l, { translation: LOCALES[l] }])),
  lng: SOURCE_LANG,
  fallbackLng: SOURCE_LANG,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // Japanese typography strings are empty (no space between sentences): an empty string is a value.
  returnEmptyString: true,
  postProcess: ['typography'],
  initAsync: false,
});

/**
 * The translate function for a language: `t('nav.rules')`,
 * `t('home.edition', { edition })`; a number `count` picks the plural form.
 */
export function useTranslations(
  lang: Lang,
): (key: UiKey, vars?: Record<string, string | number>) => string {
  const t: TFunction = instance.getFixedT(lang);
  return (key, vars) => t(key, { ...vars, lng: lang }) as string;
}

/** Each language's own name for itself ("日本語"), for the language switcher. */
export function languageName(lang: Lang): string {
  return LOCALES[lang]['lang.name'] ?? lang;
}

/** A language's name as a label or heading in the reader's language ("Inglese", "英語"). */
export function languageLabel(lang: Lang, reader: Lang): string {
  const name = languageNameIn(lang, reader);
  return name.charAt(0).toLocaleUpperCase(language(reader).tag) + name.slice(1);
}

/** The name of a language as a reader of another language says it ("英語", "inglese"). */
export function languageNameIn(lang: Lang, reader: Lang): string {
  return (
    new Intl.DisplayNames([language(reader).tag], { type: 'language' }).of(language(lang).tag) ??
    languageName(lang)
  );
}
