import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/content/schemas.ts';
import { LOCALES, useTranslations } from '../../src/i18n/index.ts';

const reference = Object.keys(LOCALES.en).sort();
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('interface strings', () => {
  it.each(LANGS.filter((l) => l !== 'en'))('%s has every English key and no others', (lang) => {
    const keys = Object.keys(LOCALES[lang]).sort();
    expect(
      reference.filter((k) => !keys.includes(k)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((k) => !reference.includes(k)),
      'extra',
    ).toEqual([]);
  });

  it.each(LANGS)('%s keeps the placeholders of every string and has no empty string', (lang) => {
    for (const key of reference) {
      const value = LOCALES[lang][key] ?? '';
      expect(value.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(value), `${lang} ${key}`).toEqual(placeholders(LOCALES.en[key] ?? ''));
    }
  });

  it('interpolates and translates', () => {
    expect(useTranslations('it')('nav.rules')).toBe('Regole');
    expect(useTranslations('ja')('home.edition', { edition: 'X' })).toBe('現行の総合ルール：X');
  });
});
