/**
 * Builds the full-text index of one language as small static files, so a
 * query fetches only what it needs (the design of Pagefind, written for
 * Grimoire's tokens):
 *
 * - shards (`s{i}.json`): terms and their postings, cut by term key so a
 *   query term, or a prefix of three letters or one kanji, needs one shard;
 * - fragments (`f{i}.json`): the stored text of consecutive documents, for
 *   the titles and snippets of the results shown;
 * - `words.json`: the corpus's words by frequency, for typo correction,
 *   fetched only when a query finds nothing;
 * - context shards (`c{i}.json`): flexsearch's index of word pairs, for
 *   phrases and proximity, cut by a hash of the pair (context-build.ts).
 *
 * The manifest that says how they are cut goes into tier 0. Weights are
 * BM25's term frequency part, computed here once (ranking.ts).
 */
import { createHash } from 'node:crypto';
import { RANKING } from './ranking.ts';
import { tokenize } from './normalize.ts';
import { MAX_BODY_WEIGHT, encodePostings, postingWeight } from './postings.ts';
import { buildContextShards } from './context-build.ts';
import { stopWordsOf } from './stop-words.ts';
import { termKey } from './term-key.ts';
import type { FullTextDoc, FullTextManifest, Shard } from './types.ts';

/**
 * Raw bytes of postings a shard holds at most (unless one key alone holds
 * more): a query term costs its whole shard. At 1,500 a Japanese bigram's
 * shard is 0.3–0.9 KB brotli, against ~2 KB at 4,000 (the cold
 * 「戦闘ダメージ」 fetches four to six); the shipped site has 10 % more files and
 * tier 0's manifest of first keys 0.1–0.3 KB more (docs/decisions/search.md).
 */
export const SHARD_BYTES = 1500;
/**
 * Bytes (UTF-8) of text a fragment holds before the next document starts a
 * new one. Small, because a result costs its whole fragment: at 1,000 a
 * result costs 0.6–0.7 KB brotli on the shipped site, at 5,000 it cost
 * 1.8–2.1 KB (all fragments together grow by a fifth to a quarter: each compresses alone).
 */
export const FRAGMENT_BYTES = 1000;
/**
 * Characters of a document's text the index keeps: the start of a very
 * long entry (three times the longest Grimoire ships), so one entry cannot
 * make a fragment, and so a result, cost more than a whole query should.
 * The content checker warns about entries past it.
 */
export const DOC_TEXT_MAX = 20_000;
/** Latin words the typo correction knows: four letters or more. */
const WORD = /^[a-z]{4,}$/;

export interface BuiltFullText {
  manifest: FullTextManifest;
  /** File name (in `manifest.dir`) → contents. */
  files: Map<string, string>;
}

/** Each term's postings: document and weight, documents ascending. */
type TermPostings = Map<string, { docs: number[]; weights: number[] }>;

/** The start of a text, at most `DOC_TEXT_MAX` characters, cut after a whole word and marked "…". */
export function keepStart(text: string): string {
  if (text.length <= DOC_TEXT_MAX) return text;
  let head = text.slice(0, DOC_TEXT_MAX - 1);
  const space = head.search(/\s\S*$/);
  if (space > DOC_TEXT_MAX / 2) head = head.slice(0, space);
  // Japanese has no spaces: cut between characters, never inside a surrogate pair.
  else if (/[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1);
  return `${head}…`;
}

/** Tokenizes every document and weighs each of its terms. */
function weighTerms(docs: FullTextDoc[]): { terms: TermPostings; words: Map<string, number> } {
  const { k1, b } = RANKING.fullText;
  const bodies = docs.map((d) => tokenize(d[3]));
  const avg = bodies.reduce((n, t) => n + t.length, 0) / Math.max(1, bodies.length);
  const terms: TermPostings = new Map();
  const words = new Map<string, number>();
  docs.forEach((d, doc) => {
    const title = new Set(tokenize(d[1]));
    const tf = new Map<string, number>();
    for (const t of bodies[doc]!) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of title) if (!tf.has(t)) tf.set(t, 0);
    const norm = k1 * (1 - b + (b * bodies[doc]!.length) / avg);
    for (const [t, f] of tf) {
      const body = f > 0 ? Math.min(MAX_BODY_WEIGHT, 1 + Math.floor((3 * f) / (f + norm))) : 0;
      const w = postingWeight(body, title.has(t));
      const p = terms.get(t) ?? { docs: [], weights: [] };
      p.docs.push(doc);
      p.weights.push(w);
      terms.set(t, p);
      if (WORD.test(t)) words.set(t, (words.get(t) ?? 0) + f);
    }
  });
  return { terms, words };
}

