/**
 * Snippets with highlights: finds the query's words in a text (accent-,
 * case- and kana-insensitively) and returns a short window around the first
 * match, with the matched ranges. The caller renders them as text nodes.
 */
import { foldText } from './normalize.ts';

export interface Snippet {
  text: string;
  marks: Array<[number, number]>;
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

/** Query words to highlight: Latin words and Japanese runs, folded. */
function needles(query: string): string[] {
  return foldText(query)
    .split(/[\s,.;:!?()「」『』、。]+/)
    .filter((w) => w.length > 0)
    .sort((a, b) => b.length - a.length);
}

/** A snippet of about `size` characters around the first match of the query in `text`. */
export function makeSnippet(text: string, query: string, size = 160): Snippet {
  const { folded, map } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const n of needles(query)) {
    let from = 0;
    for (
      let at = folded.indexOf(n, from);
      at >= 0 && ranges.length < 20;
      at = folded.indexOf(n, from)
    ) {
      const start = map[at]!;
      const end = map[at + n.length] ?? text.length;
      if (!ranges.some(([s, e]) => start < e && end > s)) ranges.push([start, end]);
      from = at + n.length;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
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
