/**
 * Sentences and words of content prose, for the seed-similarity check:
 * splitting, normalising, word segmentation (Japanese through
 * Intl.Segmenter) and the longest shared run of words. Pure.
 */
/**
 * Splits text into sentences: after `.`, `!` or `?` followed by a space or the
 * end of the text (so that rule numbers such as 701.13a stay whole; closing
 * quotes, brackets and emphasis markers may come between the mark and the
 * space), after `。`, `！` and `？` always, and at every line break. Pieces
 * are trimmed; empty ones are dropped.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .flatMap((line) => line.split(/(?<=[.!?]["'”’)\]*_]*)\s+|(?<=[。！？])/u))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Looks up the display name of a glossary id (for `[[id]]` links without a label). */
export type TermName = (id: string) => string | undefined;

/**
 * Replaces the wiki term links `[[id|label]]` by their label and `[[id]]` by
 * the term's name (from `termName`, or the id with spaces when it is unknown).
 */
export function stripTermLinks(text: string, termName: TermName = () => undefined): string {
  return text
    .replace(/\[\[([a-z0-9-]+)\|([^\]]*)\]\]/g, (_m, _id: string, label: string) => label)
    .replace(/\[\[([a-z0-9-]+)\]\]/g, (_m, id: string) => termName(id) ?? id.replace(/-/g, ' '));
}

/**
 * Normalises a sentence before comparing: Markdown markers that are not text
 * (a leading heading, list or quote marker; `*` and `_` emphasis) removed,
 * lower case, runs of white space collapsed to one space, trimmed.
 */
export function normalizeSentence(sentence: string): string {
  return sentence
    .replace(/^(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/, '')
    .replace(/\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * The words of a sentence: the word-like segments of `Intl.Segmenter('ja')`
 * when it contains Japanese script, otherwise its white-space-separated parts.
 */
export function wordsOf(sentence: string): string[] {
  if (JAPANESE.test(sentence))
    return [...segmenter.segment(sentence)].filter((s) => s.isWordLike).map((s) => s.segment);
  return sentence.split(/\s+/).filter((w) => w.length > 0);
}

/** Length of the longest run of consecutive words that two word lists share. */
export function longestCommonWordRun(a: readonly string[], b: readonly string[]): number {
  let best = 0;
  let prev = new Int32Array(b.length + 1);
  let cur = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? (prev[j - 1] as number) + 1 : 0;
      if ((cur[j] as number) > best) best = cur[j] as number;
    }
    [prev, cur] = [cur, prev];
  }
  return best;
}
