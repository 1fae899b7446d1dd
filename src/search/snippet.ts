/**
 * Snippets with highlights: finds the query's terms in a text (accent-,
 * case- and kana-insensitively) and returns a short window around the first
 * match, with the matched ranges. A Latin term marks whole words: the word
 * itself, or a word it begins when it is long enough to match as a prefix
 * ("perm" marks "permanent"), never letters inside other words ("a" in
 * "mana"). A Japanese term marks where its characters occur. The caller
 * renders the ranges as text nodes.
 */
import { KANA_KANJI, foldText, foldedRuns } from './normalize.ts';
import { matchesAsPrefix } from './term-key.ts';

export interface Snippet {
  text: string;
  marks: Array<[number, number]>;
}

/** A folded query term to highlight. */
export interface Needle {
  text: string;
  /** Also marks words it begins (Latin terms of three letters or more). */
  prefix: boolean;
  japanese: boolean;
}

const folds = new Map<string, string>();
/** foldText of one character, remembered (a corpus uses a few thousand distinct characters). */
function foldChar(ch: string): string {
  let f = folds.get(ch);
  if (f === undefined) folds.set(ch, (f = foldText(ch)));
  return f;
}

/** Folds a text character by character, keeping a map from folded offsets back to the original. */
function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let i = 0;
  for (const ch of text) {
    // ASCII folds to itself lowercased (apostrophes and backticks dropped); only the rest needs foldText.
    const c = ch.charCodeAt(0);
    const f =
      c < 0x80
        ? c === 0x27 || c === 0x60
          ? ''
          : c >= 0x41 && c <= 0x5a
            ? String.fromCharCode(c + 32)
            : ch
        : foldChar(ch);
    for (let k = 0; k < f.length; k++) map.push(i);
    folded += f;
    i += ch.length;
  }
  map.push(text.length);
  return { folded, map };
}

/** The terms to highlight for queries (the query and its cross-language names), `stop` terms left out. */
export function needlesOf(queries: string[], stop: ReadonlySet<string> = new Set()): Needle[] {
  const out = new Map<string, Needle>();
  for (const q of queries)
    for (const m of foldedRuns(foldText(q))) {
      const text = m[0];
      if (stop.has(text)) continue;
      const japanese = KANA_KANJI.test(text);
      out.set(text, { text, prefix: !japanese && matchesAsPrefix(text), japanese });
    }
  return [...out.values()];
}

/** Folded ranges of the text's words that a Latin needle matches, and of its Japanese needles' occurrences. */
function matchRanges(folded: string, needles: Needle[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const latin = needles.filter((n) => !n.japanese);
  for (const m of foldedRuns(folded)) {
    const word = m[0];
    if (KANA_KANJI.test(word)) continue;
    if (latin.some((n) => word === n.text || (n.prefix && word.startsWith(n.text))))
      ranges.push([m.index, m.index + word.length]);
  }
  for (const n of needles.filter((x) => x.japanese)) {
    for (let at = folded.indexOf(n.text); at >= 0; at = folded.indexOf(n.text, at + n.text.length))
      if (!ranges.some(([s, e]) => at < e && at + n.text.length > s))
        ranges.push([at, at + n.text.length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]).slice(0, 40);
}

/** A snippet of about `size` characters around the first match in `text` of a query (or of its needles). */
export function makeSnippet(text: string, query: string | Needle[], size = 160): Snippet {
  const needles = typeof query === 'string' ? needlesOf([query]) : query;
  const { folded, map } = foldWithMap(text);
  const ranges = matchRanges(folded, needles).map(([s, e]): [number, number] => [map[s]!, map[e]!]);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(size / 3));
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space > start - 20 && space > 0) start = space + 1;
  }
  const end = Math.min(text.length, start + size);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const marks = ranges
    .filter(([s, e]) => s >= start && e <= end)
    .map(([s, e]): [number, number] => [s - start + prefix.length, e - start + prefix.length]);
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, marks };
}
