/**
 * Which entries cite which rules. An entry cites rules in its front matter
 * (`rules`) and in its text, as numbered in the edition it declares
 * (`rulesEdition`); through the lineage each citation names a rule, not a
 * number, so "cited by" on a rule's page lists the entries that meant that
 * rule in whichever edition they were written against.
 */
import type { EntryCollection } from '../content/schemas.ts';
import type { Lineage } from '../lineage/lineage.ts';
import { ancestorRuleNumbers } from '../rules/rule-number.ts';
import { findRuleRefs } from '../rules/rule-refs.ts';
import type { EntryStore } from './entry-store.ts';
import type { EntryFile } from './read-content.ts';

/** An entry, by collection and id. */
export interface EntryRef {
  collection: EntryCollection;
  id: string;
}

/** One rule an entry cites: its number in the edition the entry is written against. */
export interface CitedRule {
  number: string;
  edition: string;
}

/** One number an entry file cites, and the file line where it first does. */
export interface CitationLine {
  number: string;
  line: number;
}

/** The 1-based line of offset `at` of `text`, counted from `first`. */
const lineAt = (text: string, at: number, first: number) =>
  first + (text.slice(0, at).match(/\n/g)?.length ?? 0);

/** The numbers an entry file cites with their lines: front matter first, then its text, then its rulings, each once. */
export function citationLines(e: EntryFile): CitationLine[] {
  const out = new Map<string, number>();
  const rulesLine = e.fieldLines.get('rules') ?? 1;
  for (const n of e.data.rules) if (!out.has(n)) out.set(n, rulesLine);
  for (const ref of findRuleRefs(e.body))
    if (ref.kind === 'rule' && !out.has(ref.number))
      out.set(ref.number, lineAt(e.body, ref.start, e.bodyLine));
  const rulingsLine = e.fieldLines.get('rulings') ?? 1;
  const rulings = 'rulings' in e.data ? e.data.rulings.map((r) => r.text).join('\n') : '';
  for (const ref of findRuleRefs(rulings))
    if (ref.kind === 'rule' && !out.has(ref.number)) out.set(ref.number, rulingsLine);
  return [...out].map(([number, line]) => ({ number, line }));
}

/** The numbers an entry file cites: front matter first, then its text and rulings, in order, each once. */
export function numbersCitedBy(e: EntryFile): string[] {
  return citationLines(e).map((c) => c.number);
}

export class Citations {
  private index: Map<string, EntryRef[]> | undefined;

  private readonly entries: EntryStore;
  private readonly lineage: Lineage;

  constructor(entries: EntryStore, lineage: Lineage) {
    this.entries = entries;
    this.lineage = lineage;
  }

  /** The rules an entry cites, in any of its languages, each once. */
  cited(collection: EntryCollection, id: string): CitedRule[] {
    const seen = new Set<string>();
    const out: CitedRule[] = [];
    for (const f of this.entries.files(collection, id)) {
      for (const number of numbersCitedBy(f)) {
        const key = `${f.data.rulesEdition}/${number}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ number, edition: f.data.rulesEdition });
      }
    }
    return out;
  }

  /** Entries that cite the rule `number` of `edition` (or one of its subrules), whichever edition they cite it in. */
  citing(edition: string, number: string): EntryRef[] {
    const id = this.lineage.identity(edition, number);
    return id ? (this.build().get(id) ?? []) : [];
  }

  /** Rule identity → the entries citing it or a rule below it (built once). */
  private build(): Map<string, EntryRef[]> {
    if (this.index) return this.index;
    const index = new Map<string, EntryRef[]>();
    for (const collection of ['articles', 'glossary', 'cards'] as const) {
      for (const id of this.entries.ids(collection)) {
        const ids = new Set<string>();
        for (const c of this.cited(collection, id)) {
          for (const n of [c.number, ...ancestorRuleNumbers(c.number)]) {
            const identity = this.lineage.identity(c.edition, n);
            if (identity) ids.add(identity);
          }
        }
        for (const identity of ids) {
          const list = index.get(identity) ?? [];
          list.push({ collection, id });
          index.set(identity, list);
        }
      }
    }
    return (this.index = index);
  }
}
