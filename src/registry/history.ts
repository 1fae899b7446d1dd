/**
 * Rule history across editions: matches each pair of consecutive editions
 * (through `matchEditions`) and chains the maps, so any number of any edition
 * leads to its number in the current edition, and every current rule knows
 * the numbers it had before.
 */
import { matchEditions, type EditionDiff, type RuleText } from '../lineage/match-editions.ts';

/** Where a rule of an old edition is today. */
export type CurrentOf =
  /** The rule exists in the current edition under `number` (maybe the same). */
  | { status: 'current'; number: string }
  /** The rule was removed in `removedIn`. */
  | { status: 'removed'; removedIn: string };

export class RuleHistory {
  /** Editions with rules, oldest first. */
  readonly editions: string[];
  /** Diff from editions[i] to editions[i + 1]. */
  private readonly diffs: EditionDiff[];

  constructor(editions: string[], textsOf: (edition: string) => RuleText[]) {
    this.editions = editions;
    this.diffs = [];
    for (let i = 0; i + 1 < editions.length; i++)
      this.diffs.push(matchEditions(textsOf(editions[i]!), textsOf(editions[i + 1]!)));
  }

  /** The diff between an edition and the next one, or undefined for the newest. */
  diffAfter(edition: string): EditionDiff | undefined {
    const i = this.editions.indexOf(edition);
    return i >= 0 ? this.diffs[i] : undefined;
  }

  /** Follows a number from `edition` to the newest edition. */
  toCurrent(number: string, edition: string): CurrentOf | undefined {
    let i = this.editions.indexOf(edition);
    if (i < 0) return undefined;
    let n = number;
    for (; i < this.diffs.length; i++) {
      const next = this.diffs[i]!.map.get(n);
      if (next === undefined) return { status: 'removed', removedIn: this.editions[i + 1]! };
      n = next;
    }
    return { status: 'current', number: n };
  }

  /** Newer number → older number, per diff (built on first use). */
  private reverse: Array<Map<string, string>> | undefined;

  /** The number a current rule had in each older edition, newest first, back to the edition it first appeared in. */
  lineage(number: string): Array<{ edition: string; number: string }> {
    this.reverse ??= this.diffs.map((d) => new Map([...d.map].map(([o, n]) => [n, o])));
    const out: Array<{ edition: string; number: string }> = [];
    let n = number;
    for (let i = this.diffs.length - 1; i >= 0; i--) {
      const prev = this.reverse[i]!.get(n);
      if (prev === undefined) break;
      out.push({ edition: this.editions[i]!, number: prev });
      n = prev;
    }
    return out;
  }

  /** Numbers a current rule had in older editions, newest first, where they differ from the next edition's. */
  pastNumbers(number: string): Array<{ edition: string; number: string }> {
    let newer = number;
    return this.lineage(number).filter((p) => {
      const changed = p.number !== newer;
      newer = p.number;
      return changed;
    });
  }
}
