/**
 * `/api/v1/preview/<rule>.json` and `/api/v1/numbers.json`: what embed.js
 * needs, and no more. A preview file holds one rule page's title and its
 * rules' texts (a few kilobytes, where its section's file can be hundreds),
 * and the numbers file every number of the current edition, so a citation
 * of a rule that does not exist stays plain text.
 */
import type { Lang } from '../content/schemas.ts';
import { ruleDepth, sectionOf } from '../rules/rule-number.ts';
import { schemaUrl, type ApiContext } from './api-context.ts';
import type { RuleNumbersJson, RulePreviewJson } from './api-schemas.ts';
import { ruleJson, titlesOf } from './rule-section-json.ts';

/** The pages of the current edition (sections and numbered rules), in order. */
export function previewPages(ctx: ApiContext): string[] {
  return ctx.registry.rules.pages(ctx.registry.current);
}

/** The preview file of one page. */
export function rulePreviewJson(ctx: ApiContext, page: string): RulePreviewJson {
  const { registry } = ctx;
  const section = sectionOf(page) ?? page;
  const base = {
    $schema: schemaUrl(ctx, 'rule-preview'),
    format: 1 as const,
    edition: registry.current,
    number: page,
    sectionTitle: titlesOf(registry, section),
  };
  if (ruleDepth(page) === 0) return { ...base, title: titlesOf(registry, page), rules: [] };
  const rule = ruleJson(ctx, page);
  const rules = [rule, ...rule.subrules].map((r) => ({
    number: r.number,
    anchor: r.anchor,
    texts: r.texts,
  }));
  return { ...base, title: rule.title as Partial<Record<Lang, string>>, rules };
}

/** Every number of the current edition. */
export function ruleNumbersJson(ctx: ApiContext): RuleNumbersJson {
  const { registry } = ctx;
  return {
    $schema: schemaUrl(ctx, 'rule-numbers'),
    format: 1,
    edition: registry.current,
    numbers: [...registry.lineage.sortedNumbers(registry.current)],
  };
}
