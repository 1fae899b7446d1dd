/**
 * The interface strings a page hands to its scripts (a JSON block, never
 * executed; see i18n/client-strings.ts), read with the one client `t()`
 * (`i18n/translate.ts`: plural forms, placeholders, typography) that
 * embed.js uses too.
 */
import type { ClientKey } from '../i18n/client-strings.ts';
import { isLang, SOURCE_LANG, type Lang } from '../i18n/languages.ts';
import { fill as fillVars, translate, type Strings, type Vars } from '../i18n/translate.ts';

let cache: Strings | undefined;

/** Every client string of the page, by namespace. */
function strings(): Strings {
  if (cache) return cache;
  const el = document.getElementById('ui-strings');
  try {
    cache = el?.textContent ? (JSON.parse(el.textContent) as Strings) : {};
  } catch {
    cache = {};
  }
  return cache;
}

/** The page's language (`<html lang>`). */
export function pageLang(): Lang {
  const l = document.documentElement.lang.slice(0, 2);
  return isLang(l) ? l : SOURCE_LANG;
}

/** Fills `{{name}}` placeholders of a template the page wrote into a data attribute. */
export function fill(template: string, vars: Vars): string {
  return fillVars(template, vars);
}

/**
 * A string of the page's language, its plural form chosen by a number
 * `count` and its placeholders filled. A key the page lacks is reported and
 * shown as itself.
 */
export function ui(key: ClientKey, vars: Vars = {}): string {
  const s = translate(strings(), pageLang(), key, vars);
  if (s === undefined) {
    console.error(`grimoire: no interface string "${key}" on this page`);
    return key;
  }
  return s;
}
