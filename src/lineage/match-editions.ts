/**
 * Matches the rules of two Comprehensive Rules editions: which rule of the
 * newer edition each older rule became. Rules move between editions (Mill
 * was 701.13 and is 701.17; its subrules follow), change their text, or
 * disappear; new ones appear. Pure: no I/O.
 *
 * Matching, strongest evidence first, each step only among rules not yet
 * matched (one exported function per step, over one `MatchState`):
 *
 *   1. `matchSameNumberSameText`: same number and the same normalised text;
 *   2. `matchUnique(…'text')`: the same normalised text, unique on both sides (renumbered rules);
 *   3. `matchUnique(…'title')`: the same title, unique on both sides (keyword rules: "Mill");
 *   4. `followParents`: the same place under a renumbered parent (701.13a →
 *      701.17a), when the texts are not unrelated, and a parent to where its
 *      children went;
 *   5. `matchBySimilarity`: word similarity (Dice over normalised words;
 *      character pairs for Japanese) among the leftovers under the same
 *      parent, then in the same section;
 *   6. `matchAcrossSections`: clearly similar text anywhere in the edition
 *      (the 2009 overhaul moved definitions from 200.x to 1xx);
 *   7. `matchSameNumberLoosely`: same number with loosely similar text (a rewritten rule).
 *
 * "Normalised" folds case, quotes, dashes and spacing and hides rule
 * numbers inside the text, so a rule whose cross-references were renumbered
 * still counts as identical. A rule known only by its fingerprint (an
 * edition whose text is not at hand) is compared through its hashes and
 * MinHash signature instead. Every step uses hash indexes or compares within
 * a parent or a window of a section, so two editions of ~3,000 rules match in
 * well under a second.
 */
import {
  DOTTED_RULE_NUMBER,
  parentRuleNumber,
  sectionOf as sectionOfNumber,
} from '../rules/rule-number.ts';
import {
  hashText,
  minHash,
  signatureSimilarity,
  textTokens,
  typographyFolded,
} from './fingerprint.ts';

/** A rule of one edition: its number, its text (or fingerprint) and, for keyword rules and pages, a title. */
export interface RuleText {
  number: string;
  /** The rule's text. Empty when only `fingerprint` is known. */
  text: string;
  title?: string;
  /** Given for a rule whose text is not at hand; computed from `text` otherwise. */
  fingerprint?: RuleFingerprint;
}

/** What is kept of a rule's text when the text itself is not (see fingerprint.ts). */
export interface RuleFingerprint {
  /** Hash of the text as printed. */
  raw: string;
  /** Hash of the text with typography folded. */
  typo: string;
  /** Hash of the normalised text (typography folded, rule numbers hidden). */
  norm: string;
  /** Hash of the normalised title, for keyword rules and pages. */
  title?: string;
  /** MinHash signature of the normalised text's tokens (computed on first use when the text is at hand). */
  signature?: Uint16Array;
}

/** What became of an older rule. */
export type MatchStatus = 'unchanged' | 'changed' | 'renumbered' | 'removed';

/** The evidence a match rests on (see the steps in this module's comment). */
export type MatchBasis = 'text' | 'title' | 'parent' | 'similarity' | 'number';

/**
 * How a matched rule's text changed: '' not at all, 't' typography only
 * (quotes, dashes, spaces), 'r' only the rule numbers it cites, 'c' its words.
 */
export type ChangeKind = '' | 't' | 'r' | 'c';

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
  /** How the text changed (matched rules only). */
  change?: ChangeKind;
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
  /** Matches decided beforehand (reviewed overrides): older number → newer number, or null for "removed". */
  forced?: ReadonlyMap<string, string | null>;
}

/** A rule as the matcher sees it. */
export interface Item {
  number: string;
  parent?: string;
  section: string;
  /** Key for "same text": the normalised text itself, or its hash when some rule is known by fingerprint only. */
  textKey: string;
  /** Key for "same title" (likewise). */
  titleKey?: string;
  /** The text, when at hand. */
  text?: string;
  /** Its normalised form. */
  norm?: string;
  /** The fingerprint, given or (when hashes are in use) computed. */
  fingerprint?: RuleFingerprint;
  /** Tokens of the normalised text, when the text is at hand (computed on first use). */
  tokens?: Set<string>;
}

