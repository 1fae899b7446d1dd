/**
 * Rules in a translation that may be older than the English edition: for a
 * rule of the current edition, its newest text in a language
 * (`registry/newest-text.ts`), and whether the English text changed since
 * that edition ("stale"), with both English texts for a word diff when the
 * site has them. Pure: reads the registry.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { rulePlainText } from '../markdown/rule-text.ts';
import { editionsWithText, newestText, type TranslationOptions } from '../registry/newest-text.ts';
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

/**
 * The newest text in `lang` of rule `number` of the current edition (`registry/newest-text.ts`),
 * and whether English moved on since. Undefined when no edition has it in that language.
 */
export function translationOf(
  registry: Registry,
  number: string,
  lang: Lang,
  o: TranslationOptions = {},
): TranslatedRule | undefined {
  const rule = newestText(registry, number, lang, o);
  return rule ? translatedRule(registry, number, rule) : undefined;
}

/** A current rule's text from an edition (its own or an older one), with what changed in English since. */
export function translatedRule(registry: Registry, number: string, rule: RuleText): TranslatedRule {
  const out: TranslatedRule = { number, rule, staleSince: staleSince(registry, number, rule) };
  if (out.staleSince.length) {
    const before = registry.rules.text(rule.edition, rule.number, 'en');
    const after = registry.rules.text(registry.current, number, 'en');
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
  if (!editionsWithText(registry, lang).size) return out;
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
