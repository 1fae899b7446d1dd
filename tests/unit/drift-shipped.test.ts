/**
 * No shipped entry cites, unlisted, a rule that changed after its
 * rulesEdition. A second reckoning, by another path than
 * `lineage/drift.ts`: each cited rule's history by identity
 * (`Lineage.history`), its subrules' histories, and the subrules first
 * created under it in a later edition; every citation it finds changed must
 * be among the registry's stale entries, and every one listed must be
 * changed by this reckoning too.
 */
import { describe, expect, it } from 'vitest';
import type { Lineage } from '../../src/lineage/lineage.ts';
import { citationLines } from '../../src/registry/citations.ts';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { ancestorRuleNumbers } from '../../src/rules/rule-number.ts';

const registry = getRegistry(`${projectRoot}/content`);
const lineage = registry.lineage;

/** Words changed or the rule gone, after edition index `after`. */
function changedAfter(l: Lineage, key: string, number: string, after: number): boolean {
  return l
    .history(key, number)
    .some(
      (e) =>
        l.index(e.edition) > after &&
        (e.kind === 'removed' ||
          ((e.kind === 'changed' || e.kind === 'renumbered') && e.change === 'c')),
    );
}

/** Per edition: each number → itself and the numbers below it (built once per edition). */
const belowCache = new Map<string, Map<string, string[]>>();
function below(l: Lineage, key: string, number: string): string[] {
  let index = belowCache.get(key);
  if (!index) {
    index = new Map();
    for (const n of l.numbers(key))
      for (const a of [n, ...ancestorRuleNumbers(n)]) {
        const list = index.get(a) ?? [];
        list.push(n);
        index.set(a, list);
      }
    belowCache.set(key, index);
  }
  return index.get(number) ?? [];
}

/** True when rule `number` of `edition` or anything below it changed, went or gained a subrule later. */
function drifted(l: Lineage, edition: string, number: string): boolean {
  const from = l.index(edition);
  if (from < 0 || !l.has(edition, number)) return false;
  if (below(l, edition, number).some((n) => changedAfter(l, edition, n, from))) return true;
  for (const e of l.editions.slice(from + 1)) {
    const there = l.locate(number, edition, e.key);
    if (there?.status !== 'found') return true;
    // A subrule whose identity begins in this edition: created under the rule.
    if (below(l, e.key, there.number).some((n) => l.identity(e.key, n) === `${e.key}/${n}`))
      return true;
  }
  return false;
}

describe('the shipped entries', () => {
  // Reads the whole shipped content and walks ~1,000 citations through the lineage: 15 s here.
  it(
    'every citation of a rule that changed after the entry’s rulesEdition is listed as stale, and nothing else is',
    { timeout: 120_000 },
    () => {
      const listed = new Set(
        registry.stale().flatMap((s) => s.citations.map((c) => `${s.entry.file} ${c.number}`)),
      );
      const expected = new Set<string>();
      for (const e of registry.entries.all())
        for (const c of citationLines(e))
          if (drifted(lineage, e.data.rulesEdition, c.number))
            expected.add(`${e.file} ${c.number}`);
      expect([...expected].filter((x) => !listed.has(x))).toEqual([]);
      expect([...listed].filter((x) => !expected.has(x))).toEqual([]);
    },
  );
});