/** One match made by a step. */
interface Link {
  to: Item;
  by: MatchBasis;
  similarity: number;
}

/** Everything the steps share. */
export interface MatchState {
  olds: Item[];
  news: Item[];
  fwd: Map<Item, Link>;
  back: Map<Item, Item>;
  newByNumber: Map<string, Item>;
  oldByNumber: Map<string, Item>;
  /** Where each older parent's matched children went, by majority. */
  votes: Map<string, { to: string; count: number }>;
  threshold: number;
  loose: number;
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
  return typographyFolded(text).replace(NUMBER_IN_TEXT, '#');
}

/** The fingerprint of a rule's text and title; with `signature`, its MinHash too (costly: only for storing). */
export function fingerprintOf(text: string, title?: string, signature = false): RuleFingerprint {
  const norm = normaliseRuleText(text);
  const fp: RuleFingerprint = {
    raw: hashText(text),
    typo: hashText(typographyFolded(text)),
    norm: hashText(norm),
  };
  if (signature) fp.signature = minHash(textTokens(norm));
  if (title) fp.title = hashText(typographyFolded(title));
  return fp;
}

/** An item's tokens, computed on first use. */
function tokensOf(i: Item): Set<string> | undefined {
  if (i.norm === undefined) return undefined;
  i.tokens ??= textTokens(i.norm);
  return i.tokens;
}

/** An item's signature: given, or computed from its tokens on first use. */
function signatureOf(i: Item): Uint16Array {
  i.fingerprint ??= fingerprintOf(i.text ?? '');
  i.fingerprint.signature ??= minHash(tokensOf(i) ?? new Set());
  return i.fingerprint.signature;
}

/** Dice coefficient of the two texts' token sets. */
export function textSimilarity(a: string, b: string): number {
  const item = (text: string) => toItem({ number: '100.1', text }, false);
  return similarity(item(a), item(b));
}

/** Similarity of two items: exact on tokens when both texts are at hand, else estimated from signatures. */
export function similarity(a: Item, b: Item): number {
  if (a.textKey === b.textKey) return 1;
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta && tb) {
    if (!ta.size || !tb.size) return 0;
    let common = 0;
    const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
    for (const t of small) if (large.has(t)) common++;
    return (2 * common) / (ta.size + tb.size);
  }
  return signatureSimilarity(signatureOf(a), signatureOf(b));
}

/** A rule as an item; with `hashes`, its keys are hashes (some rule on either side is known by fingerprint only). */
function toItem(r: RuleText, hashes: boolean): Item {
  const item: Item = {
    number: r.number,
    section: sectionOfNumber(r.number) ?? r.number,
    textKey: '',
  };
  const parent = parentRuleNumber(r.number);
  if (parent !== undefined) item.parent = parent;
  if (!r.fingerprint) {
    item.text = r.text;
    item.norm = normaliseRuleText(r.text);
  }
  if (hashes) {
    const fp = (item.fingerprint = r.fingerprint ?? fingerprintOf(r.text, r.title));
    item.textKey = fp.norm;
    if (fp.title) item.titleKey = fp.title;
  } else {
    item.textKey = item.norm!;
    if (r.title) item.titleKey = typographyFolded(r.title);
  }
  return item;
}

/** The state the steps work on. */
export function newMatchState(
  older: readonly RuleText[],
  newer: readonly RuleText[],
  options: MatchOptions = {},
): MatchState {
  const hashes = older.some((r) => r.fingerprint) || newer.some((r) => r.fingerprint);
  const olds = older.map((r) => toItem(r, hashes));
  const news = newer.map((r) => toItem(r, hashes));
  return {
    olds,
    news,
    fwd: new Map(),
    back: new Map(),
    newByNumber: new Map(news.map((n) => [n.number, n])),
    oldByNumber: new Map(olds.map((o) => [o.number, o])),
    votes: new Map(),
    threshold: options.threshold ?? 0.5,
    loose: options.looseThreshold ?? 0.2,
  };
}

