import { describe, expect, it } from 'vitest';
import { collator, indexLetter, sortKey, toHiragana } from '../../src/lib/collation.ts';
import { pickLanguage } from '../../src/lib/pick-language.ts';

describe('glossary ordering', () => {
  it('sorts Japanese terms in gojūon order by reading', () => {
    const terms = [
      { t: '墓地', r: 'ぼち' },
      { t: 'ライブラリー', r: 'ライブラリー' },
      { t: '追放', r: 'ついほう' },
      { t: '切削', r: 'せっさく' },
      { t: 'アーティファクト', r: 'アーティファクト' },
    ];
    const c = collator('ja');
    const sorted = terms
      .sort((a, b) => c.compare(sortKey('ja', a.t, a.r), sortKey('ja', b.t, b.r)))
      .map((x) => x.t);
    expect(sorted).toEqual(['アーティファクト', '切削', '追放', '墓地', 'ライブラリー']);
  });

  it('groups Japanese terms by kana row, voiced kana with their row', () => {
    expect(indexLetter('ja', '墓地', 'ぼち')).toBe('は');
    expect(indexLetter('ja', 'ライブラリー', 'ライブラリー')).toBe('ら');
    expect(indexLetter('ja', '切削', 'せっさく')).toBe('さ');
    expect(indexLetter('ja', '合体', 'がったい')).toBe('か');
    expect(toHiragana('ライブラリー')).toBe('らいぶらりー');
  });

  it('groups Italian terms by letter, accents folded, and sorts accents with their letter', () => {
    expect(indexLetter('it', 'Àbilità')).toBe('A');
    const c = collator('it');
    expect(['Zona', 'abilità', 'Èpico', 'Esiliare'].sort(c.compare)).toEqual([
      'abilità',
      'Èpico',
      'Esiliare',
      'Zona',
    ]);
  });
});

describe('language picking for /', () => {
  it('takes the first supported language the browser prefers', () => {
    expect(pickLanguage(['it-IT', 'en'], ['en', 'it', 'ja'])).toBe('it');
    expect(pickLanguage(['de-DE', 'ja'], ['en', 'it', 'ja'])).toBe('ja');
    expect(pickLanguage(['fr'], ['en', 'it', 'ja'])).toBe('en');
    expect(pickLanguage([], ['en', 'it', 'ja'])).toBe('en');
  });
});
