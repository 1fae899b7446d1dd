/**
 * Matches the rules of two Comprehensive Rules editions: which rule of the
 * newer edition each older rule became. Rules move between editions (Mill
 * was 701.13 and is 701.17; its subrules follow), change their text, or
 * disappear; new ones appear. Pure: no I/O.
 *
 * Matching, strongest evidence first, each step only among rules not yet
 * matched:
 *
 *   1. same number and the same normalised text;
 *   2. the same normalised text, unique on both sides (renumbered rules);
 *   3. the same title, unique on both sides (keyword rules: "Mill");
 *   4. the same place under a renumbered parent (701.13a → 701.17a), when the
 *      texts are not unrelated;
 *   5. word similarity (Dice over normalised words; character bigrams for
 *      Japanese) among the leftovers under the same parent, then in the
 *      same section;
 *   6. same number with loosely similar text (a rewritten rule).
 *
 * "Normalised" folds case, quotes, dashes and spacing and hides rule
 * numbers inside the text, so a rule whose cross-references were renumbered
 * still counts as identical. Every step uses hash indexes or compares within
 * a parent or a window of a section, so two editions of ~3,000 rules match in
 * well under a second.
 */
import {
  DOTTED_RULE_NUMBER,
  parentRuleNumber,
  sectionOf as sectionOfNumber,
} from '../rules/rule-number.ts';

/** A rule of one edition: its number, its text and, for keyword rules and pages, a title. */
export interface RuleText {
  number: string;
  text: string;
  title?: string;
}

/** What became of an older rule. */
export type MatchStatus = 'unchanged' | 'changed' | 'renumbered' | 'removed';

/** The evidence a match rests on (see the steps in this module's comment). */
export type MatchBasis = 'text' | 'title' | 'parent' | 'similarity' | 'number';

/** One older rule and its counterpart in the newer edition. */
export interface RuleMatch {
  /** The rule's number in the older edition. */
  old: string;
  /** Its number in the newer edition; undefined when removed. */
  new?: string;
  /**
   * `unchanged`: same number, same text; `changed`: same number, different
   * text; `renumbered`: new number (text the same or similar); `removed`.
   */
  status: MatchStatus;
  /** Why the two were matched. */
  by?: MatchBasis;
  /** Similarity of the normalised texts, 0–1 (1: identical once normalised). */
  similarity?: number;
}

/** The differences between two editions. */
export interface EditionDiff {
  /** One entry per older rule, in the older edition's order. */
  rules: RuleMatch[];
  /** Numbers of the newer edition's rules that no older rule became, in order. */
  added: string[];
  /** Older number → newer number, for every rule that still exists. */
  map: Map<string, string>;
}

/** Tuning of {@link matchEditions}. */
export interface MatchOptions {
  /** Least similarity to match two rules with different numbers. Default 0.5. */
  threshold?: number;
  /** Least similarity to match a rule to the same number, or to the same place under its moved parent. Default 0.2. */
  looseThreshold?: number;
}

interface Item {
  number: string;
  text: string;
  norm: string;
  title?: string;
  parent?: string;
  section: string;
  tokens?: Set<string>;
}

/** How many neighbours (by position within a section) a leftover is compared with. */
const WINDOW = 40;

/** A rule number cited inside a rule's text, with a letter range ("601.2a–d"). */
const NUMBER_IN_TEXT = new RegExp(
  `${DOTTED_RULE_NUMBER}(?:\\s*[-–]\\s*[a-z](?![a-z]))?(?![a-z0-9])`,
  'g',
);

