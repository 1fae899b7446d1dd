/**
 * The other-language columns of a rules page, for reading it side by side:
 * a reader of Italian or Japanese pairs their language with English; a
 * reader of English pairs it with a translation. Each column holds, block by
 * block, the same rule in that language (for the current edition, through
 * the lineage from the newest edition that has it), rendered as copies (no
 * ids, so anchors stay unique), and whether it is stale.
 */
import { SOURCE_LANG, TRANSLATION_LANGS, type Lang } from '../i18n/languages.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { renderRules, type RenderRulesOptions } from '../markdown/render-rules.ts';
import type { RulePageData } from './rule-page.ts';
import type { BlockHtml } from './rule-page-html.ts';
import { translationOf, type TranslatedRule } from './translations.ts';

/** One block of a column. */
export interface ColumnCell {
  html: string;
  rule: RuleText;
  /** Set when the text comes from another edition than the page's (and may be stale). */
  translation?: TranslatedRule;
}

/** The page in one other language, by rule number. */
export interface SideColumn {
  lang: Lang;
  cells: Map<string, ColumnCell>;
}

/** The languages a reader of `lang` may read beside the page: their own and English, or a translation. */
export function partnerLangs(lang: Lang): Lang[] {
  return lang === SOURCE_LANG ? [...TRANSLATION_LANGS].reverse() : [lang, SOURCE_LANG];
}

/** The text of one rule in a partner language. */
function cellRule(
  registry: Registry,
  data: RulePageData,
  number: string,
  lang: Lang,
): { rule: RuleText; translation?: TranslatedRule } | undefined {
  if (lang === 'en' || !data.isCurrent) {
    const rule = registry.rules.text(data.edition, number, lang);
    return rule && !rule.titleOnly ? { rule } : undefined;
  }
  const t = translationOf(registry, number, lang);
  if (!t) return undefined;
  return t.rule.edition === data.edition ? { rule: t.rule } : { rule: t.rule, translation: t };
}

/**
 * The columns a page offers beside its own blocks (`items`): for each
 * partner language that is not the language of the page's texts, the
 * blocks that have a text in it. Languages with no text on the page are
 * left out.
 */
export function sideColumns(
  registry: Registry,
  data: RulePageData,
  items: readonly BlockHtml[],
  o: Omit<RenderRulesOptions, 'registry' | 'copy'>,
): SideColumn[] {
  const columns: SideColumn[] = [];
  const heading = data.title?.title;
  for (const lang of partnerLangs(data.lang)) {
    const cells = new Map<string, ColumnCell>();
    for (const item of items) {
      if (!item.lang || item.lang === lang) continue;
      const found = cellRule(registry, data, item.number, lang);
      if (!found || (item.number === data.page && found.rule.text === heading)) continue;
      const copy = { ...found.rule, number: item.number, anchor: item.number };
      const html = renderRules([copy], { ...o, registry, copy: true });
      cells.set(item.number, { html, ...found });
    }
    if (cells.size) columns.push({ lang, cells });
  }
  return columns;
}
