/**
 * Tier 0 search: rule numbers and entry names in all three languages, fast
 * enough to run on every keystroke. Finds "macinare" on the Japanese site
 * (→ 切削), 「せっさく」 by reading, accentless Italian, typos, and rule
 * numbers typed in any form.
 */
import { allowedTypos, editDistance } from './edit-distance.ts';
import { foldText, ruleNumberQuery } from './normalize.ts';
import type { SearchResult, Tier0 } from './types.ts';

/** One name of an entry, folded once when tier 0 loads. */
interface PreparedName {
  entry: number;
  folded: string;
  /** The folded name's words (for "value" finding "mana value"). */
  words: string[];
  /** The first letter of the name and of each of its words (typo search skips names without the query's). */
  initials: string;
  /** The name as written, shown as "matched" when it is not the entry's display name. */
  name: string;
  lang: string;
  type: string;
  /** True when this name folds to the entry's display name (nothing to show as "matched"). */
  isDisplay: boolean;
}

/** A tier 0 file prepared for searching (folded names computed once). */
export interface PreparedTier0 {
  data: Tier0;
  names: PreparedName[];
  /** Every rule number → its page; built on the first rule-number query. */
  ruleToPage?: Map<string, string>;
}

/** Every rule number → its page (built once, on first use: most readers type words). */
function rulePages(p: PreparedTier0): Map<string, string> {
  if (p.ruleToPage) return p.ruleToPage;
  const map = new Map<string, string>();
  for (const [page, suffixes] of Object.entries(p.data.rules)) {
    map.set(page, page);
    for (const s of suffixes.split(' ')) if (s) map.set(page + s, page);
  }
  return (p.ruleToPage = map);
}

export function prepareTier0(data: Tier0): PreparedTier0 {
  const names: PreparedName[] = [];
  data.entries.forEach((e, entry) => {
    const display = foldText(e.d);
    for (const [name, lang, type] of e.n) {
      const folded = foldText(name);
      const words = folded.split(/[\s,/()-]+/).filter(Boolean);
      let initials = folded.charAt(0);
      for (const w of words) if (!initials.includes(w.charAt(0))) initials += w.charAt(0);
      names.push({
        entry,
        folded,
        words,
        initials,
        name,
        lang,
        type,
        isDisplay: folded === display,
      });
    }
  });
  return { data, names };
}

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
  if (pages.has(n)) out.push({ kind: 'rule', title: n, url: at(n), score: 1000 });
  for (const [edition, map] of p.data.moved ?? []) {
    const now = map[n];
    if (now && pages.has(now) && !out.some((r) => r.title === now)) {
      out.push({
        kind: 'rule',
        title: now,
        url: at(now, `?was=${encodeURIComponent(n)}&edition=${edition}`),
        matched: `${n} (${edition})`,
        score: 900,
      });
    }
  }
  return out;
}

/** Scores a direct (exact, prefix, word-prefix, substring) match of a folded query on a name (0 = none). */
function directScore(q: string, name: PreparedName): number {
  const f = name.folded;
  if (f === q) return 100;
  if (f.startsWith(q)) return 80 - Math.min(20, f.length - q.length);
  if (q.length > f.length) return 0;
  for (const w of name.words) if (w.startsWith(q)) return 60;
  if (q.length >= 2 && f.includes(q)) return 45;
  return 0;
}

/** Scores a match with typos (0 = none). */
function fuzzyScore(q: string, name: PreparedName, typos: number): number {
  if (editDistance(q, name.folded, typos) <= typos) return 35;
  if (name.words.length > 1)
    for (const w of name.words) if (editDistance(q, w, typos) <= typos) return 30;
  // a typo inside a prefix being typed: compare with the name's start of the same length
  if (name.folded.length > q.length && editDistance(q, name.folded, typos, q.length) <= typos)
    return 25;
  return 0;
}

/** Searches names and rule numbers; best first, one result per entry. */
export function searchTier0(p: PreparedTier0, query: string, limit = 8): SearchResult[] {
  const out: SearchResult[] = ruleResults(p, query);
  const q = foldText(query).trim();
  if (!q) return out;
  // Best score and name per entry, in flat arrays indexed by entry (no allocation per name).
  const entries = p.data.entries.length;
  const bestScore = new Float64Array(entries);
  const bestName = new Int32Array(entries);
  const found: number[] = [];
  const consider = (i: number, base: number) => {
    const name = p.names[i]!;
    const score = base + (name.lang === p.data.lang ? 3 : 0) + (name.type === 'p' ? 2 : 0);
    if (bestScore[name.entry] === 0) found.push(name.entry);
    if (score > bestScore[name.entry]!) {
      bestScore[name.entry] = score;
      bestName[name.entry] = i;
    }
  };
  const names = p.names;
  for (let i = 0; i < names.length; i++) {
    const s = directScore(q, names[i]!);
    if (s) consider(i, s);
  }
  // Typo tolerance only while direct matches leave room in the list.
  const typos = allowedTypos(q.length);
  if (typos && found.length < limit) {
    const first = q.charAt(0);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      // Typos at the very first letter are rare; skipping those names keeps a keystroke well under a millisecond.
      if (bestScore[name.entry] !== 0 || !name.initials.includes(first)) continue;
      const s = fuzzyScore(q, name, typos);
      if (s) consider(i, s);
    }
  }
  found.sort((a, b) => bestScore[b]! - bestScore[a]! || a - b);
  for (const entry of found.slice(0, limit)) {
    const e = p.data.entries[entry]!;
    const name = names[bestName[entry]!]!;
    const matched = name.isDisplay ? undefined : name.name;
    out.push({
      kind: e.k,
      title: e.d,
      url: e.u,
      matched,
      matchedLang: matched ? name.lang : undefined,
      score: bestScore[entry]!,
    });
  }
  return out;
}
