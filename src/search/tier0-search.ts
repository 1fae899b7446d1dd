/**
 * Tier 0 search: rule numbers, rule titles and entry names in all three
 * languages, fast enough to run on every keystroke. Finds "macinare" on the
 * Japanese site (→ 切削), 「せっさく」 by reading, accentless Italian,
 * typos, rule numbers typed in any form, and a rule by its title ("mill" →
 * 701.17 Mill) or by a glossary name of its title ("travolgere" → 702.19
 * Trample). Weights: ranking.ts.
 */
import { allowedTypos, editDistance } from './edit-distance.ts';
import { KANA_KANJI, foldText, ruleNumberQuery } from './normalize.ts';
import { RANKING } from './ranking.ts';
import {
  charMask,
  prepareTier0,
  rulePages,
  type PreparedName,
  type PreparedTier0,
} from './tier0-prepare.ts';
import type { SearchResult } from './types.ts';
import { wasQuery } from '../urls/paths.ts';

export { prepareTier0, type PreparedTier0 };

/** Rule-number results for a query: the rule itself, and where an older edition's rule with that number is today. */
export function ruleResults(p: PreparedTier0, query: string): SearchResult[] {
  const n = ruleNumberQuery(query);
  if (!n) return [];
  const out: SearchResult[] = [];
  const pages = rulePages(p);
  const at = (num: string, extra = '') => {
    const page = pages.get(num)!;
    return `${p.data.rulesPath}${page}/${extra}${num === page ? '' : `#${num}`}`;
  };
  if (pages.has(n)) out.push({ kind: 'rule', title: n, url: at(n), score: RANKING.number.exact });
  for (const [edition, map] of p.data.moved ?? []) {
    const now = map[n];
    if (now && pages.has(now) && !out.some((r) => r.title === now)) {
      out.push({
        kind: 'rule',
        title: now,
        url: at(now, wasQuery({ number: n, edition })),
        matched: `${n} (${edition})`,
        score: RANKING.number.moved,
      });
    }
  }
  return out;
}

/** Scores a direct (exact, prefix, word-prefix, substring) match of a folded query on a name (0 = none). */
function directScore(q: string, name: PreparedName): number {
  const w = RANKING.name;
  const f = name.folded;
  if (f === q) return w.exact;
  if (f.startsWith(q)) return w.prefix - Math.min(w.prefixLengthPenalty, f.length - q.length);
  if (q.length > f.length) return 0;
  for (const word of name.words) if (word.startsWith(q)) return w.wordPrefix;
  if (q.length >= 2 && f.includes(q)) return w.substring;
  return 0;
}

/** Where a name stands as whole words inside a longer query ("how does ward work"; `padded`: " how does ward work "), or -1. */
function containedAt(q: string, padded: string, qMask: number, name: PreparedName): number {
  const { latin, japanese } = RANKING.name.containedMin;
  const f = name.folded;
  if (f.length >= q.length || (name.mask & ~qMask) !== 0) return -1;
  if (name.japanese) return [...f].length >= japanese ? q.indexOf(f) : -1;
  if (f.length < latin) return -1;
  const at = padded.indexOf(f);
  // the name as whole words: a space (or the query's end) on both sides
  for (let i = at; i >= 0; i = padded.indexOf(f, i + 1))
    if (padded.charCodeAt(i - 1) === 32 && padded.charCodeAt(i + f.length) === 32) return i - 1;
  return -1;
}

/** The score of a name found inside the query: longer names first. */
function containedScore(name: PreparedName): number {
  const w = RANKING.name;
  return w.contained + Math.min(w.containedLengthMax, [...name.folded].length * w.containedPerChar);
}

/**
 * Names found inside a query that no name matches as a whole, longest first,
 * each where no longer one already stands ("double strike", not "double").
 */
