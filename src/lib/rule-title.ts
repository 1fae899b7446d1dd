/**
 * A rule's title for a reader, in their language wherever one is known:
 *
 * 1. the edition's own title in the reader's language (official text or
 *    Grimoire's own rendering);
 * 2. on a current page, the title of the newest translation;
 * 3. our glossary's name for the term the rule is about: a term whose
 *    `rules` field cites the rule (by its number then or now) and whose English name is the rule's
 *    English title (702.19 Trample → travolgere, 514 Cleanup Step →
 *    sottofase di cancellazione);
 * 4. else the English title (from the text, or the lineage's titles), with
 *    its language, so pages mark it as English.
 */
import type { Lang } from '../content/schemas.ts';
import { language, SOURCE_LANG } from '../i18n/languages.ts';
import { contentDir } from '../registry/index.ts';
import type { Registry } from '../registry/registry.ts';
import { ruleTitles } from '../registry/rule-titles.ts';
import { translatedTitle } from './translations.ts';

export interface RuleTitle {
  title: string;
  /** The language the title is written in (the reader's, or English). */
  lang: Lang;
}

/** Folds an English name for comparing: lowercase, no plural "s" ("Special Actions" = "special action"). */
const fold = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/s\b/g, '').trim();

interface TermName {
  /** The term's English names, folded. */
  english: string[];
  /** Its name in the reader's language. */
  name: string;
}

const index = new WeakMap<Registry, Map<Lang, Map<string, TermName[]>>>();

/** Rule number → the glossary terms that cite it, with their names, for a language (built once). */
function termsByRule(registry: Registry, lang: Lang): Map<string, TermName[]> {
  let byLang = index.get(registry);
  if (!byLang) index.set(registry, (byLang = new Map()));
  let map = byLang.get(lang);
  if (map) return map;
  map = new Map();
  for (const id of registry.ids('glossary')) {
    const en = registry.entry('glossary', id, SOURCE_LANG)?.entry.data;
    const entry = registry.entry('glossary', id, lang);
    const names = registry.names('glossary', id, SOURCE_LANG);
    if (!en || !('rules' in en) || !entry || entry.fallback || !names) continue;
    // A title starts with a capital, as the glossary's lowercase terms do not (travolgere → Travolgere).
    const own = registry.names('glossary', id, lang)!.primary;
    const name = own.charAt(0).toLocaleUpperCase(language(lang).tag) + own.slice(1);
    const term = { english: [names.primary, ...names.aliases].map(fold), name };
    // The term cites rules of its own edition; a title is looked up by today's number too.
    for (const cited of en.rules) {
      const now = registry.lineage.toNewest(cited, en.rulesEdition);
      const numbers = new Set([cited, ...(now?.status === 'found' ? [now.number] : [])]);
      for (const n of numbers) map.set(n, [...(map.get(n) ?? []), term]);
    }
  }
  byLang.set(lang, map);
  return map;
}

/** The glossary's name in `lang` for the term a rule is about, if one names it. */
export function termTitle(
  registry: Registry,
  number: string,
  english: string,
  lang: Lang,
): string | undefined {
  const want = fold(english);
  return termsByRule(registry, lang)
    .get(number)
    ?.find((t) => t.english.includes(want))?.name;
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
    ruleTitles(contentDir(), edition).get(page);
  if (!english) return own;
  if (lang !== SOURCE_LANG) {
    const term = termTitle(registry, page, english, lang);
    if (term) return { title: term, lang };
  }
  return own ?? { title: english, lang: SOURCE_LANG };
}
