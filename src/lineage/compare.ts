/**
 * Compares any two editions through the lineage: which rules of the older
 * one were renumbered, removed or kept, and which rules of the newer one are
 * new. Whether a kept rule's text changed is for the caller to tell from
 * the two texts (or, without them, from the lineage's change marks).
 * Pure; used by the what-changed pages and, in the browser, by the compare
 * page.
 */
import { compareRuleNumbers } from '../rules/rule-number.ts';
import type { Lineage } from './lineage.ts';

export interface EditionComparison {
  from: string;
  to: string;
  /** Rules in both editions, as [old number, new number]. */
  kept: Array<[string, string]>;
  /** Kept rules whose number changed. */
  renumbered: Array<[string, string]>;
  /** Rules of `from` that `to` no longer has. */
  removed: string[];
  /** Rules of `to` that `from` did not have. */
  added: string[];
  /** Kept rules whose wording changed in some edition in between (from the lineage's marks). */
  reworded: Array<[string, string]>;
}

/** Compares edition `from` with a later edition `to`. */
export function compareEditions(lineage: Lineage, from: string, to: string): EditionComparison {
  const out: EditionComparison = {
    from,
    to,
    kept: [],
    renumbered: [],
    removed: [],
    added: [],
    reworded: [],
  };
  const reached = new Set<string>();
  const i = lineage.index(from);
  const j = lineage.index(to);
  for (const n of lineage.sortedNumbers(from)) {
    const loc = lineage.locate(n, from, to);
    if (loc?.status !== 'found') {
      out.removed.push(n);
      continue;
    }
    reached.add(loc.number);
    out.kept.push([n, loc.number]);
    if (loc.number !== n) out.renumbered.push([n, loc.number]);
    if (wordsChanged(lineage, n, i, j)) out.reworded.push([n, loc.number]);
  }
  for (const n of lineage.sortedNumbers(to)) if (!reached.has(n)) out.added.push(n);
  out.added.sort(compareRuleNumbers);
  return out;
}

/** True when the lineage marks a change of wording of the rule between editions i and j. */
function wordsChanged(lineage: Lineage, number: string, i: number, j: number): boolean {
  const keys = lineage.keys;
  let n = number;
  for (let k = i + 1; k <= j; k++) {
    const row = lineage.rowFor(keys[k]!, n);
    if (!row) continue;
    if (row.change === 'c') return true;
    if (row.new === undefined) return false;
    n = row.new;
  }
  return false;
}
