/**
 * A rule's title for a reader, in their language wherever one is known:
 *
 * 1. the edition's own title in the reader's language (official text or
 *    Grimoire's own rendering);
 * 2. on a current page, the title of the newest translation;
 * 3. our glossary's name for the term the rule is about: a term whose
 *    `rules` field cites the rule (by its number then or now; a keyword only a keyword rule) and
 *    whose English name is the rule's English title (702.19 Trample → travolgere, 514 Cleanup Step →
 *    sottofase di cancellazione); a title in the plural takes the term's
 *    plural (102 Players → Giocatori), never the singular in a language
 *    that has a plural;
 * 4. else the English title (from the text, or the lineage's titles), with
 *    its language, so pages mark it as English.
 */
import type { Lang } from '../content/schemas.ts';
import { language, SOURCE_LANG } from '../i18n/languages.ts';
import { pageOf } from '../rules/rule-number.ts';
import { translatedTitle } from './newest-text.ts';
import type { Registry } from './registry.ts';
import { ruleTitles } from './rule-titles.ts';

export interface RuleTitle {
  title: string;
  /** The language the title is written in (the reader's, or English). */
  lang: Lang;
}

/** Folds an English name for comparing: lowercase, no plural "s" ("Special Actions" = "special action"). */
const fold = (s: string) =>
  s.toLowerCase().replace(/[’‘]/g, "'").replace(/ies\b/g, 'y').replace(/s\b/g, '').trim();

/** The rules a keyword names: keyword actions are 701.x, keyword abilities 702.x (exile the action is not 406 Exile the zone). */
const KEYWORD_RULES: Partial<Record<string, string>> = {
  'keyword-action': '701.',
  'keyword-ability': '702.',
};

/** The names a term's name lists ("life, life total" → life, life total). */
const listed = (name: string) => name.split(/\s*[,、]\s*/).filter(Boolean);

/** A title starts with a capital, as the glossary's lowercase terms do not (travolgere → Travolgere). */
const capital = (s: string, lang: Lang) =>
  s.charAt(0).toLocaleUpperCase(language(lang).tag) + s.slice(1);

/** True for a language whose nouns do not change for number (Japanese: one plural category). */
const noNumber = (lang: Lang) =>
  new Intl.PluralRules(language(lang).tag).resolvedOptions().pluralCategories.length === 1;

interface TermName {
  /** The English names the term's name lists, lowercased (aliases are not titles). */
  english: string[];
  /** Its name in the reader's language (the first its name lists). */
  name: string;
  /** Its plural in the reader's language, when the glossary gives one. */
  plural?: string | undefined;
}

const index = new WeakMap<Registry, Map<Lang, Map<string, TermName[]>>>();

/** The term of a glossary entry as a title source in `lang`, with the rules it can title. */
function termName(registry: Registry, id: string, lang: Lang) {
  const en = registry.entry('glossary', id, SOURCE_LANG)?.entry.data;
  const entry = registry.entry('glossary', id, lang);
  const names = registry.names('glossary', id, SOURCE_LANG);
  if (!en || !('rules' in en) || !entry || entry.fallback || !names) return;
  const only = KEYWORD_RULES[en.category];
  const data = entry.entry.data;
  const plural = 'plural' in data ? data.plural : undefined;
  const term: TermName = {
    english: listed(names.primary).map((n) => n.toLowerCase()),
    name: capital(listed(registry.names('glossary', id, lang)!.primary)[0]!, lang),
    plural: plural && capital(plural, lang),
  };
  const rules = en.rules.filter((r) => !only || r.startsWith(only));
  return { term, rules, edition: en.rulesEdition };
}

/**
 * Rule number → the glossary terms about it, for a language (built once):
 * the rules a term's `rules` field cites (a keyword's only among the
 * keyword rules), by their number then and today's.
 */
function termsByRule(registry: Registry, lang: Lang): Map<string, TermName[]> {
  let byLang = index.get(registry);
  if (!byLang) index.set(registry, (byLang = new Map()));
  let map = byLang.get(lang);
  if (map) return map;
  map = new Map();
  for (const id of registry.ids('glossary')) {
    const t = termName(registry, id, lang);
    if (!t) continue;
    for (const cited of t.rules) {
      const now = registry.lineage.toNewest(cited, t.edition);
      const numbers = new Set([cited, ...(now?.status === 'found' ? [now.number] : [])]);
      for (const n of numbers) map.set(n, [...(map.get(n) ?? []), t.term]);
    }
  }
  byLang.set(lang, map);
  return map;
}

/**
 * The glossary's name in `lang` for the term a rule is about, if one names
 * it: the term's English name must be the rule's English title. A title in
 * the plural (102 Players) takes the term's plural; a language without
 * number (Japanese) takes the name; else the term does not title it.
 */
export function termTitle(
  registry: Registry,
  number: string,
  english: string,
  lang: Lang,
): string | undefined {
  const exact = english.toLowerCase();
  const folded = fold(english);
  for (const t of termsByRule(registry, lang).get(number) ?? []) {
    if (t.english.includes(exact)) return t.name;
    if (!t.english.some((e) => fold(e) === folded)) continue;
    if (t.plural) return t.plural;
    if (noNumber(lang)) return t.name;
  }
  return undefined;
}

/** The title of a page (a section or a rule) of an edition, for a reader of `lang`. */
export function ruleTitle(
  registry: Registry,
  edition: string,
  page: string,
  lang: Lang,
): RuleTitle | undefined {
  const own = registry.rules.pageTitle(edition, page, lang);
  if (own?.lang === lang) return own;
  if (edition === registry.current && lang !== SOURCE_LANG) {
    const translated = translatedTitle(registry, page, lang);
    if (translated) return { title: translated, lang };
  }
  const english =
    (own?.lang === SOURCE_LANG ? own.title : undefined) ??
    ruleTitles(registry.contentDir, edition).get(page);
  if (!english) return own;
  if (lang !== SOURCE_LANG) {
    const term = termTitle(registry, page, english, lang);
    if (term) return { title: term, lang };
  }
  return own ?? { title: english, lang: SOURCE_LANG };
}

/**
 * A page's title in an older edition for a reader, where that edition has
 * none of its own (no text, no titles file): the title of the same rule
 * today, as the lineage follows it (2013's 702.19 is today's 702.19
 * Trample). Used by history lines.
 */
export function titleThen(
  registry: Registry,
  edition: string,
  page: string,
  lang: Lang,
): RuleTitle | undefined {
  const own = ruleTitle(registry, edition, page, lang);
  if (own || edition === registry.current) return own;
  const now = registry.lineage.toNewest(page, edition);
  if (now?.status !== 'found' || pageOf(now.number) !== now.number) return undefined;
  return ruleTitle(registry, registry.current, now.number, lang);
}
