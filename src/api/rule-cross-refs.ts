/**
 * Which rules of an edition cite which: every rule reference in the texts
 * of the edition (every language the site has, examples included), read
 * with the one grammar of references (`findRuleRefs`), kept when the
 * edition has the number. A range ("601.2a–d") cites its two ends.
 */
import { LANGS } from '../content/schemas.ts';
import { rulePlainText } from '../markdown/rule-text.ts';
import type { Registry } from '../registry/registry.ts';
import { findRuleRefs } from '../rules/rule-refs.ts';

export interface CrossRefs {
  /** Number → the numbers its text cites, in order of first mention. */
  cites: Map<string, string[]>;
  /** Number → the numbers whose text cites it, sorted by the order of the edition. */
  citedBy: Map<string, string[]>;
}

/** The cross-references of every rule of an edition. */
export function crossRefs(registry: Registry, edition: string): CrossRefs {
  const numbers = registry.lineage.sortedNumbers(edition);
  const cites = new Map<string, string[]>();
  const citedBy = new Map<string, Set<string>>();
  for (const from of numbers) {
    const found = new Set<string>();
    for (const lang of LANGS) {
      const t = registry.rules.text(edition, from, lang);
      if (!t || t.titleOnly) continue;
      for (const ref of findRuleRefs(rulePlainText(registry, t, { lang, examples: true }))) {
        if (ref.kind !== 'rule') continue;
        for (const n of [ref.number, ref.rangeEnd])
          if (n && n !== from && registry.lineage.has(edition, n)) found.add(n);
      }
    }
    if (!found.size) continue;
    cites.set(from, [...found]);
    for (const to of found) {
      let set = citedBy.get(to);
      if (!set) citedBy.set(to, (set = new Set()));
      set.add(from);
    }
  }
  const order = new Map(numbers.map((n, i) => [n, i]));
  const sorted = new Map(
    [...citedBy].map(([k, v]) => [k, [...v].sort((a, b) => order.get(a)! - order.get(b)!)]),
  );
  return { cites, citedBy: sorted };
}