function containedNames(p: PreparedTier0, q: string): number[] {
  const hits: Array<[index: number, at: number, length: number]> = [];
  const padded = ` ${q} `;
  const qMask = charMask(q);
  p.names.forEach((name, i) => {
    const at = containedAt(q, padded, qMask, name);
    if (at >= 0) hits.push([i, at, name.folded.length]);
  });
  hits.sort((a, b) => b[2] - a[2] || a[1] - b[1]);
  const taken: Array<[number, number]> = [];
  const out: number[] = [];
  for (const [i, at, length] of hits) {
    const end = at + length;
    const inside = taken.some(([s, e]) => at >= s && end <= e);
    if (inside && !taken.some(([s, e]) => s === at && e === end)) continue;
    taken.push([at, end]);
    out.push(i);
  }
  return coversAll(q, taken) ? [] : out;
}

/** Whether names cover every word of the query (a compound, such as "creature token", that the full text answers better). */
function coversAll(q: string, spans: Array<[number, number]>): boolean {
  const left = [...q].map((c, i) => (spans.some(([s, e]) => i >= s && i < e) ? ' ' : c));
  return left.join('').trim() === '';
}

/** Scores a match with typos (0 = none). */
function fuzzyScore(q: string, name: PreparedName, typos: number): number {
  const w = RANKING.fuzzy;
  if (editDistance(q, name.folded, typos) <= typos) return w.whole;
  if (name.words.length > 1)
    for (const word of name.words) if (editDistance(q, word, typos) <= typos) return w.word;
  // a typo inside a prefix being typed: compare with the name's start of the same length
  if (name.folded.length > q.length && editDistance(q, name.folded, typos, q.length) <= typos)
    return w.prefix;
  return 0;
}

/** Best score and name per item, in flat arrays indexed by item (no allocation per name). */
interface Scores {
  score: Float64Array;
  name: Int32Array;
  found: number[];
}

/** Scores every item's names against a folded query: direct matches, names inside it, then typos while room is left. */
function scoreNames(p: PreparedTier0, q: string, limit: number, inside: boolean): Scores {
  const s: Scores = {
    score: new Float64Array(p.items.length),
    name: new Int32Array(p.items.length),
    found: [],
  };
  const { readerLanguage, primaryName } = RANKING.bonus;
  const consider = (i: number, base: number) => {
    const name = p.names[i]!;
    const score =
      base +
      (name.lang === p.data.lang ? readerLanguage : 0) +
      (name.type === 'p' ? primaryName : 0);
    if (s.score[name.item] === 0) s.found.push(name.item);
    if (score > s.score[name.item]!) {
      s.score[name.item] = score;
      s.name[name.item] = i;
    }
  };
  const names = p.names;
  const qMask = charMask(q);
  for (let i = 0; i < names.length; i++) {
    // A name lacking one of the query's characters has no direct match (most names, after a letter or two).
    if ((names[i]!.mask & qMask) !== qMask) continue;
    const d = directScore(q, names[i]!);
    if (d) consider(i, d);
  }
  if (inside && !s.found.some((item) => s.score[item]! >= RANKING.name.wordPrefix))
    for (const i of containedNames(p, q)) consider(i, containedScore(p.names[i]!));
  const typos = allowedTypos(q.length);
  if (typos && s.found.length < limit) {
    const first = q.charAt(0);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      // Typos at the very first letter are rare; skipping those names keeps a keystroke well under a millisecond.
      if (s.score[name.item] !== 0 || !name.initials.includes(first)) continue;
      const f = fuzzyScore(q, name, typos);
      if (f) consider(i, f);
    }
  }
  return s;
}

/**
 * Rules titled by a found entry's name rank with the entry, the other pages
 * of a term's own rules just below it; both show which name found them.
 */
function addTitledRules(p: PreparedTier0, s: Scores): void {
  const set = (rule: number, item: number, score: number) => {
    if (s.score[rule]! >= score) return;
    if (s.score[rule] === 0) s.found.push(rule);
    s.score[rule] = score;
    s.name[rule] = s.name[item]!;
  };
  for (const item of [...s.found]) {
    for (const rule of p.items[item]!.rules) set(rule, item, s.score[item]!);
    const about = Math.min(s.score[item]! - 0.5, RANKING.name.aboutRule);
    for (const rule of p.items[item]!.about) set(rule, item, about);
  }
}

