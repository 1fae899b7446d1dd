/**
 * What an old address's number means today, by the lineage: the rule page's
 * `?was=<number>&edition=<edition>` notice says "Rule <number> of <edition>
 * is rule <today> today" only when the lineage agrees, and names every part
 * of a division on the way (the divisions are the drift's, `drift.ts`, the
 * same the entries' stale notice names). Pure.
 */
import { ruleDrift } from './drift.ts';
import type { Lineage } from './lineage.ts';

/** One division on the way from the old edition to today. */
export interface WasDivision {
  /** The edition in which the rule was divided. */
  edition: string;
  /** Its number in the edition before. */
  before: string;
  /** Every part, in number order. */
  parts: string[];
}

/** The old number's rule today. */
export interface WasMeaning {
  /** The old number's edition, as the lineage keys it (an effective date is read as its edition). */
  edition: string;
  /** Its number today (for a divided rule, the part that carries its meaning). */
  number: string;
  divisions: WasDivision[];
}

/**
 * Where rule `was` of `edition` is in `current`; undefined when the lineage
 * has no such edition, the edition had no such rule, or the rule is gone.
 */
export function wasMeaning(
  lineage: Lineage,
  was: string,
  edition: string,
  current: string,
): WasMeaning | undefined {
  const key =
    lineage.index(edition) >= 0
      ? edition
      : lineage.editions.find((e) => e.effective === edition)?.key;
  if (!key || lineage.index(key) > lineage.index(current) || !lineage.has(key, was))
    return undefined;
  const loc = lineage.locate(was, key, current);
  if (loc?.status !== 'found') return undefined;
  const divisions = ruleDrift(lineage, was, key, current).flatMap((e) =>
    e.kind === 'divided' ? [{ edition: e.edition, before: e.before, parts: e.parts ?? [] }] : [],
  );
  return { edition: key, number: loc.number, divisions };
}
