/**
 * The one way a string is chosen and filled outside i18next (the site's
 * browser scripts and embed.js), with i18next's conventions, so one locale
 * file serves server, client and embed:
 *
 * - strings are i18next resources of one language, namespace → key →
 *   string, asked for as `ns:key` (`search:count`);
 * - plural forms are keys with a CLDR suffix (`count_one`, `count_other`,
 *   and `_zero` for a sentence of its own at 0), chosen by
 *   `Intl.PluralRules` from `count`;
 * - `{{name}}` placeholders are filled;
 * - the language's typography is applied (`typography.ts`).
 */
import { language, type Lang } from './languages.ts';
import { typeset } from './typography.ts';

/** Values for placeholders; `count` also picks the plural form. */
export type Vars = Record<string, string | number>;

/** Strings of one language by namespace (i18next's resources of a language). */
export type Strings = Readonly<Record<string, Readonly<Record<string, string>>>>;

const rules = new Map<Lang, Intl.PluralRules>();

/** The CLDR plural category of a count in a language ("one", "other"…). */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(language(lang).tag)));
  return r.select(count);
}

/** The key a count selects among a string's forms, as i18next picks it. */
export function pluralKey(
  strings: Readonly<Record<string, string>>,
  lang: Lang,
  key: string,
  count: number | undefined,
): string {
  if (count === undefined) return key;
  const forms = [
    ...(count === 0 ? [`${key}_zero`] : []),
    `${key}_${pluralCategory(lang, count)}`,
    `${key}_other`,
    key,
  ];
  return forms.find((k) => k in strings) ?? key;
}

/** Fills `{{name}}` placeholders. */
export function fill(template: string, vars: Vars): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k] ?? ''));
}

/** A string `ns:key` of `strings` in `lang`, its plural form chosen and placeholders filled; undefined when missing. */
export function translate(
  strings: Strings,
  lang: Lang,
  key: string,
  vars: Vars = {},
): string | undefined {
  const i = key.indexOf(':');
  const ns = strings[key.slice(0, i)] ?? {};
  const count = typeof vars.count === 'number' ? vars.count : undefined;
  const s = i < 1 ? undefined : ns[pluralKey(ns, lang, key.slice(i + 1), count)];
  return s === undefined ? undefined : typeset(fill(s, vars), lang);
}