/** What tier 0 answers: results, best first, and the found entries for cross-language names. */
export interface Tier0Answer {
  results: SearchResult[];
  scores?: Scores;
}

/** Whether the name that found an item is worth showing ("macinare → 切削"): not the item's own name, nor the same words. */
function shownAsMatched(name: PreparedName, item: number, title: string): boolean {
  if (name.item === item && name.isDisplay) return false;
  return !title.startsWith(name.folded) && !name.folded.startsWith(title);
}

function toResults(p: PreparedTier0, s: Scores, limit: number): SearchResult[] {
  s.found.sort((a, b) => s.score[b]! - s.score[a]! || a - b);
  return s.found.slice(0, limit).map((i) => {
    const item = p.items[i]!;
    const name = p.names[s.name[i]!]!;
    const matched = shownAsMatched(name, i, item.folded) ? name.name : undefined;
    return {
      kind: item.kind,
      title: item.title,
      url: item.url,
      matched,
      matchedLang: matched ? name.lang : undefined,
      score: s.score[i]!,
    };
  });
}

/**
 * A keyword's number or cost typed after its name, as cards print it ("scry 2", "ward {2}",
 * 「占術２」, "annihilator x"). No name ends in one (a unit test checks the shipped names).
 */
const PARAMETER = /(?:\s+|(?<=[\u3040-\u30ff\u3400-\u9fff]))(?:\{[^}]*\}|\d+|x)$/u;

/** The folded query without a keyword's trailing number or cost, unless nothing else is left. */
export function withoutParameter(folded: string): string {
  const bare = folded.replace(PARAMETER, '').trim();
  return bare || folded;
}

/** How tier 0 reads a query. */
export interface Tier0Options {
  /** Look for names inside a longer query ("how does ward work"); off for a quoted phrase. Default true. */
  inside?: boolean;
}

/** Searches names, titles and rule numbers; best first, one result per entry or rule page. */
export function tier0Answer(
  p: PreparedTier0,
  query: string,
  limit = 8,
  options: Tier0Options = {},
): Tier0Answer {
  const numbers = ruleResults(p, query);
  const q = withoutParameter(foldText(query).trim());
  if (!q) return { results: numbers };
  const scores = scoreNames(p, q, limit, options.inside ?? true);
  addTitledRules(p, scores);
  const seen = new Set(numbers.map((r) => r.url));
  const names = toResults(p, scores, limit).filter((r) => !seen.has(r.url));
  return { results: [...numbers, ...names], scores };
}

/** Searches names, titles and rule numbers; best first. */
export function searchTier0(p: PreparedTier0, query: string, limit = 8): SearchResult[] {
  return tier0Answer(p, query, limit).results;
}

/**
 * The query's names in the languages of the full text: the other names of
 * the entries it matched well ("travolgere" → "trample" on the Italian site,
 * whose rules are in English), for the full text to search too.
 */
export function alternativeNames(p: PreparedTier0, a: Tier0Answer, query: string): string[] {
  const { minScore, entries, minLength } = RANKING.alternatives;
  const q = foldText(query).trim();
  if (!a.scores || [...q].length < (KANA_KANJI.test(q) ? 2 : minLength)) return [];
  const langs = new Set(p.data.ft.langs);
  const out = new Map<string, string>();
  const { score, found } = a.scores;
  const best = found
    .filter((i) => p.items[i]!.kind === 'glossary' && score[i]! >= minScore)
    .sort((x, y) => score[y]! - score[x]! || x - y)
    .slice(0, entries);
  for (const i of best)
    for (const n of p.itemNames[i] ?? [])
      if (langs.has(n.lang) && n.type === 'p' && n.folded !== q) out.set(n.folded, n.name);
  return [...out.values()];
}
