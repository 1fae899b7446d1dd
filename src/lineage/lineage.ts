/**
 * The lineage of rule numbers: the one place that relates rules across
 * editions. Every question of the form "which rule did this number mean in
 * that edition, and where is it now?" is answered here: links in content,
 * backlinks, "in other editions", the what-changed pages, search, short
 * links and `?edition=` redirects. Nothing else compares numbers across
 * editions. Pure: built from `LineageData`, no I/O.
 */
import { compareRuleNumbers } from '../rules/rule-number.ts';
import type { DiffRow, LineageData, LineageEdition } from './lineage-data.ts';

/** Where a rule of one edition is in another. */
export type Location =
  /** The rule is there, under `number`. */
  | { status: 'found'; number: string }
  /**
   * The rule was removed: `lastEdition` is the last edition that had it, as
   * `lastNumber`; `into`, when it was merged into another rule: that rule's
   * number in `removedIn`.
   */
  | {
      status: 'removed';
      lastEdition: string;
      lastNumber: string;
      removedIn: string;
      into?: string;
    }
  /** The rule did not exist yet: it first appeared in `firstEdition` as `firstNumber`. */
  | { status: 'not-yet'; firstEdition: string; firstNumber: string };

/** One thing that happened to a rule. */
export interface LineageEvent {
  edition: string;
  kind: 'created' | 'renumbered' | 'changed' | 'removed';
  /** The rule's number in this edition (for `removed`, its last number). */
  number: string;
  /** Its number in the previous edition (renumbered). */
  from?: string;
  /** How the text changed ('t' typography, 'r' cited numbers, 'c' words). */
  change?: DiffRow['change'];
  /** The match may be wrong. */
  unsure?: boolean;
  similarity?: number;
}

/** A number a rule had in an earlier edition. */
export interface PastNumber {
  edition: string;
  number: string;
}

export class Lineage {
  readonly editions: readonly LineageEdition[];
  private readonly position = new Map<string, number>();
  /** Per edition i: old number → row, for rows with an old number (renumbered, changed, removed). */
  private readonly byOld: Array<Map<string, DiffRow>>;
  /** Per edition i: new number → row, for rows with a new number (renumbered, changed, added). */
  private readonly byNew: Array<Map<string, DiffRow>>;
  private readonly numberSets: Array<Set<string> | undefined> = [];
  private readonly sorted: Array<readonly string[] | undefined> = [];
  /** Per edition i: number → identity, for every rule a walk back has passed (see identity). */
  private readonly identities: Array<Map<string, string> | undefined> = [];
  /** Per edition i: number → pastNumbers (a page asks for them several times, in every language). */
  private readonly past: Array<Map<string, readonly PastNumber[]> | undefined> = [];
  /** Identity → history (a rule page, its JSON and its section's JSON each ask). */
  private readonly histories = new Map<string, readonly LineageEvent[]>();

  constructor(data: LineageData) {
    this.editions = data.editions;
    data.editions.forEach((e, i) => this.position.set(e.key, i));
    this.byOld = data.diffs.map(
      (rows) => new Map(rows.filter((r) => r.old).map((r) => [r.old!, r])),
    );
    this.byNew = data.diffs.map(
      (rows) => new Map(rows.filter((r) => r.new).map((r) => [r.new!, r])),
    );
  }

  /** Edition keys, oldest first. */
  get keys(): string[] {
    return this.editions.map((e) => e.key);
  }

  /** The newest edition's key. */
  get newest(): string {
    return this.editions.at(-1)?.key ?? '';
  }

  /** Index of an edition in lineage order, or -1. */
  index(key: string): number {
    return this.position.get(key) ?? -1;
  }

  edition(key: string): LineageEdition | undefined {
    const i = this.index(key);
    return i < 0 ? undefined : this.editions[i];
  }

  /** The diff into an edition from the one before it. */
  diffInto(key: string): DiffRow[] {
    const i = this.index(key);
    return i < 0 ? [] : [...(this.byOld[i]?.values() ?? []), ...this.addedIn(i)];
  }

