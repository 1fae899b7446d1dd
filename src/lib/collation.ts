/**
 * Sorting and grouping terms the way each language's readers expect:
 * alphabetical (accents folded) for English and Italian, gojūon order by
 * kana reading for Japanese.
 */
import type { Lang } from '../content/schemas.ts';

const collators = new Map<Lang, Intl.Collator>();

/** A collator for a language (Japanese compares kana readings). */
export function collator(lang: Lang): Intl.Collator {
  let c = collators.get(lang);
  if (!c) {
    c = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    collators.set(lang, c);
  }
  return c;
}

/** Katakana → hiragana, so ライブラリー sorts and groups with らいぶらりー. */
export function toHiragana(s: string): string {
  return s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

const GOJUON_ROWS: Array<[string, string]> = [
  ['あ', 'あいうえおぁぃぅぇぉゔ'],
  ['か', 'かきくけこがぎぐげごゕゖ'],
  ['さ', 'さしすせそざじずぜぞ'],
  ['た', 'たちつてとだぢづでどっ'],
  ['な', 'なにぬねの'],
  ['は', 'はひふへほばびぶべぼぱぴぷぺぽ'],
  ['ま', 'まみむめも'],
  ['や', 'やゆよゃゅょ'],
  ['ら', 'らりるれろ'],
  ['わ', 'わゐゑをんゎ'],
];

/** The index heading a term belongs under: a Latin letter, or a kana row (あ, か, …) for Japanese. */
export function indexLetter(lang: Lang, term: string, reading?: string): string {
  if (lang === 'ja') {
    const first = toHiragana((reading ?? term).trim()).charAt(0);
    const row = GOJUON_ROWS.find(([, members]) => members.includes(first));
    if (row) return row[0];
  }
  const latin = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(latin) ? latin : '#';
}

/** The sort key of a term: its reading (in hiragana) for Japanese, else the term. */
export function sortKey(lang: Lang, term: string, reading?: string): string {
  return lang === 'ja' ? toHiragana(reading ?? term) : term;
}