/** Case, quotes, dashes, spacing folded; rule numbers in the text replaced by "#". */
export function normaliseRuleText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”«»「」『』]/g, '"')
    .replace(/[‐-―−]/g, '-')
    .replace(NUMBER_IN_TEXT, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Word set of a normalised text; overlapping character pairs for Japanese. */
function tokensOf(item: Item): Set<string> {
  if (item.tokens) return item.tokens;
  const out = new Set<string>();
  if (CJK.test(item.norm)) {
    const s = item.norm.replace(/\s+/g, '');
    for (let i = 0; i < s.length - 1; i++) out.add(s.slice(i, i + 2));
    if (s.length === 1) out.add(s);
  } else {
    for (const w of item.norm.match(/[\p{L}\p{N}#']+/gu) ?? []) out.add(w);
  }
  item.tokens = out;
  return out;
}

/** Dice coefficient of the two rules' token sets. */
export function textSimilarity(a: string, b: string): number {
  const ia: Item = { number: '', text: a, norm: normaliseRuleText(a), section: '' };
  const ib: Item = { number: '', text: b, norm: normaliseRuleText(b), section: '' };
  return similarity(ia, ib);
}

function similarity(a: Item, b: Item): number {
  if (a.norm === b.norm) return 1;
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (!ta.size || !tb.size) return 0;
  let common = 0;
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  for (const t of small) if (large.has(t)) common++;
  return (2 * common) / (ta.size + tb.size);
}

function toItems(rules: readonly RuleText[]): Item[] {
  return rules.map((r) => {
    const item: Item = {
      number: r.number,
      text: r.text,
      norm: normaliseRuleText(r.text),
      section: sectionOfNumber(r.number) ?? r.number,
    };
    const parent = parentRuleNumber(r.number);
    if (parent !== undefined) item.parent = parent;
    if (r.title) item.title = r.title.normalize('NFKC').toLowerCase().trim();
    return item;
  });
}

/** Groups items by a key, skipping those already matched. */
function groupBy(
  items: readonly Item[],
  matched: ReadonlyMap<Item, unknown>,
  key: (i: Item) => string | undefined,
): Map<string, Item[]> {
  const out = new Map<string, Item[]>();
  for (const i of items) {
    if (matched.has(i)) continue;
    const k = key(i);
    if (k === undefined) continue;
    let list = out.get(k);
    if (!list) out.set(k, (list = []));
    list.push(i);
  }
  return out;
}

/** Matches the rules of an older edition to those of a newer one. */
export function matchEditions(
  older: readonly RuleText[],
  newer: readonly RuleText[],
  options: MatchOptions = {},
): EditionDiff {
  const threshold = options.threshold ?? 0.5;
  const loose = options.looseThreshold ?? 0.2;
  const olds = toItems(older);
  const news = toItems(newer);
  const fwd = new Map<Item, { to: Item; by: MatchBasis; similarity: number }>();
  const back = new Map<Item, Item>();
  const link = (a: Item, b: Item, by: MatchBasis, sim?: number) => {
    fwd.set(a, { to: b, by, similarity: sim ?? similarity(a, b) });
    back.set(b, a);
  };
  const newByNumber = new Map(news.map((n) => [n.number, n]));
  const oldByNumber = new Map(olds.map((o) => [o.number, o]));
  /** The newer number an older number became, if matched. */
  const mapped = (num: string | undefined) => {
    const o = num === undefined ? undefined : oldByNumber.get(num);
    return o ? fwd.get(o)?.to.number : undefined;
  };

  // 1. Same number, same normalised text.
  for (const o of olds) {
    const n = newByNumber.get(o.number);
    if (n && n.norm === o.norm) link(o, n, 'number', 1);
  }

  // 2 and 3. Unique identical text, then unique title.
  const uniquePairs = (key: (i: Item) => string | undefined, by: MatchBasis) => {
    const a = groupBy(olds, fwd, key);
    const b = groupBy(news, back, key);
    for (const [k, os] of a) {
      const ns = b.get(k);
      if (os.length === 1 && ns?.length === 1) link(os[0]!, ns[0]!, by);
    }
  };
  uniquePairs((i) => (i.norm ? i.norm : undefined), 'text');
  uniquePairs((i) => i.title, 'title');

  // Where each older parent (section or numbered rule) went: its own match,
  // else where most of its matched children went (a section renumbered as a
  // whole, 722 → 724, or a rule whose own text changed while its subrules
  // moved with it).
  let votes = new Map<string, { to: string; count: number }>();
  const countVotes = () => {
    const tally = new Map<string, Map<string, number>>();
    for (const [o, m] of fwd) {
      if (o.parent === undefined || m.to.parent === undefined) continue;
      let t = tally.get(o.parent);
      if (!t) tally.set(o.parent, (t = new Map()));
      t.set(m.to.parent, (t.get(m.to.parent) ?? 0) + 1);
    }
    votes = new Map();
    for (const [from, t] of tally) {
      let best: { to: string; count: number } | undefined;
      for (const [to, count] of t)
        if (!best || count > best.count || (count === best.count && to === from))
          best = { to, count };
      if (best) votes.set(from, best);
    }
  };
  const newParent = (oldParent: string | undefined) =>
    oldParent === undefined ? undefined : (mapped(oldParent) ?? votes.get(oldParent)?.to);

  // 4. The same place under a moved parent (701.13a → 701.17a, 722.4 → 724.4),
  // and a parent to where its children went.
  const followParents = () => {
    countVotes();
    for (const o of olds) {
      if (fwd.has(o)) continue;
      const vote = votes.get(o.number);
      const home = vote && newByNumber.get(vote.to);
      if (home && !back.has(home) && vote.to !== o.number) {
        const sim = similarity(o, home);
        if (sim >= loose || vote.count >= 2) {
          link(o, home, 'parent', sim);
          continue;
        }
      }
      if (o.parent === undefined) continue;
      const np = newParent(o.parent);
      if (np === undefined || np === o.parent) continue;
      const n = newByNumber.get(np + o.number.slice(o.parent.length));
      if (!n || back.has(n)) continue;
      const sim = similarity(o, n);
      if (sim >= loose) link(o, n, 'parent', sim);
    }
    countVotes();
  };
  followParents();

  // 5. Similar text among leftovers under the same (moved) parent, then in the same (moved) section.
  const bySimilarity = (
    scopeOld: (o: Item) => string | undefined,
    scopeNew: (n: Item) => string | undefined,
  ) => {
    const a = groupBy(olds, fwd, scopeOld);
    const b = groupBy(news, back, scopeNew);
    const pairs: Array<{ o: Item; n: Item; sim: number; dist: number }> = [];
    for (const [scope, os] of a) {
      const ns = b.get(scope);
      if (!ns) continue;
      const all = os.length * ns.length <= WINDOW * WINDOW * 4;
      os.forEach((o, i) => {
        // Leftovers are in file order on both sides: compare neighbours by relative position.
        const centre = Math.round((i * ns.length) / os.length);
        const from = all ? 0 : Math.max(0, centre - WINDOW);
        const to = all ? ns.length : Math.min(ns.length, centre + WINDOW + 1);
        for (let j = from; j < to; j++) {
          const n = ns[j]!;
          const sim = similarity(o, n);
          if (sim >= (n.number === o.number ? loose : threshold))
            pairs.push({ o, n, sim, dist: Math.abs(i - j) });
        }
      });
    }
    pairs.sort(
      (x, y) =>
        y.sim - x.sim ||
        Number(y.n.number === y.o.number) - Number(x.n.number === x.o.number) ||
        x.dist - y.dist,
    );
    for (const p of pairs) if (!fwd.has(p.o) && !back.has(p.n)) link(p.o, p.n, 'similarity', p.sim);
  };
  const sectionOf = (o: Item) => {
    const p = o.parent === undefined ? undefined : newParent(o.parent);
    if (p !== undefined) return sectionOfNumber(p) ?? p;
    return newParent(o.section) ?? o.section;
  };
  bySimilarity(
    (o) => newParent(o.parent) ?? o.parent,
    (n) => n.parent,
  );
  followParents();
  bySimilarity(sectionOf, (n) => n.section);
  followParents();

  // 6. Same number, loosely similar text.
  for (const o of olds) {
    if (fwd.has(o)) continue;
    const n = newByNumber.get(o.number);
    if (!n || back.has(n)) continue;
    const sim = similarity(o, n);
    if (sim >= loose) link(o, n, 'number', sim);
  }

  const rules: RuleMatch[] = [];
  const map = new Map<string, string>();
  for (const o of olds) {
    const m = fwd.get(o);
    if (!m) {
      rules.push({ old: o.number, status: 'removed' });
      continue;
    }
    map.set(o.number, m.to.number);
    const status: MatchStatus =
      m.to.number !== o.number ? 'renumbered' : m.to.text === o.text ? 'unchanged' : 'changed';
    rules.push({
      old: o.number,
      new: m.to.number,
      status,
      by: m.by,
      similarity: Math.round(m.similarity * 1000) / 1000,
    });
  }
  const added = news.filter((n) => !back.has(n)).map((n) => n.number);
  return { rules, added, map };
}