  /** Every diff, as stored (for the browser's copy of the lineage). */
  allDiffs(): DiffRow[][] {
    return this.editions.map((e) => this.diffInto(e.key));
  }

  /** The row of the diff into edition `key` for the previous edition's rule `old`, if it moved, changed or went. */
  rowFor(key: string, old: string): DiffRow | undefined {
    return this.byOld[this.index(key)]?.get(old);
  }

  private addedIn(i: number): DiffRow[] {
    return [...(this.byNew[i]?.values() ?? [])].filter((r) => !r.old);
  }

  /** Every rule number of an edition (sections, rules, subrules). */
  numbers(key: string): ReadonlySet<string> {
    const i = this.index(key);
    return i < 0 ? new Set() : this.numbersAt(i);
  }

  private numbersAt(i: number): Set<string> {
    const cached = this.numberSets[i];
    if (cached) return cached;
    const set = i === 0 ? new Set<string>() : new Set(this.numbersAt(i - 1));
    const rows = [...(this.byOld[i]?.values() ?? [])];
    for (const r of rows) set.delete(r.old!);
    for (const r of this.byNew[i]?.values() ?? []) set.add(r.new!);
    this.numberSets[i] = set;
    return set;
  }

  /** The numbers of an edition, sorted (sorted once per edition: a build asks for them per page). */
  sortedNumbers(key: string): readonly string[] {
    const i = this.index(key);
    if (i < 0) return [];
    return (this.sorted[i] ??= Object.freeze([...this.numbersAt(i)].sort(compareRuleNumbers)));
  }

  /** True when the edition has a rule with this number. */
  has(key: string, number: string): boolean {
    return this.numbers(key).has(number);
  }

  /** The number a rule of edition i has in edition i + 1, or undefined when removed there. */
  private forward(i: number, n: string): string | undefined {
    const row = this.byOld[i + 1]?.get(n);
    if (!row) return n;
    return row.new;
  }

  /** The number a rule of edition i had in edition i - 1, or undefined when it was added in i. */
  private backward(i: number, n: string): string | undefined {
    const row = this.byNew[i]?.get(n);
    if (!row) return i === 0 ? undefined : n;
    return row.old;
  }

  /** Where rule `number` of edition `from` is in edition `to`; undefined when `from` has no such rule. */
  locate(number: string, from: string, to: string): Location | undefined {
    let i = this.index(from);
    const j = this.index(to);
    if (i < 0 || j < 0 || !this.numbersAt(i).has(number)) return undefined;
    let n = number;
    for (; i < j; i++) {
      const next = this.forward(i, n);
      if (next === undefined) {
        const into = this.byOld[i + 1]?.get(n)?.into;
        return {
          status: 'removed',
          lastEdition: this.editions[i]!.key,
          lastNumber: n,
          removedIn: this.editions[i + 1]!.key,
          ...(into ? { into } : {}),
        };
      }
      n = next;
    }
    for (; i > j; i--) {
      const prev = this.backward(i, n);
      if (prev === undefined)
        return { status: 'not-yet', firstEdition: this.editions[i]!.key, firstNumber: n };
      n = prev;
    }
    return { status: 'found', number: n };
  }

  /** Where rule `number` of edition `from` is in the newest edition. */
  toNewest(number: string, from: string): Location | undefined {
    return this.locate(number, from, this.newest);
  }

  /**
   * A stable name for the rule that `number` means in edition `key`: the
   * edition and number it first appeared as ("2020-06-01/701.13a").
   */
  identity(key: string, number: string): string | undefined {
    const i = this.index(key);
    if (i < 0 || !this.numbersAt(i).has(number)) return undefined;
    return this.identityAt(i, number);
  }

  /**
   * The identity of rule `n` of edition `i`. Every (edition, number) the walk back passes gets the
   * same identity, and is remembered: asked for every edition of every rule (short links ask for
   * 104 × 3,000), each step is walked once.
   */
  private identityAt(i: number, n: string): string {
    const path: Array<[number, string]> = [];
    let id: string | undefined;
    for (;;) {
      id = this.identities[i]?.get(n);
      if (id) break;
      path.push([i, n]);
      const prev = this.backward(i, n);
      if (prev === undefined) {
        id = `${this.editions[i]!.key}/${n}`;
        break;
      }
      n = prev;
      i--;
    }
    for (const [k, m] of path) (this.identities[k] ??= new Map()).set(m, id);
    return id;
  }

