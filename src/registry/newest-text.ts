/**
 * A translation may be older than the English edition: for a rule or a page
 * of the current edition, its text or title in a language from the newest
 * edition that has one (the Japanese translation of 2025-09-19 while English
 * is at 2025-11-14), found through the lineage. Pure: reads the registry.
 * What changed in English since (`lib/translations.ts`) builds on it.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry, RuleText } from './registry.ts';

/** Which texts count as a translation. */
export interface TranslationOptions {
  /** Only an imported official translation (not Grimoire's own renderings). */
  officialOnly?: boolean;
}

const cache = new WeakMap<Registry, Map<Lang, Set<string>>>();

/** Editions (keys) with any text in a language (computed once per registry and language). */
export function editionsWithText(registry: Registry, lang: Lang): Set<string> {
  let byLang = cache.get(registry);
  if (!byLang) cache.set(registry, (byLang = new Map()));
  let set = byLang.get(lang);
  if (!set) {
    set = new Set(
      registry.editions.list
        .filter((e) => e.official.includes(lang) || e.paraphrase.includes(lang))
        .map((e) => e.key),
    );
    byLang.set(lang, set);
  }
  return set;
}

/**
 * The newest text in `lang` of rule `number` of the current edition: the
 * current edition's own, else an older edition's under the number it had
 * there. Undefined when no edition has it in that language (a rule added
 * after the translation).
 */
export function newestText(
  registry: Registry,
  number: string,
  lang: Lang,
  o: TranslationOptions = {},
): RuleText | undefined {
  const current = registry.current;
  const have = editionsWithText(registry, lang);
  if (!have.size) return undefined;
  const found = (edition: string, n: string) => {
    if (!have.has(edition)) return undefined;
    const r = registry.rules.text(edition, n, lang);
    return r && !r.titleOnly && (!o.officialOnly || r.source === 'official') ? r : undefined;
  };
  const rule = found(current, number);
  if (rule) return rule;
  for (const past of registry.lineage.pastNumbers(current, number)) {
    const r = found(past.edition, past.number);
    if (r) return r;
  }
  return undefined;
}

/**
 * A page's title in `lang` from the newest edition that has one (a section's
 * heading, or "切削" for 701.17), under the number it had there; undefined
 * when no edition titles it in that language.
 */
export function translatedTitle(registry: Registry, page: string, lang: Lang): string | undefined {
  const current = registry.current;
  const have = editionsWithText(registry, lang);
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
