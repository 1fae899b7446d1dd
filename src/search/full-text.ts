/**
 * Tier 1 full-text search over one language's rules and entries, with
 * flexsearch and Grimoire's encoder (see normalize.ts). Runs in a Web Worker
 * in the browser, and in Node for tests and benchmarks.
 */
import { Encoder, Index } from 'flexsearch';
import { allowedTypos, editDistance } from './edit-distance.ts';
import { foldText, prepareForIndex, tokenize } from './normalize.ts';
import { makeSnippet } from './snippet.ts';
import type { SearchResult, Tier1Doc } from './types.ts';

/** Options every index is created with (the encoder is not serialised, so build and browser share this). */
export function createIndex(): Index {
  const encoder = new Encoder({
    normalize: false,
    dedupe: false,
    numeric: false,
    cache: true,
    split: /\s+/,
    prepare: prepareForIndex,
  });
  return new Index({ tokenize: 'forward', encoder, resolution: 9, cache: 100 });
}

export interface FullTextIndex {
  index: Index;
  docs: Tier1Doc[];
  /** Latin words of the corpus with their frequency, for typo correction. */
  vocabulary: Map<string, number>;
}

/** Indexes the documents. */
export function buildFullText(docs: Tier1Doc[]): FullTextIndex {
  const index = createIndex();
  const vocabulary = new Map<string, number>();
  docs.forEach((d, i) => {
    index.add(i, `${d.t} ${d.x}`);
    for (const w of tokenize(d.t + ' ' + d.x))
      if (/^[a-z]{4,}$/.test(w)) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
  });
  return { index, docs, vocabulary };
}

/** The closest corpus word to a misspelt query word, or undefined. */
export function correctWord(ft: FullTextIndex, word: string): string | undefined {
  const max = allowedTypos(word.length);
  if (!max || ft.vocabulary.has(word)) return undefined;
  let best: { w: string; d: number; f: number } | undefined;
  for (const [w, f] of ft.vocabulary) {
    const d = editDistance(word, w, max);
    if (d <= max && (!best || d < best.d || (d === best.d && f > best.f))) best = { w, d, f };
  }
  return best?.w;
}

/** Searches; when nothing matches, retries with typo corrections and says so. */
export function searchFullText(
  ft: FullTextIndex,
  query: string,
  limit = 20,
): { results: SearchResult[]; corrected?: string } {
  const run = (q: string): SearchResult[] => {
    const prepared = tokenize(q).join(' ');
    if (!prepared) return [];
    const ids = ft.index.search(prepared, { limit, suggest: true }) as number[];
    return ids.map((id, rank) => {
      const d = ft.docs[id]!;
      return { kind: d.k, title: d.t, url: d.u, snippet: makeSnippet(d.x, q), score: 100 - rank };
    });
  };
  const results = run(query);
  if (results.length) return { results };
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const fixed = words.map((w) => correctWord(ft, w) ?? w);
  if (fixed.join(' ') === words.join(' ')) return { results };
  const corrected = fixed.join(' ');
  return { results: run(corrected), corrected };
}
