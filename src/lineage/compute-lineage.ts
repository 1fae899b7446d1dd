/**
 * Computes the lineage from editions whose rules are at hand (the archive
 * of official files), and extends it by one new edition matched against the
 * newest one's text or, when its text is not on the site, its fingerprints.
 * Pure: the callers read and write the files.
 */
import { compareRuleNumbers, ruleDepth } from '../rules/rule-number.ts';
import { ruleHeading } from '../rules/rule-title.ts';
import { forcedMatches, markDividedAndMerged } from './divided-rules.ts';
import type { DiffRow, LineageData, LineageEdition, LineageOverride } from './lineage-data.ts';
import {
  fingerprintOf,
  matchEditions,
  type EditionDiff,
  type RuleFingerprint,
  type RuleMatch,
  type RuleText,
} from './match-editions.ts';

/** The rules of one edition, as the importer reads them. */
export interface EditionRules {
  sections: ReadonlyArray<{ number: string; title: string }>;
  /** Rules; a second copy of a number (`anchor` set) is not part of the lineage. */
  rules: ReadonlyArray<{ number: string; text: string; anchor?: string }>;
}

/** Matches weaker than these are marked unsure (the page says so rather than guess silently). */
export const UNSURE_BELOW = { similarity: 0.6, parent: 0.3, number: 0.5 } as const;

/** The matcher's input for an edition: sections by their titles, rules by their text, keyword rules also by their heading. */
export function ruleTexts(e: EditionRules): RuleText[] {
  const out: RuleText[] = e.sections.map((s) => ({
    number: s.number,
    text: s.title,
    title: s.title,
  }));
  for (const r of e.rules) {
    if (r.anchor) continue;
    const title = ruleDepth(r.number) === 1 ? ruleHeading(r.text) : undefined;
    out.push(
      title ? { number: r.number, text: r.text, title } : { number: r.number, text: r.text },
    );
  }
  return out;
}

/** The fingerprints of an edition's rules (stored for the newest editions). */
export function fingerprintsOf(texts: readonly RuleText[]): Array<[string, RuleFingerprint]> {
  return texts
    .map((t): [string, RuleFingerprint] => [t.number, fingerprintOf(t.text, t.title, true)])
    .sort((a, b) => compareRuleNumbers(a[0], b[0]));
}

function isUnsure(m: RuleMatch): boolean {
  const sim = m.similarity ?? 1;
  if (m.by === 'similarity') return sim < UNSURE_BELOW.similarity;
  if (m.by === 'parent') return sim < UNSURE_BELOW.parent;
  if (m.by === 'number') return sim < UNSURE_BELOW.number;
  return false;
}

/** The rows of a diff that are not "same number, same text", in the newer edition's order. */
export function diffRows(diff: EditionDiff, reviewed: ReadonlySet<string> = new Set()): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const m of diff.rules) {
    if (m.status === 'unchanged') continue;
    const row: DiffRow = { old: m.old, change: m.change ?? '' };
    if (m.new !== undefined) row.new = m.new;
    if (m.by && m.status !== 'removed') row.basis = m.by;
    if (m.similarity !== undefined && m.status !== 'removed') row.similarity = m.similarity;
    if (m.status !== 'removed' && isUnsure(m)) row.unsure = true;
    if (reviewed.has(m.old)) row.reviewed = true;
    rows.push(row);
  }
  for (const n of diff.added) rows.push({ new: n, change: '' });
  const key = (r: DiffRow) => r.new ?? r.old!;
  return rows.sort(
    (a, b) => compareRuleNumbers(key(a), key(b)) || Number(Boolean(a.new)) - Number(Boolean(b.new)),
  );
}

/** The first edition's diff: every rule added. */
export function firstDiff(texts: readonly RuleText[]): DiffRow[] {
  return [...texts]
    .map((t) => t.number)
    .sort(compareRuleNumbers)
    .map((n) => ({ new: n, change: '' as const }));
}

/** The diff from one edition's rules (texts or fingerprints) into the next one's. */
export function diffInto(
  older: readonly RuleText[],
  newer: readonly RuleText[],
  key: string,
  overrides: readonly LineageOverride[] = [],
): DiffRow[] {
  const forced = forcedMatches(overrides, key, older, newer);
  const rows = diffRows(matchEditions(older, newer, { forced }), new Set(forced.keys()));
  return markDividedAndMerged(rows, overrides, key);
}

/** The lineage of editions given in any order (they are sorted by effective date, then key). */
export function computeLineage(
  editions: ReadonlyArray<LineageEdition & { texts: RuleText[] }>,
  overrides: readonly LineageOverride[] = [],
  onEdition?: (key: string, rows: DiffRow[], ms: number) => void,
): LineageData {
  const sorted = [...editions].sort(
    (a, b) => a.effective.localeCompare(b.effective) || a.key.localeCompare(b.key),
  );
  const diffs: DiffRow[][] = [];
  sorted.forEach((e, i) => {
    const t0 = performance.now();
    const rows =
      i === 0 ? firstDiff(e.texts) : diffInto(sorted[i - 1]!.texts, e.texts, e.key, overrides);
    diffs.push(rows);
    onEdition?.(e.key, rows, performance.now() - t0);
  });
  return { editions: sorted.map(({ texts: _texts, ...meta }) => meta), diffs };
}
