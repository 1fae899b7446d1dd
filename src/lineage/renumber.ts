/**
 * A rule number as written for one edition, as another edition numbers the
 * same rule: what a page that shows edition `to` must print, so that the
 * numbers a reader sees are the numbers the links open. A divided rule is
 * numbered as the part that carries its meaning, a merged one as the rule
 * it went into; a removed rule keeps the number it had (its link opens the
 * last edition that had it, and the entry's notice names that edition).
 * Pure: from the lineage.
 */
import { findRuleRefs, foldWidth } from '../rules/rule-refs.ts';
import type { Lineage } from './lineage.ts';

/** The number rule `number` of `from` has in `to`; undefined when it has none there. */
export function numberIn(
  lineage: Lineage,
  number: string,
  from: string,
  to: string,
): string | undefined {
  const loc = lineage.locate(number, from, to);
  if (loc?.status === 'found') return loc.number;
  if (loc?.status !== 'removed' || !loc.into) return undefined;
  const into = lineage.locate(loc.into, loc.removedIn, to);
  return into?.status === 'found' ? into.number : undefined;
}

/**
 * `text` with every single rule number written for `from` (not ranges, not
 * chapters) replaced by its number in `to`, where the lineage gives one.
 */
export function renumberText(lineage: Lineage, text: string, from: string, to: string): string {
  if (from === to) return text;
  let out = '';
  let at = 0;
  for (const ref of findRuleRefs(text)) {
    if (ref.kind !== 'rule' || ref.rangeEnd || foldWidth(ref.text) !== ref.number) continue;
    const now = numberIn(lineage, ref.number, from, to);
    if (!now || now === ref.number) continue;
    out += text.slice(at, ref.start) + now;
    at = ref.end;
  }
  return out + text.slice(at);
}
