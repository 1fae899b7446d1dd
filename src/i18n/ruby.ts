/**
 * A Japanese term with its kana reading as ruby over the kanji only
 * (戦闘開始ステップ → 戦闘開始《せんとうかいし》ステップ): the kana of the
 * term are matched in the reading, and what lies between them is the
 * reading of each run of kanji (or digits). A term written all in kana has
 * no ruby. A reading that does not line up with the term rubies the whole
 * term, so nothing is lost.
 */
import { toHiragana } from '../lib/collation.ts';

/** A piece of a term: text, with the reading of its kanji when it has some. */
export interface RubySegment {
  text: string;
  rt?: string;
}

/** Kanji, the iteration mark, and digits: what a reading spells out. */
const READ = /[\u3400-\u9fff\uf900-\ufaff々〆ヵヶ0-9０-９]/u;
/** Kana (and the long-vowel mark) match themselves in the reading. */
const KANA = /[\u3041-\u309f\u30a0-\u30ff]/u;

type Run = { kind: 'read' | 'kana' | 'other'; text: string };

function runsOf(term: string): Run[] {
  const runs: Run[] = [];
  for (const ch of term) {
    const kind = READ.test(ch) ? 'read' : KANA.test(ch) ? 'kana' : 'other';
    const last = runs.at(-1);
    if (last && last.kind === kind) last.text += ch;
    else runs.push({ kind, text: ch });
  }
  return runs;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The segments of a term with its reading; plain text when it has no kanji or no reading. */
export function rubySegments(term: string, reading: string | undefined): RubySegment[] {
  const runs = runsOf(term);
  if (!reading || !runs.some((r) => r.kind === 'read')) return [{ text: term }];
  const pattern = runs
    .map((r) =>
      r.kind === 'read'
        ? '(.+?)'
        : r.kind === 'kana'
          ? escape(toHiragana(r.text))
          : `(?:${escape(r.text)}|\\s)?`,
    )
    .join('');
  const m = new RegExp(`^\\s*${pattern}\\s*$`, 'du').exec(toHiragana(reading));
  if (!m?.indices) return [{ text: term, rt: reading }];
  let group = 0;
  return runs.map((r) => {
    if (r.kind !== 'read') return { text: r.text };
    const [from, to] = m.indices![++group]!;
    return { text: r.text, rt: reading.slice(from, to) };
  });
}

/** True when a term has kanji (or digits) a reading spells out. */
export const needsReading = (term: string) => READ.test(term);
