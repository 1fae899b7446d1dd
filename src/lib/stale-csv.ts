/**
 * The stale rules of a translation as CSV (RFC 4180: comma-separated,
 * fields with a comma, quote or line break quoted, CRLF line ends, a header
 * row), for translators' spreadsheets: one row per rule whose English text
 * changed after the text the site has in that language. It starts with a
 * UTF-8 byte order mark, without which spreadsheet programs set to Japanese
 * read the file as Shift_JIS.
 */
import type { StaleRule } from './translations.ts';

/** The header row. */
export const STALE_CSV_COLUMNS = [
  'rule',
  'url',
  'translated_edition',
  'translated_number',
  'source',
  'english_changed_in',
  'english_before',
  'english_after',
] as const;

/** One field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text; `href` gives each rule's absolute address on the site. */
export function staleCsv(rules: readonly StaleRule[], href: (r: StaleRule) => string): string {
  const rows = rules.map((r) => [
    r.number,
    href(r),
    r.rule.edition,
    r.rule.number,
    r.rule.source,
    r.staleSince.join(' '),
    r.english?.before ?? '',
    r.english?.after ?? '',
  ]);
  const lines = [[...STALE_CSV_COLUMNS], ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The languages that have translators' lists (every one but English, the authoritative text). */
export { TRANSLATION_LANGS } from '../i18n/languages.ts';
