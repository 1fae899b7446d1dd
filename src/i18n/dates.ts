/**
 * The one date formatter for every date a reader sees (prose, notices,
 * badges, history, feed, API descriptions), on the server and in the
 * browser: `Intl.DateTimeFormat` in the language table's date locale, long
 * style, with the one Italian convention Intl lacks (the first of the month
 * is an ordinal, "1º ottobre 2009"). Edition keys (YYYY-MM-DD) go through
 * here before they reach a sentence.
 */
import { language, type Lang } from './languages.ts';

/** How a language writes the first day of a month, where it is not the plain digit. */
const FIRST_OF_MONTH: Partial<Record<Lang, string>> = { it: '1º' };

const formats = new Map<Lang, Intl.DateTimeFormat>();

function formatOf(lang: Lang): Intl.DateTimeFormat {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(language(lang).dateLocale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(lang, f);
  }
  return f;
}

/**
 * What formatDate gave, by language and date: a build writes the same few hundred dates (edition
 * names, mostly) on thousands of pages.
 */
const formatted = new Map<string, string>();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A YYYY-MM-DD date (an edition key, a ruling's date) in the reader's
 * format: "14 November 2025", "1º ottobre 2009", "2025年11月14日". A string
 * that is not such a date is returned as it is.
 */
export function formatDate(iso: string, lang: Lang): string {
  if (!DATE.test(iso)) return iso;
  const key = `${lang} ${iso}`;
  let s = formatted.get(key);
  if (s === undefined) formatted.set(key, (s = format(iso, lang)));
  return s;
}

function format(iso: string, lang: Lang): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  const first = FIRST_OF_MONTH[lang];
  return formatOf(lang)
    .formatToParts(d)
    .map((p) => (first && p.type === 'day' && p.value === '1' ? first : p.value))
    .join('');
}

/** Several dates in the reader's list style: "8 November 2024 and 7 February 2025". */
export function formatDates(isos: readonly string[], lang: Lang): string {
  const list = new Intl.ListFormat(language(lang).tag, { type: 'conjunction' });
  return list.format(isos.map((d) => formatDate(d, lang)));
}