function link(s: MatchState, a: Item, b: Item, by: MatchBasis, sim?: number): void {
  s.fwd.set(a, { to: b, by, similarity: sim ?? similarity(a, b) });
  s.back.set(b, a);
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

/** 0. Reviewed overrides: matches (or removals) decided by a person. */
export function applyForced(s: MatchState, forced: ReadonlyMap<string, string | null>): void {
  for (const [oldNumber, newNumber] of forced) {
    const o = s.oldByNumber.get(oldNumber);
    if (!o) continue;
    if (newNumber === null) {
      s.fwd.set(o, { to: o, by: 'number', similarity: -1 });
      continue;
    }
    const n = s.newByNumber.get(newNumber);
    if (n && !s.back.has(n)) link(s, o, n, 'number');
  }
}

/** 1. Same number, same normalised text. */
export function matchSameNumberSameText(s: MatchState): void {
  for (const o of s.olds) {
    if (s.fwd.has(o)) continue;
    const n = s.newByNumber.get(o.number);
    if (n && !s.back.has(n) && n.textKey === o.textKey) link(s, o, n, 'number', 1);
  }
}

/** 2 and 3. A key (text or title) that is unique among the unmatched rules of both editions. */
export function matchUnique(s: MatchState, by: 'text' | 'title'): void {
  const key = by === 'text' ? (i: Item) => i.textKey : (i: Item) => i.titleKey;
  const a = groupBy(s.olds, s.fwd, key);
  const b = groupBy(s.news, s.back, key);
  for (const [k, os] of a) {
    const ns = b.get(k);
    if (os.length === 1 && ns?.length === 1) link(s, os[0]!, ns[0]!, by);
  }
}

/** The newer number an older number became, if matched. */
function mapped(s: MatchState, num: string | undefined): string | undefined {
  const o = num === undefined ? undefined : s.oldByNumber.get(num);
  const m = o ? s.fwd.get(o) : undefined;
  return m && m.similarity >= 0 ? m.to.number : undefined;
}

/**
 * Where each older parent (section or numbered rule) went: its own match,
 * else where most of its matched children went (a section renumbered as a
 * whole, 722 → 724, or a rule whose own text changed while its subrules
 * moved with it).
 */
export function countVotes(s: MatchState): void {
  const tally = new Map<string, Map<string, number>>();
  for (const [o, m] of s.fwd) {
    if (o.parent === undefined || m.to.parent === undefined || m.similarity < 0) continue;
    let t = tally.get(o.parent);
    if (!t) tally.set(o.parent, (t = new Map()));
    t.set(m.to.parent, (t.get(m.to.parent) ?? 0) + 1);
  }
  s.votes = new Map();
  for (const [from, t] of tally) {
    let best: { to: string; count: number } | undefined;
    for (const [to, count] of t)
      if (!best || count > best.count || (count === best.count && to === from))
        best = { to, count };
    if (best) s.votes.set(from, best);
  }
}

/** Where an older parent went: its own match, else its children's majority. */
function newParent(s: MatchState, oldParent: string | undefined): string | undefined {
  if (oldParent === undefined) return undefined;
  return mapped(s, oldParent) ?? s.votes.get(oldParent)?.to;
}

/**
 * 4. Under a moved parent (701.13a → 701.17a, 722.4 → 724.4): each older
 * child goes to the most similar free child of the parent's new place, the
 * same letter winning ties (children are reordered too: in 2009 rule 104.3's
 * {X}, hybrid and snow symbols became 107.4's c…f, shifted by one); and a
 * parent goes to where its children went.
 */
export function followParents(s: MatchState): void {
  countVotes(s);
  const groups = new Map<string, Item[]>();
  for (const o of s.olds) {
    if (s.fwd.has(o) || parentToChildren(s, o) || o.parent === undefined) continue;
    const np = newParent(s, o.parent);
    if (np === undefined || np === o.parent) continue;
    groups.set(np, [...(groups.get(np) ?? []), o]);
  }
  for (const [np, olds] of groups) linkChildren(s, np, olds);
  countVotes(s);
}

/** The older children of one moved parent matched to its new children, most similar first. */
function linkChildren(s: MatchState, np: string, olds: Item[]): void {
  const news = s.news.filter((n) => n.parent === np && !s.back.has(n));
  const suffix = (i: Item) => i.number.slice((i.parent ?? '').length);
  // A subrule stays a subrule ("a"), a numbered rule a numbered rule (".4").
  const kind = (i: Item) => /^[a-z]/.test(suffix(i));
  const pairs = olds.flatMap((o) =>
    news
      .filter((n) => kind(n) === kind(o))
      .map((n) => ({ o, n, sim: similarity(o, n), same: suffix(o) === suffix(n) })),
  );
  pairs.sort((x, y) => y.sim - x.sim || Number(y.same) - Number(x.same));
  // The same place needs only loose similarity; another place under the parent needs real similarity
  // (a weak pair there is likely wrong: the rule may have left the parent, as 203.2d did for 105.4 in 2009).
  for (const p of pairs)
    if (p.sim >= (p.same ? s.loose : s.threshold) && !s.fwd.has(p.o) && !s.back.has(p.n))
      link(s, p.o, p.n, 'parent', p.sim);
}

/** A parent whose children moved together goes where they went. */
function parentToChildren(s: MatchState, o: Item): boolean {
  const vote = s.votes.get(o.number);
  const home = vote && s.newByNumber.get(vote.to);
  if (!home || s.back.has(home) || vote.to === o.number) return false;
  const sim = similarity(o, home);
  if (sim < s.loose && vote.count < 2) return false;
  link(s, o, home, 'parent', sim);
  return true;
}

/** 5. Similar text among leftovers in the same scope (parent or section, as moved). */
export function matchBySimilarity(
  s: MatchState,
  scopeOld: (o: Item) => string | undefined,
  scopeNew: (n: Item) => string | undefined,
): void {
  const a = groupBy(s.olds, s.fwd, scopeOld);
  const b = groupBy(s.news, s.back, scopeNew);
  const pairs: Array<{ o: Item; n: Item; sim: number; dist: number }> = [];
  for (const [scope, os] of a) {
    const ns = b.get(scope);
    if (ns) pairs.push(...similarPairs(s, os, ns));
  }
  pairs.sort(
    (x, y) =>
      y.sim - x.sim ||
      Number(y.n.number === y.o.number) - Number(x.n.number === x.o.number) ||
      x.dist - y.dist,
  );
  for (const p of pairs)
    if (!s.fwd.has(p.o) && !s.back.has(p.n)) link(s, p.o, p.n, 'similarity', p.sim);
}

/** Candidate pairs of one scope: leftovers are in file order on both sides, so neighbours by relative position. */
function similarPairs(s: MatchState, os: Item[], ns: Item[]) {
  const out: Array<{ o: Item; n: Item; sim: number; dist: number }> = [];
  const all = os.length * ns.length <= WINDOW * WINDOW * 4;
  os.forEach((o, i) => {
    const centre = Math.round((i * ns.length) / os.length);
    const from = all ? 0 : Math.max(0, centre - WINDOW);
    const to = all ? ns.length : Math.min(ns.length, centre + WINDOW + 1);
    for (let j = from; j < to; j++) {
      const n = ns[j]!;
      const sim = similarity(o, n);
      if (sim >= (n.number === o.number ? s.loose : s.threshold))
        out.push({ o, n, sim, dist: Math.abs(i - j) });
    }
  });
  return out;
}

/** The section an older rule is in once its parent's move is applied. */
function movedSection(s: MatchState, o: Item): string {
  const p = o.parent === undefined ? undefined : newParent(s, o.parent);
  if (p !== undefined) return sectionOfNumber(p) ?? p;
  return newParent(s, o.section) ?? o.section;
}

/** Least similarity for a match across sections (step 6). */
export const ACROSS_SECTIONS = 0.6;
/** Rules with fewer words than this are too short to be matched across sections. */
const MIN_TOKENS = 5;
/** Tokens in more leftovers than this say nothing about where a rule went. */
const COMMON_TOKEN = 40;

/**
 * 6. Clearly similar leftovers anywhere in the edition, found through their
 * less common words and scored by them (a word's weight is its rarity among
 * the leftovers, so "a card on the stack" does not pair two unrelated rules).
 */
export function matchAcrossSections(s: MatchState, threshold = ACROSS_SECTIONS): void {
  const olds = s.olds.filter((o) => !s.fwd.has(o) && tokensOf(o));
  const news = s.news.filter((n) => !s.back.has(n) && tokensOf(n));
  const index = new Map<string, Item[]>();
  const df = new Map<string, number>();
  for (const i of [...olds, ...news]) for (const t of tokensOf(i)!) df.set(t, (df.get(t) ?? 0) + 1);
  for (const n of news) for (const t of tokensOf(n)!) getList(index, t).push(n);
  const total = olds.length + news.length;
  const weight = (t: string) => Math.log((total + 1) / (df.get(t) ?? 1));
  const mass = (i: Item) => [...tokensOf(i)!].reduce((m, t) => m + weight(t), 0);
  const pairs: Array<{ o: Item; n: Item; sim: number }> = [];
  for (const o of olds) {
    const seen = new Set<Item>();
    const mo = mass(o);
    for (const t of tokensOf(o)!) {
      const list = index.get(t);
      if (!list || list.length > COMMON_TOKEN) continue;
      for (const n of list) {
        if (seen.has(n)) continue;
        seen.add(n);
        let shared = 0;
        for (const u of tokensOf(o)!) if (tokensOf(n)!.has(u)) shared += weight(u);
        const mn = mass(n);
        if (tokensOf(o)!.size < MIN_TOKENS || tokensOf(n)!.size < MIN_TOKENS) continue;
        // Dice and containment averaged: a rule split in two still finds its larger half.
        const sim = ((2 * shared) / (mo + mn) + shared / Math.min(mo, mn)) / 2;
        if (sim >= threshold) pairs.push({ o, n, sim });
      }
    }
  }
  pairs.sort((x, y) => y.sim - x.sim);
  for (const p of pairs) if (!s.fwd.has(p.o) && !s.back.has(p.n)) link(s, p.o, p.n, 'similarity');
}

function getList<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** 7. Same number, loosely similar text. */
export function matchSameNumberLoosely(s: MatchState): void {
  for (const o of s.olds) {
    if (s.fwd.has(o)) continue;
    const n = s.newByNumber.get(o.number);
    if (!n || s.back.has(n)) continue;
    const sim = similarity(o, n);
    if (sim >= s.loose) link(s, o, n, 'number', sim);
  }
}

/** How a matched rule's text changed: from the texts when both are at hand, else from the fingerprints. */
export function changeKind(a: Item, b: Item): ChangeKind {
  if (a.text !== undefined && b.text !== undefined) {
    if (a.text === b.text) return '';
    if (typographyFolded(a.text) === typographyFolded(b.text)) return 't';
    return a.norm === b.norm ? 'r' : 'c';
  }
  const fa = (a.fingerprint ??= fingerprintOf(a.text ?? ''));
  const fb = (b.fingerprint ??= fingerprintOf(b.text ?? ''));
  if (fa.raw === fb.raw) return '';
  if (fa.typo === fb.typo) return 't';
  return fa.norm === fb.norm ? 'r' : 'c';
}

/** The result of the steps, as a diff. */
export function buildDiff(s: MatchState): EditionDiff {
  const rules: RuleMatch[] = [];
  const map = new Map<string, string>();
  for (const o of s.olds) {
    const m = s.fwd.get(o);
    if (!m || m.similarity < 0) {
      rules.push({ old: o.number, status: 'removed' });
      continue;
    }
    map.set(o.number, m.to.number);
    const change = changeKind(o, m.to);
    const status: MatchStatus =
      m.to.number !== o.number ? 'renumbered' : change === '' ? 'unchanged' : 'changed';
    const similarity = Math.round(m.similarity * 1000) / 1000;
    rules.push({ old: o.number, new: m.to.number, status, by: m.by, similarity, change });
  }
  const added = s.news.filter((n) => !s.back.has(n)).map((n) => n.number);
  return { rules, added, map };
}

/** Matches the rules of an older edition to those of a newer one. */
export function matchEditions(
  older: readonly RuleText[],
  newer: readonly RuleText[],
  options: MatchOptions = {},
): EditionDiff {
  const s = newMatchState(older, newer, options);
  if (options.forced) applyForced(s, options.forced);
  matchSameNumberSameText(s);
  matchUnique(s, 'text');
  matchUnique(s, 'title');
  followParents(s);
  matchBySimilarity(
    s,
    (o) => newParent(s, o.parent) ?? o.parent,
    (n) => n.parent,
  );
  followParents(s);
  matchBySimilarity(
    s,
    (o) => movedSection(s, o),
    (n) => n.section,
  );
  followParents(s);
  matchAcrossSections(s);
  followParents(s);
  matchSameNumberLoosely(s);
  return buildDiff(s);
}
