/**
 * Finds the date a Comprehensive Rules file says it takes effect:
 * "These rules are effective as of July 30, 2024." (English; files before 2009 say "current as of"), "… in vigore
 * dal 30 luglio 2024" (Italian), 「2024年7月30日より発効」 (Japanese).
 */

const EN_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const IT_MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** YYYY-MM-DD for a real calendar date, else undefined. */
function isoDate(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return undefined;
  return d.toISOString().slice(0, 10);
}

/** The first effective date stated in the text (YYYY-MM-DD), or undefined when there is none. */
export function findEffectiveDate(text: string): string | undefined {
  const en = /(?:effective|current) as of ([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})/i.exec(text);
  if (en) {
    const month = EN_MONTHS.indexOf(en[1]!.toLowerCase()) + 1;
    const date = month ? isoDate(Number(en[3]), month, Number(en[2])) : undefined;
    if (date) return date;
  }
  const it = /(?:in vigore|efficaci|valide)[^\n]{0,40}?\b(\d{1,2})\s+([a-z]+)\s+(\d{4})/i.exec(
    text,
  );
  if (it) {
    const month = IT_MONTHS.indexOf(it[2]!.toLowerCase()) + 1;
    const date = month ? isoDate(Number(it[3]), month, Number(it[1])) : undefined;
    if (date) return date;
  }
  for (const line of text.split('\n')) {
    if (!/発効|有効|施行|適用/.test(line)) continue;
    const ja = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(line.normalize('NFKC'));
    const date = ja && isoDate(Number(ja[1]), Number(ja[2]), Number(ja[3]));
    if (date) return date;
  }
  return undefined;
}
