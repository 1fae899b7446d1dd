/**
 * A rule's history as a page shows it: for the rules on a page, what
 * happened to each edition by edition (created, renumbered, reworded,
 * removed), newest first, with the texts before and after a rewording when
 * the site has both, and where to read each edition.
 */
import type { Lang } from '../content/schemas.ts';
import type { LineageEvent } from '../lineage/lineage.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { compareRuleNumbers } from '../rules/rule-number.ts';
import { rulePlainText } from '../markdown/rule-text.ts';
import { ruleAddress } from './edition-rule-href.ts';

/** At most this many rewordings carry their word diff on the page (older ones link to the edition). */
export const DIFFS_SHOWN = 12;

export interface HistoryItem extends LineageEvent {
  /** The rule this event belongs to, as numbered today. */
  today: string;
  /** Where to read the rule in that edition (path without base). */
  href: string;
  /** Text before and after a rewording, when the site has both. */
  before?: string;
  after?: string;
}

/** A rule's text as plain text; none for a page's title alone. */
function plain(registry: Registry, r: RuleText | undefined, lang: Lang): string | undefined {
  if (!r || r.titleOnly) return undefined;
  return rulePlainText(registry, r, { lang });
}

/** The history of the rules on a page of the current edition, newest event first. */
export function pageHistory(registry: Registry, page: string, lang: Lang): HistoryItem[] {
  const current = registry.current;
  const lineage = registry.lineage;
  const items: HistoryItem[] = [];
  for (const today of registry.rules.pageNumbers(current, page)) {
    for (const e of lineage.history(current, today)) {
      if (e.kind === 'changed' && e.change === 't') continue;
      const item: HistoryItem = {
        ...e,
        today,
        href: ruleAddress(registry, e.edition, e.number, lang),
      };
      items.push(item);
    }
  }
  items.sort(
    (a, b) =>
      lineage.index(b.edition) - lineage.index(a.edition) || compareRuleNumbers(a.today, b.today),
  );
  let diffs = 0;
  for (const item of items) {
    if (item.change !== 'c' || diffs >= DIFFS_SHOWN) continue;
    const prev = lineage.editions[lineage.index(item.edition) - 1]?.key;
    const afterRule = registry.rules.resolve(item.edition, item.number, lang)?.rule;
    const after = plain(registry, afterRule, lang);
    const before =
      prev &&
      afterRule &&
      plain(registry, registry.rules.text(prev, item.from ?? item.number, afterRule.lang), lang);
    if (before && after) {
      item.before = before;
      item.after = after;
      diffs++;
    }
  }
  return items;
}
