import { describe, expect, it } from 'vitest';
import { formatDate, formatDates } from '../../src/i18n/dates.ts';
import { useTranslations } from '../../src/i18n/index.ts';
import { typeset } from '../../src/i18n/typography.ts';

describe('the one date formatter', () => {
  it('writes each language its own way', () => {
    expect(formatDate('2025-11-14', 'en')).toBe('14 November 2025');
    expect(formatDate('2025-11-14', 'it')).toBe('14 novembre 2025');
    expect(formatDate('2024-08-02', 'ja')).toBe('2024年8月2日');
  });

  it('writes the first of the month as an ordinal in Italian only', () => {
    expect(formatDate('2009-10-01', 'it')).toBe('1º ottobre 2009');
    expect(formatDate('2009-10-01', 'en')).toBe('1 October 2009');
    expect(formatDate('2009-10-01', 'ja')).toBe('2009年10月1日');
    expect(formatDate('2009-10-11', 'it')).toBe('11 ottobre 2009');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDate('2024-13-45', 'en')).toBe('2024-13-45');
    expect(formatDate('current', 'it')).toBe('current');
  });

  it('lists dates in the language', () => {
    expect(formatDates(['2024-11-08', '2025-02-07'], 'en')).toBe(
      '8 November 2024 and 7 February 2025',
    );
    expect(formatDates(['2024-11-08', '2025-02-07'], 'ja')).toBe('2024年11月8日、2025年2月7日');
  });
});

describe('Italian elision around dates', () => {
  const it_ = useTranslations('it');

  it('elides the preposition before 8 and 11, not before other days', () => {
    expect(it_('editions:name', { date: formatDate('2024-11-08', 'it') })).toBe(
      "Regole Complete dell'8 novembre 2024",
    );
    expect(it_('editions:name', { date: formatDate('2009-07-11', 'it') })).toBe(
      "Regole Complete dell'11 luglio 2009",
    );
    expect(it_('freshness:effective', { date: formatDate('2024-08-08', 'it') })).toBe(
      "Regole in vigore dall'8 agosto 2024",
    );
    expect(it_('editions:name', { date: formatDate('2003-07-01', 'it') })).toBe(
      'Regole Complete del 1º luglio 2003',
    );
    expect(it_('editions:name', { date: formatDate('2024-08-18', 'it') })).toBe(
      'Regole Complete del 18 agosto 2024',
    );
  });

  it('puts no edition key into a sentence', () => {
    const s = it_('entry:rulesEdition', { edition: formatDate('2024-08-02', 'it') });
    expect(s).toBe("I numeri di regola si riferiscono all'edizione del 2 agosto 2024.");
    expect(s).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('puts no space after Japanese full-width punctuation', () => {
    expect(typeset('削除されました。 この版の第6章で読めます。', 'ja')).toBe(
      '削除されました。この版の第6章で読めます。',
    );
    expect(typeset('removed. Read it', 'en')).toBe('removed. Read it');
  });

  it('does nothing in other languages', () => {
    expect(typeset('del 8', 'en')).toBe('del 8');
    expect(typeset('il 8 maggio e al 80%', 'it')).toBe("l'8 maggio e all'80%");
  });
});
