/**
 * Divided and merged rules. A rule whose text went to several rules of the
 * next edition (divided) continues as the part that carries its meaning:
 * links land there, and every part is named. A rule that went into another
 * rule, which continues a different rule (merged), is removed as a rule of
 * its own and points to the rule it went into. Both are reviewed overrides
 * (`overrides.tsv`); the carrier of a division is picked by text. Pure.
 */
import type { DiffRow, LineageOverride } from './lineage-data.ts';
import { textSimilarity, type RuleText } from './match-editions.ts';

/** A text's first sentence: what a rule states before its details and exceptions. */
export function firstSentence(text: string): string {
  return text.trim().split(/(?<=[.!?])\s+(?=\S)/u)[0] ?? '';
}

/**
 * The part that carries the old rule's meaning: the part whose first
 * sentence is most like the old rule's (ties go to the earlier part). Without
 * texts (an edition known only by fingerprints): the part with the old
 * number, else the first.
 */
export function carrierPart(
  old: RuleText | undefined,
  parts: readonly string[],
  newer: ReadonlyMap<string, RuleText>,
): string {
  const fallback = parts.includes(old?.number ?? '') ? old!.number : parts[0]!;
  if (!old?.text) return fallback;
  let best = fallback;
  let score = -1;
  for (const p of parts) {
    const text = newer.get(p)?.text;
    if (!text) continue;
    const s = textSimilarity(firstSentence(old.text), firstSentence(text));
    if (s > score) [best, score] = [p, s];
  }
  return best;
}

/** The forced matches of one edition's overrides: old → new (null: removed or merged). */
export function forcedMatches(
  overrides: readonly LineageOverride[],
  key: string,
  older: readonly RuleText[],
  newer: readonly RuleText[],
): Map<string, string | null> {
  const forced = new Map<string, string | null>();
  const mine = overrides.filter((o) => o.edition === key);
  if (!mine.length) return forced;
  const oldBy = new Map(older.map((t) => [t.number, t]));
  const newBy = new Map(newer.map((t) => [t.number, t]));
  for (const o of mine)
    forced.set(o.old, o.parts ? carrierPart(oldBy.get(o.old), o.parts, newBy) : o.new);
  return forced;
}

/** The diff rows with the divisions' parts and the mergers' targets of one edition's overrides. */
export function markDividedAndMerged(
  rows: DiffRow[],
  overrides: readonly LineageOverride[],
  key: string,
): DiffRow[] {
  const byOld = new Map(overrides.filter((o) => o.edition === key).map((o) => [o.old, o]));
  if (!byOld.size) return rows;
  return rows.map((r) => {
    const o = r.old === undefined ? undefined : byOld.get(r.old);
    if (o?.parts && r.new !== undefined) return { ...r, parts: [...o.parts] };
    if (o?.into && r.new === undefined) return { ...r, into: o.into };
    return r;
  });
}
