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
    for (const q of ['701.13b', 'CR 701.13b', 'rule 701.13b', 'regola 701.13b', 'ルール701.13b', '７０１．１３ｂ', ' 116 ']) {
      expect(ruleNumberQuery(q), q).toMatch(/^(701\.13b|116)$/);
    }
    expect(ruleNumberQuery('mill')).toBeUndefined();
    expect(ruleNumberQuery('2009')).toBeUndefined();
  });
});
