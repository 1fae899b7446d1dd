import { describe, expect, it } from 'vitest';
import { foldText, ruleNumberQuery, tokenize } from '../../src/search/normalize.ts';

describe('search normalisation', () => {
  it('folds plain ASCII the same way as any other text', () => {
    expect(foldText("Don't Cast `This`")).toBe('dont cast this');
    expect(foldText('Ａｂｉｌｉｔｙ')).toBe('ability');
    expect(foldText('Rule 701.13B')).toBe('rule 701.13b');
  });

  it('folds Italian accents and case', () => {
    expect(foldText('Abilità Attivata')).toBe('abilita attivata');
    expect(tokenize("l'abilità")).toEqual(['labilita']);
  });

  it('keeps voiced kana intact and folds hiragana to katakana', () => {
    expect(foldText('ライブラリー')).toBe('ライブラリ');
    expect(foldText('らいぶらりー')).toBe('ライブラリ');
    expect(foldText('せっさく')).toBe('セッサク');
  });

  it('cuts Japanese into overlapping bigrams and keeps rule numbers whole', () => {
    expect(tokenize('切削する')).toEqual(['切削', '削ス', 'スル']);
    expect(tokenize('ルール７０１．１３ｂ参照')).toEqual(['ルル', '701.13b', '参照']);
    expect(tokenize('Mill (701.13a)')).toEqual(['mill', '701.13a']);
  });

  it('recognises a rule number typed in any form', () => {
    for (const q of [
      '701.13b',
      'CR 701.13b',
      'rule 701.13b',
      'regola 701.13b',
      'ルール701.13b',
      '７０１．１３ｂ',
      ' 116 ',
    ]) {
      expect(ruleNumberQuery(q), q).toMatch(/^(701\.13b|116)$/);
    }
    expect(ruleNumberQuery('mill')).toBeUndefined();
    expect(ruleNumberQuery('2009')).toBeUndefined();
  });

  it('reads a rule number however it was pasted or typed', () => {
    const forms = [
      'CR702.19c',
      '§702.19c',
      'CR 702.19c:',
      '702.19 c',
      '702.19(c)',
      '「702.19c」',
      '“702.19c”',
      'r702.19c',
      'Comp. Rules 702.19c',
      'MTG CR 702.19c',
      'regola 702.19c.',
      '総合ルール 702.19c',
      '〔702.19c〕',
    ];
    for (const q of forms) expect(ruleNumberQuery(q), q).toBe('702.19c');
    expect(ruleNumberQuery('702,19')).toBe('702.19');
    for (const q of [
      '1/1',
      '01/10/2009',
      'rules',
      'r',
      '702.19cc',
      'regola',
      '7021',
      'rule of law 702',
    ])
      expect(ruleNumberQuery(q), q).toBeUndefined();
  });
});
