/**
 * Drift: what happened, after the edition an entry was written for, to a
 * rule it cites. Followed by identity through the lineage (a renumbering
 * alone is not drift: links follow it), a rule drifts when its words
 * changed, when one of its subrules changed, appeared or went, or when it
 * was removed, divided or merged. Pure: computed from the lineage alone.
 */
import { isWithinRule } from '../rules/rule-number.ts';
import type { DiffRow } from './lineage-data.ts';
import type { Lineage } from './lineage.ts';

/** A subrule's part in a change of the rule it belongs to. */
export interface SubruleChange {
  /** Its number (in the edition of the change; for a removed one, its last number). */
  number: string;
  what: 'added' | 'changed' | 'removed';
}

/** One thing that happened to a cited rule, in one edition. */
export interface DriftEvent {
  /** What happened: its words (or its subrules') changed, it was removed, divided or merged. */
  kind: 'changed' | 'removed' | 'divided' | 'merged';
  /** The edition in which it happened. */
  edition: string;
  /** The rule's number in the edition before `edition`. */
  before: string;
  /** Its number in `edition` (for `removed` and `merged`, undefined). */
  after?: string;
  /** changed: true when the rule's own words changed (not only its subrules'). */
  own?: boolean;
  /** changed: the subrules that changed, appeared or went. */
  subrules?: SubruleChange[];
  /** divided: every part, in number order. */
  parts?: string[];
  /** merged: the rule it went into. */
  into?: string;
}

/** The subrules of `before` (edition k - 1) and `after` (edition k) that the diff into edition k touches. */
function subruleChanges(
  rows: readonly DiffRow[],
  before: string,
  after: string | undefined,
): SubruleChange[] {
  const out: SubruleChange[] = [];
  for (const r of rows) {
    if (r.old === before || (r.new !== undefined && r.new === after)) continue;
    const wasBelow = r.old !== undefined && isWithinRule(r.old, before);
    const isBelow = r.new !== undefined && after !== undefined && isWithinRule(r.new, after);
    if (!r.old && isBelow) out.push({ number: r.new!, what: 'added' });
    else if (wasBelow && !r.new) out.push({ number: r.old!, what: 'removed' });
    else if (wasBelow && r.change === 'c') out.push({ number: r.new ?? r.old!, what: 'changed' });
  }
  return out;
}

/** What happened to the rule in one edition, given its row of that edition's diff (if any). */
function eventIn(
  key: string,
  rows: readonly DiffRow[],
  before: string,
  row: DiffRow | undefined,
): DriftEvent | undefined {
  if (row && row.new === undefined) {
    return row.into
      ? { kind: 'merged', edition: key, before, into: row.into }
      : { kind: 'removed', edition: key, before };
  }
  const after = row?.new ?? before;
  if (row?.parts) return { kind: 'divided', edition: key, before, after, parts: row.parts };
  const own = row?.change === 'c';
  const subrules = subruleChanges(rows, before, after);
  if (!own && !subrules.length) return undefined;
  return {
    kind: 'changed',
    edition: key,
    before,
    after,
    own,
    ...(subrules.length ? { subrules } : {}),
  };
}

/** Diff rows by edition key, as the lineage gives them (kept per lineage: drift asks often). */
const rowCache = new WeakMap<Lineage, Map<string, DiffRow[]>>();

function rowsInto(lineage: Lineage, key: string): DiffRow[] {
  let byKey = rowCache.get(lineage);
  if (!byKey) rowCache.set(lineage, (byKey = new Map()));
  let rows = byKey.get(key);
  if (!rows) byKey.set(key, (rows = lineage.diffInto(key)));
  return rows;
}

/**
 * What happened after edition `since` to the rule `number` of `since`, in
 * order, up to `until` (the newest edition when omitted); empty when nothing
 * did, or when `since` has no such rule.
 */
export function ruleDrift(
  lineage: Lineage,
  number: string,
  since: string,
  until = lineage.newest,
): DriftEvent[] {
  const from = lineage.index(since);
  const to = lineage.index(until);
  if (from < 0 || to < 0 || !lineage.has(since, number)) return [];
  const out: DriftEvent[] = [];
  let n = number;
  for (let k = from + 1; k <= to; k++) {
    const key = lineage.editions[k]!.key;
    const row = lineage.rowFor(key, n);
    const event = eventIn(key, rowsInto(lineage, key), n, row);
    if (event) out.push(event);
    if (event && event.after === undefined) break;
    n = row?.new ?? n;
  }
  return out;
}
