/**
 * Finds the glossary terms in a piece of English text: at each word, the
 * longest form of the dictionary that starts there (words separated only
 * by spaces, so a term never spans a comma or a sentence end), whole words
 * only. A form that names two terms of different parts of speech keeps the
 * one its neighbours ask for ("a counter", "the draw", "counters on it":
 * nouns; "to counter", "can't be countered": verbs), else both. Pure.
 */
import {
  foldName,
  NOT_TERM_PATTERNS,
  type GlossDictionary,
  type GlossEntry,
} from './gloss-dictionary.ts';

/** One term found in the text. */
export interface FoundTerm {
  start: number;
  end: number;
  /** What it glosses to: one term, or the two (or more) it may be. */
  entries: GlossEntry[];
}

/** A word: letters and digits, with inner apostrophes, hyphens, slashes and plus signs (can't, state-based, +1/+1). */
const WORD = /[\p{L}\p{N}+](?:[\p{L}\p{N}'’\-/+]*[\p{L}\p{N}])?/gu;

/** Words before a noun. */
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'each',
  'every',
  'any',
  'no',
  'its',
  'their',
  'his',
  'her',
  'your',
  'one',
  'two',
  'three',
  'another',
  'more',
  'of',
]);

/** Modal verbs: the word after one is a verb ("can reach" is not the keyword). */
const MODALS = new Set([
  'can',
  "can't",
  'cannot',
  'may',
  'must',
  'will',
  'would',
  'could',
  'should',
  "don't",
  "doesn't",
  "didn't",
  "won't",
]);

/** Words before a verb. */
const VERB_MARKERS = new Set([...MODALS, 'to', 'be', 'been', 'is', 'was', 'are', 'were']);

/** Words after a noun that a verb is not followed by ("counters on it", "a counter of that kind"). */
const AFTER_NOUN = new Set(['on', 'onto', 'from', 'of']);

/** What the neighbours ask for: a determiner or a number before, or a preposition after, a noun; a modal or "to" before, a verb. */
function asked(prev: string | undefined, next: string | undefined): 'noun' | 'verb' | undefined {
  const p = prev === undefined ? undefined : foldName(prev);
  if (p !== undefined && (DETERMINERS.has(p) || /\d/.test(p))) return 'noun';
  if (p !== undefined && VERB_MARKERS.has(p)) return 'verb';
  if (next !== undefined && AFTER_NOUN.has(foldName(next))) return 'noun';
  return undefined;
}

/**
 * The entries a neighbour allows: of a form that is a noun and a verb, the
 * kind the word before asks for, else both; none for a noun right after a
 * modal (the English verb, not the term).
 */
function disambiguate(
  entries: GlossEntry[],
  prev: string | undefined,
  next: string | undefined,
): GlossEntry[] {
  const verbs = entries.filter((e) => e.pos === 'verb');
  const others = entries.filter((e) => e.pos !== 'verb');
  const wanted = asked(prev, next);
  if (verbs.length && others.length && wanted) return wanted === 'verb' ? verbs : others;
  if (!verbs.length && prev !== undefined && MODALS.has(foldName(prev))) return [];
  return entries;
}

/** Every term in the text, left to right, longest first, not overlapping. */
export function findTerms(text: string, dict: GlossDictionary): FoundTerm[] {
  const words = [...text.matchAll(WORD)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const out: FoundTerm[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    let trim = 0;
    let entries: GlossEntry[] = [];
    for (let n = Math.min(dict.maxWords, words.length - i); n >= 1; n--) {
      const span = words.slice(i, i + n);
      if (span.some((w, k) => k > 0 && !/^ +$/.test(text.slice(span[k - 1]!.end, w.start))))
        continue;
      const key = foldName(span.map((w) => w.word).join(' '));
      // A possessive ("creature’s") is its noun.
      const owner = /'s?$/.test(key) ? key.replace(/'s?$/, '') : undefined;
      const found = dict.forms.get(key) ?? (owner ? dict.forms.get(owner) : undefined);
      if (found) {
        matched = n;
        entries = found;
        if (!dict.forms.has(key)) trim = key.length - owner!.length;
        break;
      }
    }
    if (!matched) {
      i++;
      continue;
    }
    const start = words[i]!.start;
    const notTerm = NOT_TERM_PATTERNS.some((p) => p.test(text.slice(start, start + 60)));
    const kept = notTerm ? [] : disambiguate(entries, words[i - 1]?.word, words[i + matched]?.word);
    if (kept.length) out.push({ start, end: words[i + matched - 1]!.end - trim, entries: kept });
    i += matched;
  }
  return out;
}