/** The function words of the text's languages (stop-words.ts); removed from `terms`. */
function takeStopTerms(terms: TermPostings, langs: string[]): string[] {
  const stop = stopWordsOf(langs);
  for (const t of stop) terms.delete(t);
  return stop;
}

/** Cuts the terms into shards by key: consecutive keys while a shard stays within `SHARD_BYTES` (a key larger than that is a shard alone). */
function cutShards(terms: TermPostings): { keys: string[]; shards: Shard[] } {
  const byKey = new Map<string, string[]>();
  for (const t of [...terms.keys()].sort()) {
    const k = termKey(t);
    byKey.set(k, [...(byKey.get(k) ?? []), t]);
  }
  const keys: string[] = [];
  const shards: Shard[] = [];
  let size = Infinity;
  for (const k of [...byKey.keys()].sort()) {
    const encoded = byKey.get(k)!.map((t) => {
      const p = terms.get(t)!;
      return [t, encodePostings(p.docs, p.weights)] as const;
    });
    const bytes = encoded.reduce((n, [t, s]) => n + s.length + t.length + 6, 0);
    if (size + bytes > SHARD_BYTES && size > 0) {
      keys.push(k);
      shards.push({ terms: [], postings: [] });
      size = 0;
    }
    const shard = shards[shards.length - 1]!;
    for (const [t, s] of encoded) {
      shard.terms.push(t);
      shard.postings.push(s);
    }
    size += bytes;
  }
  return { keys, shards };
}

/** Cuts the documents into fragments of consecutive documents of about `FRAGMENT_BYTES`. */
function cutFragments(docs: FullTextDoc[]): FullTextDoc[][] {
  const out: FullTextDoc[][] = [];
  let size = Infinity;
  for (const d of docs) {
    if (size >= FRAGMENT_BYTES) {
      out.push([]);
      size = 0;
    }
    out[out.length - 1]!.push(d);
    size += Buffer.byteLength(d[1]) + Buffer.byteLength(d[2]) + Buffer.byteLength(d[3]);
  }
  return out;
}

/** Builds the index files of documents whose text is in `langs`; entries start at document `entries`. */
export function buildFullTextIndex(
  all: FullTextDoc[],
  langs: string[],
  entries = all.length,
): BuiltFullText {
  const docs = all.map(([k, t, u, x]): FullTextDoc => [k, t, u, keepStart(x)]);
  const { terms, words } = weighTerms(docs);
  const stop = takeStopTerms(terms, langs);
  const { keys, shards } = cutShards(terms);
  const fragments = cutFragments(docs);
  const context = buildContextShards(docs, new Set(stop));
  const files = new Map<string, string>();
  shards.forEach((s, i) => files.set(`s${i}.json`, JSON.stringify(s)));
  context.forEach((c, i) => files.set(`c${i}.json`, c));
  fragments.forEach((f, i) => files.set(`f${i}.json`, JSON.stringify(f)));
  const byFrequency = [...words].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  files.set('words.json', JSON.stringify(byFrequency.map(([w]) => w)));
  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(name).update('\0').update(text).update('\0');
  const manifest: FullTextManifest = {
    dir: hash.digest('hex').slice(0, 12),
    docs: docs.length,
    shards: keys,
    fragments: fragments.map((f) => f.length),
    entries,
    stop,
    langs,
    context: context.length,
  };
  return { manifest, files };
}
