/**
 * Stale entries: for every entry file, in every language, the rules it cites
 * (front matter and text, as numbered in its `rulesEdition`) that changed,
 * went, were divided or merged in a later edition (`lineage/drift.ts`). Re-
 * reviewing an entry means moving its `rulesEdition` to the edition it was
 * checked against; its citations then drift only from there. Pure: from the
 * entries and the lineage.
 */
import type { DriftEvent } from '../lineage/drift.ts';
import { ruleDrift } from '../lineage/drift.ts';
import type { Lineage } from '../lineage/lineage.ts';
import { citationLines } from './citations.ts';
import type { EntryFile } from './read-content.ts';

/** One cited rule that drifted. */
export interface DriftedCitation {
  /** The number as cited, in the entry's edition. */
  number: string;
  /** The file line where the entry first cites it. */
  line: number;
  /** What happened to it, oldest first. */
  events: DriftEvent[];
}

/** An entry file some of whose cited rules drifted. */
export interface StaleEntry {
  entry: EntryFile;
  citations: DriftedCitation[];
}

/** The drifted citations of one entry file (empty when it is current), up to `until` (default: the newest edition). */
export function entryDrift(lineage: Lineage, e: EntryFile, until?: string): DriftedCitation[] {
  const out: DriftedCitation[] = [];
  for (const c of citationLines(e)) {
    const events = ruleDrift(lineage, c.number, e.data.rulesEdition, until);
    if (events.length) out.push({ ...c, events });
  }
  return out;
}

/** Every stale entry file, in the order given. */
export function staleEntries(
  lineage: Lineage,
  entries: readonly EntryFile[],
  until?: string,
): StaleEntry[] {
  return entries.flatMap((entry) => {
    const citations = entryDrift(lineage, entry, until);
    return citations.length ? [{ entry, citations }] : [];
  });
}

/**
 * Entries that edition `key` makes stale: those whose cited rules drift in
 * `key` itself (what a maintainer must reread after importing it).
 */
export function staleIn(
  lineage: Lineage,
  entries: readonly EntryFile[],
  key: string,
): StaleEntry[] {
  return staleEntries(lineage, entries, key).flatMap((s) => {
    const citations = s.citations
      .map((c) => ({ ...c, events: c.events.filter((e) => e.edition === key) }))
      .filter((c) => c.events.length);
    return citations.length ? [{ ...s, citations }] : [];
  });
}

/** What happened, in a maintainer's words: "removed", "words changed; 116.2m added". */
export function describeEvent(e: DriftEvent): string {
  if (e.kind === 'removed') return `removed (last number ${e.before})`;
  if (e.kind === 'merged') return `merged into ${e.into}`;
  if (e.kind === 'divided') return `divided into ${e.parts!.join(', ')} (links go to ${e.after})`;
  const subs = (e.subrules ?? []).map((s) => `${s.number} ${s.what}`);
  const parts = [
    ...(e.own ? ['its text changed'] : []),
    ...subs.slice(0, 4),
    ...(subs.length > 4 ? [`${subs.length - 4} more subrule(s)`] : []),
  ];
  const moved = e.after !== e.before ? ` (now ${e.after})` : '';
  return `${parts.join('; ')}${moved}`;
}

/** One line per drifted citation: "content/…md:12: rule 509.2 (2024-08-02): removed (…) in 2024-11-08". */
export function driftLines(stale: readonly StaleEntry[]): string[] {
  return stale.flatMap(({ entry, citations }) =>
    citations.map(
      (c) =>
        `${entry.file}:${c.line}: rule ${c.number} (${entry.data.rulesEdition}): ${c.events
          .map((e) => `${describeEvent(e)} in edition ${e.edition}`)
          .join('; then ')}`,
    ),
  );
}

/** One line for the build: how many entry files are stale, and where the list is. */
export function staleSummary(stale: readonly StaleEntry[]): string {
  if (!stale.length) return 'Stale entries: none (every entry cites its rules as they are today).';
  const citations = stale.reduce((n, s) => n + s.citations.length, 0);
  return `Stale entries: ${stale.length} entry files cite ${citations} rules that changed after their rulesEdition (npm run check:content lists them).`;
}
