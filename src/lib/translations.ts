/**
 * Rules in a translation that may be older than the English edition: for a
 * rule of the current edition, its text in a language from the newest
 * edition that has one (the Japanese translation of 2025-09-19 while English
 * is at 2025-11-14), found through the lineage, and whether the English text
 * changed since that edition ("stale"), with both English texts for a word
 * diff when the site has them. Pure: reads the registry.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { rulePlainText } from '../markdown/rule-text.ts';
import { pageOf, ruleDepth } from '../rules/rule-number.ts';

/** A current rule's text in a language, and whether English moved on since. */
export interface TranslatedRule {
  /** The rule's number today. */
  number: string;
  /** The text, as its own edition numbers it (`rule.edition`, `rule.number`). */
  rule: RuleText;
  /** Editions after the translated one in which the English words of the rule changed, oldest first. */
  staleSince: string[];
  /** The English text as translated and as it is today, when the site has both of the same source (for the word diff). */
  english?: { before: string; after: string };
}

/** Which texts count as a translation. */
export interface TranslationOptions {
  /** Only an imported official translation (not Grimoire's own renderings). */
  officialOnly?: boolean;
}

/** Editions (keys) with any text in a language. */
function editionsWithText(registry: Registry, lang: Lang): Set<string> {
  return new Set(
    registry.editions.list
      .filter((e) => e.official.includes(lang) || e.paraphrase.includes(lang))
      .map((e) => e.key),
  );
}

const cache = new WeakMap<Registry, Map<Lang, Set<string>>>();

function withText(registry: Registry, lang: Lang): Set<string> {
  let byLang = cache.get(registry);
  if (!byLang) cache.set(registry, (byLang = new Map()));
  let set = byLang.get(lang);
  if (!set) byLang.set(lang, (set = editionsWithText(registry, lang)));
  return set;
}

/**
 * The newest text in `lang` of rule `number` of the current edition: the
 * current edition's own, else an older edition's under the number it had
 * there. Undefined when no edition has it in that language (a rule added
 * after the translation).
 */
export function translationOf(
  registry: Registry,
  number: string,
  lang: Lang,
  o: TranslationOptions = {},
): TranslatedRule | undefined {
  const current = registry.current;
  const have = withText(registry, lang);
  if (!have.size) return undefined;
  const found = (edition: string, n: string) => {
    if (!have.has(edition)) return undefined;
    const r = registry.rules.text(edition, n, lang);
    return r && !r.titleOnly && (!o.officialOnly || r.source === 'official') ? r : undefined;
  };
  let rule = found(current, number);
  if (!rule)
    for (const past of registry.lineage.pastNumbers(current, number)) {
      rule = found(past.edition, past.number);
      if (rule) break;
    }
  if (!rule) return undefined;
  const out: TranslatedRule = { number, rule, staleSince: staleSince(registry, number, rule) };
  if (out.staleSince.length) {
    const before = registry.rules.text(rule.edition, rule.number, 'en');
    const after = registry.rules.text(current, number, 'en');
    // Both official (or both Grimoire's): a diff of two kinds of text would show their wording, not the change.
    if (before && after && before.source === after.source && !before.titleOnly && !after.titleOnly)
      out.english = {
        before: rulePlainText(registry, before, { lang: 'en', examples: true }),
        after: rulePlainText(registry, after, { lang: 'en', examples: true }),
      };
  }
  return out;
}

/** Editions after the text's own in which the English words of the rule changed. */
function staleSince(registry: Registry, number: string, rule: RuleText): string[] {
  const lineage = registry.lineage;
  const from = lineage.index(rule.edition);
  return lineage
    .history(registry.current, number)
    .filter((e) => lineage.index(e.edition) > from && e.change === 'c')
    .map((e) => e.edition);
}

/** One stale rule of a language, for the translators' page and its CSV. */
export interface StaleRule extends TranslatedRule {
  /** The page that holds it today. */
  page: string;
}

/** Every rule of the current edition whose text in `lang` is older than an English change. */
export function staleRules(registry: Registry, lang: Lang): StaleRule[] {
  const out: StaleRule[] = [];
  if (!withText(registry, lang).size) return out;
  for (const number of registry.lineage.sortedNumbers(registry.current)) {
    if (ruleDepth(number) < 1) continue;
    const t = translationOf(registry, number, lang);
    if (t?.staleSince.length) out.push({ ...t, page: pageOf(number) });
  }
  return out;
}

/** The edition of the newest official translation in a language, if one is imported. */
export function newestTranslation(registry: Registry, lang: Lang): string | undefined {
  return registry.editions.withOfficial(lang).at(-1)?.key;
}

/**
 * A page's title in `lang` from the newest edition that has one (a section's
 * heading, or "切削" for 701.17), under the number it had there; undefined
 * when no edition titles it in that language.
 */
export function translatedTitle(registry: Registry, page: string, lang: Lang): string | undefined {
  const current = registry.current;
  const have = withText(registry, lang);
  const editions = [
    { edition: current, number: page },
    ...registry.lineage.pastNumbers(current, page),
  ];
  for (const e of editions) {
    if (!have.has(e.edition)) continue;
    const t = registry.rules.pageTitle(e.edition, e.number, lang);
    if (t?.lang === lang) return t.title;
  }
  return undefined;
}
