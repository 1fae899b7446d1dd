/**
 * Interface strings: one JSON per locale with flat dotted keys (English is
 * the reference), loaded into one i18next instance with English fallback.
 */
import i18next, { type TFunction } from 'i18next';
import { LANGS, type Lang } from '../content/schemas.ts';
import en from './locales/en.json';
import it from './locales/it.json';
import ja from './locales/ja.json';

/** Every locale's strings, keyed by language. */
export const LOCALES: Record<Lang, Record<string, string>> = { en, it, ja };

/** A key of the reference (English) locale. */
export type UiKey = keyof typeof en;

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LANGS.map((l) => [l, { translation: LOCALES[l] }])),
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The translate function for a language: `t('nav.rules')`, `t('home.edition', { edition })`. */
export function useTranslations(
  lang: Lang,
): (key: UiKey, vars?: Record<string, string | number>) => string {
  const t: TFunction = instance.getFixedT(lang);
  return (key, vars) => t(key, vars ?? {}) as string;
}

/** Each language's own name for itself ("日本語"), for the language switcher. */
export function languageName(lang: Lang): string {
  return LOCALES[lang]['lang.name'] ?? lang;
}

/** The name of a language as a reader of another language says it in a sentence ("英語", "inglese"). */
export function languageNameIn(lang: Lang, reader: Lang): string {
  return new Intl.DisplayNames([reader], { type: 'language' }).of(lang) ?? languageName(lang);
}
