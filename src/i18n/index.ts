/**
 * Interface strings: one JSON per language of the language table
 * (`locales/<code>.json`, English the reference), each an i18next resource
 * of that language: its top-level keys are namespaces (`nav`, `rules`,
 * `search`…), each holding that part's strings (`{ "nav": { "skip": … } }`,
 * asked for as `t('nav:skip')`). Loaded into one i18next instance with
 * English fallback. Plural forms are i18next's CLDR suffixes (`_one`,
 * `_other`, `_zero`…) chosen from `count`; every finished string goes
 * through the language's typography (`typography.ts`).
 */
import i18next, { type TFunction } from 'i18next';
import { z } from 'astro/zod';
import { LANGS, language, SOURCE_LANG, type Lang } from './languages.ts';
import { typeset } from './typography.ts';
import type en from './locales/en.json';

/** A language's strings: namespace → key → string (i18next's resources of one language). */
export type Resources = Record<string, Record<string, string>>;

/** How to fix a flat key, for the schema's messages. */
const NEST =
  'a locale file holds namespaces, each an object of strings: a flat key "ns.key" goes into namespace "ns" as "key" ({ "nav": { "skip": "…" } })';

/** A locale file: namespaces, each a flat object of strings (a key may hold dots: `history.editions_one`). */
const localeSchema = z.record(
  z.string().regex(/^[a-zA-Z]+$/),
  z.record(z.string().regex(/^[^:]+$/), z.string(), NEST),
);

const files = import.meta.glob<unknown>('./locales/*.json', { eager: true, import: 'default' });

/** A locale file's content checked against the schema; a flat or misplaced key fails naming the file and the key. */
export function parseLocale(file: string, data: unknown): Resources {
  const r = localeSchema.safeParse(data);
  if (r.success) return r.data;
  throw new Error(
    `${file}: ${r.error.issues
      .map((i) => {
        const where = i.path.join(' → ');
        if (i.code !== 'invalid_key') return `${where}: ${i.message}`;
        return i.path.length > 1
          ? `${where}: a key inside a namespace has no ":"`
          : `${where}: ${NEST}`;
      })
      .join('; ')}`,
  );
}

/** The locale file of a language (a language of the table without one fails the build, naming the file). */
function localeOf(lang: Lang): Resources {
  const file = `src/i18n/locales/${lang}.json`;
  const strings = files[`./locales/${lang}.json`];
  if (!strings)
    throw new Error(
      `${file} is missing: every language of src/i18n/languages.ts needs a locale file (copy en.json and translate it)`,
    );
  return parseLocale(file, strings);
}

/** Every locale's strings, keyed by language, then namespace. */
export const LOCALES: Record<Lang, Resources> = Object.fromEntries(
  LANGS.map((l) => [l, localeOf(l)]),
) as Record<Lang, Resources>;

/** The namespaces of the reference locale. */
export const NAMESPACES = Object.keys(LOCALES[SOURCE_LANG]);

/** A plural suffix of i18next (CLDR categories, and `_zero` for a sentence of its own at 0). */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** A key inside a namespace, plural forms named by their base key. */
type BaseKey<K> = K extends `${infer B}${PluralSuffix}` ? B : K & string;

type En = typeof en;

/** A key of the reference (English) locale as `ns:key`, plural forms by their base key (`rules:history.editions`). */
export type UiKey = { [N in keyof En & string]: `${N}:${BaseKey<keyof En[N]>}` }[keyof En & string];

/** A string of a language by `ns:key` as it stands in the file (no plural choice, no filling). */
export function rawString(lang: Lang, key: UiKey): string | undefined {
  const i = key.indexOf(':');
  return LOCALES[lang][key.slice(0, i)]?.[key.slice(i + 1)];
}

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
  resources: Object.fromEntries(LANGS.map((l) => [l, LOCALES[l]])),
  ns: NAMESPACES,
  defaultNS: false,
  lng: SOURCE_LANG,
  fallbackLng: SOURCE_LANG,
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  // Japanese typography strings are empty (no space between sentences): an empty string is a value.
  returnEmptyString: true,
  postProcess: ['typography'],
  initAsync: false,
});

/**
 * The translate function for a language: `t('nav:rules')`,
 * `t('home:edition', { edition })`; a number `count` picks the plural form.
 */
export function useTranslations(
  lang: Lang,
): (key: UiKey, vars?: Record<string, string | number>) => string {
  const t: TFunction = instance.getFixedT(lang);
  const plain = plainStrings(lang);
  return (key, vars) => {
    if (vars) return t(key, { ...vars, lng: lang }) as string;
    let s = plain.get(key);
    if (s === undefined) plain.set(key, (s = t(key, { lng: lang }) as string));
    return s;
  };
}

/**
 * Per language, what `t(key)` without variables gave: the strings never change once loaded, and a
 * build asks for the same labels on each of its thousands of pages (i18next's lookup, fallback and
 * post-processing each time were 5 % of a build).
 */
const plainByLang = new Map<Lang, Map<UiKey, string>>();
function plainStrings(lang: Lang): Map<UiKey, string> {
  let m = plainByLang.get(lang);
  if (!m) plainByLang.set(lang, (m = new Map()));
  return m;
}

/** Each language's own name for itself ("日本語"), for the language switcher. */
export function languageName(lang: Lang): string {
  return rawString(lang, 'lang:name') ?? lang;
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
