/**
 * Tier 0 search: rule numbers and entry names in all three languages, fast
 * enough to run on every keystroke. Finds "macinare" on the Japanese site
 * (→ 切削), 「せっさく」 by reading, accentless Italian, typos, and rule
 * numbers typed in any form.
 */
import { allowedTypos, editDistance } from './edit-distance.ts';
import { foldText, ruleNumberQuery } from './normalize.ts';
import type { SearchResult, Tier0 } from './types.ts';

/** A tier 0 file prepared for searching (folded names computed once). */
export interface PreparedTier0 {
  data: Tier0;
  names: Array<{ entry: number; folded: string; words: string[]; name: string; lang: string; type: string }>;
  /** Every rule number → its page. */
  ruleToPage: Map<string, string>;
}

export function prepareTier0(data: Tier0): PreparedTier0 {
  const names: PreparedTier0['names'] = [];
  data.entries.forEach((e, entry) => {
    for (const [name, lang, type] of e.n) {
      const folded = foldText(name);
      names.push({ entry, folded, words: folded.split(/[\s,/()-]+/).filter(Boolean), name, lang, type });
    }
  });
  const ruleToPage = new Map<string, string>();
  for (const [page, suffixes] of Object.entries(data.rules)) {
    ruleToPage.set(page, page);
    for (const s of suffixes.split(' ')) if (s) ruleToPage.set(page + s, page);
  }
  return { data, names, ruleToPage };
}

/** Rule-number results for a query: the rule itself, and where an older edition's rule with that number is today. */
export function ruleResults(p: PreparedTier0, query: string): SearchResult[] {
  const n = ruleNumberQuery(query);
  if (!n) return [];
  const out: SearchResult[] = [];
  const at = (num: string, extra = '') => {
    const page = p.ruleToPage.get(num)!;
    return `${p.data.rulesPath}${page}/${extra}${num === page ? '' : `#${num}`}`;
  };
  if (p.ruleToPage.has(n)) out.push({ kind: 'rule', title: n, url: at(n), score: 1000 });
  for (const [edition, map] of p.data.moved ?? []) {
    const now = map[n];
    if (now && p.ruleToPage.has(now) && !out.some((r) => r.title === now)) {
      out.push({ kind: 'rule', title: now, url: at(now, `?was=${encodeURIComponent(n)}&edition=${edition}`), matched: `${n} (${edition})`, score: 900 });
    }
  }
  return out;
}

/** Scores a direct (exact, prefix, word-prefix, substring) match of a folded query on a name (0 = none). */
function directScore(q: string, name: { folded: string; words: string[] }): number {
  if (name.folded === q) return 100;
  if (name.folded.startsWith(q)) return 80 - Math.min(20, name.folded.length - q.length);
  if (name.words.some((w) => w.startsWith(q))) return 60;
  if (q.length >= 2 && name.folded.includes(q)) return 45;
  return 0;
}

/** Scores a match with typos (0 = none). */
function fuzzyScore(q: string, name: { folded: string; words: string[] }, typos: number): number {
  if (editDistance(q, name.folded, typos) <= typos) return 35;
  if (name.words.length > 1 && name.words.some((w) => editDistance(q, w, typos) <= typos)) return 30;
  // a typo inside a prefix being typed: compare with the name's start of the same length
  if (name.folded.length > q.length && editDistance(q, name.folded.slice(0, q.length), typos) <= typos) return 25;
  return 0;
}

/** Searches names and rule numbers; best first, one result per entry. */
export function searchTier0(p: PreparedTier0, query: string, limit = 8): SearchResult[] {
  const out: SearchResult[] = [];
  out.push(...ruleResults(p, query));
  const q = foldText(query).trim();
  if (!q) return out;
  const best = new Map<number, { score: number; name: PreparedTier0['names'][number] }>();
  const consider = (name: PreparedTier0['names'][number], base: number) => {
    const score = base + (name.lang === p.data.lang ? 3 : 0) + (name.type === 'p' ? 2 : 0);
    const prev = best.get(name.entry);
    if (!prev || score > prev.score) best.set(name.entry, { score, name });
  };
  for (const name of p.names) {
    const s = directScore(q, name);
    if (s) consider(name, s);
  }
  // Typo tolerance only while direct matches leave room in the list.
  const typos = allowedTypos(q.length);
  if (typos && best.size < limit) {
    const first = q.charAt(0);
    for (const name of p.names) {
      // Typos at the very first letter are rare; skipping those names keeps a keystroke well under a millisecond.
      if (best.has(name.entry) || (name.folded.charAt(0) !== first && !name.words.some((w) => w.charAt(0) === first))) continue;
      const s = fuzzyScore(q, name, typos);
      if (s) consider(name, s);
    }
  }
  const ranked = [...best].sort((a, b) => b[1].score - a[1].score).slice(0, limit);
  for (const [entry, { score, name }] of ranked) {
    const e = p.data.entries[entry]!;
    const matched = foldText(name.name) === foldText(e.d) ? undefined : name.name;
    out.push({ kind: e.k, title: e.d, url: e.u, matched, matchedLang: matched ? name.lang : undefined, score });
  }
  return out;
}