  /** True when the two (edition, number) pairs name the same rule. */
  sameRule(keyA: string, numberA: string, keyB: string, numberB: string): boolean {
    const a = this.identity(keyA, numberA);
    return a !== undefined && a === this.identity(keyB, numberB);
  }

  /** What happened to the rule `number` of edition `key`, from its creation to its removal or the newest edition. */
  history(key: string, number: string): readonly LineageEvent[] {
    const id = this.identity(key, number);
    if (!id) return [];
    let events = this.histories.get(id);
    if (!events) this.histories.set(id, (events = Object.freeze(this.historyOf(id))));
    return events;
  }

  /** The history of the rule with this identity (see history). */
  private historyOf(id: string): LineageEvent[] {
    const slash = id.indexOf('/');
    let i = this.index(id.slice(0, slash));
    let n = id.slice(slash + 1);
    const out: LineageEvent[] = [{ edition: this.editions[i]!.key, kind: 'created', number: n }];
    for (; i + 1 < this.editions.length; i++) {
      const row = this.byOld[i + 1]?.get(n);
      if (!row) continue;
      const edition = this.editions[i + 1]!.key;
      const extra = {
        ...(row.unsure ? { unsure: true } : {}),
        ...(row.similarity === undefined ? {} : { similarity: row.similarity }),
      };
      if (row.new === undefined) {
        out.push({ edition, kind: 'removed', number: n, ...extra });
        break;
      }
      if (row.new !== n)
        out.push({
          edition,
          kind: 'renumbered',
          number: row.new,
          from: n,
          change: row.change,
          ...extra,
        });
      else if (row.change)
        out.push({ edition, kind: 'changed', number: n, change: row.change, ...extra });
      n = row.new;
    }
    return out;
  }

  /** The numbers a rule had, edition by edition, newest first: [{edition, number}] for each edition it existed in before `key`. */
  pastNumbers(key: string, number: string): readonly PastNumber[] {
    const i = this.index(key);
    if (i < 0 || !this.numbersAt(i).has(number)) return [];
    const memo = (this.past[i] ??= new Map());
    let out = memo.get(number);
    if (out) return out;
    const list: PastNumber[] = [];
    let n = number;
    for (let k = i; k > 0; k--) {
      const prev = this.backward(k, n);
      if (prev === undefined) break;
      list.push({ edition: this.editions[k - 1]!.key, number: prev });
      n = prev;
    }
    out = Object.freeze(list);
    memo.set(number, out);
    return out;
  }

  /**
   * The newest edition before `key`, among those that took effect on or
   * after `since`, in which `number` meant another rule: that edition, and
   * where that other rule is in `key` (or that it was removed). Links to the
   * number published while that edition was current now open another rule.
   */
  recentMeaning(
    key: string,
    number: string,
    since: string,
  ): { edition: string; now: Location } | undefined {
    const i = this.index(key);
    for (let k = i - 1; k >= 0; k--) {
      const e = this.editions[k]!;
      if (e.effective < since) return undefined;
      if (!this.numbersAt(k).has(number)) continue;
      if (this.numbersAt(i).has(number) && this.sameRule(e.key, number, key, number)) continue;
      return { edition: e.key, now: this.locate(number, e.key, key)! };
    }
    return undefined;
  }

  /**
   * When `number` meant another rule in the edition before `key`: that
   * edition, and where that other rule is in `key` (or that it was removed).
   */
  previousMeaning(key: string, number: string): { edition: string; now: Location } | undefined {
    const i = this.index(key);
    if (i <= 0) return undefined;
    const prev = this.editions[i - 1]!.key;
    if (!this.numbersAt(i - 1).has(number)) return undefined;
    if (this.numbersAt(i).has(number) && this.sameRule(prev, number, key, number)) return undefined;
    const now = this.locate(number, prev, key)!;
    return { edition: prev, now };
  }
}
