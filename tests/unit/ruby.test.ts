import { describe, expect, it } from 'vitest';
import { rubySegments } from '../../src/i18n/ruby.ts';

const show = (term: string, reading?: string) =>
  rubySegments(term, reading)
    .map((s) => (s.rt ? `${s.text}《${s.rt}》` : s.text))
    .join('');

describe('readings as ruby over the kanji', () => {
  it('puts the reading over each run of kanji, not over the kana', () => {
    expect(show('戦闘開始ステップ', 'せんとうかいしステップ')).toBe(
      '戦闘開始《せんとうかいし》ステップ',
    );
    expect(show('ブロック・クリーチャー指定ステップ', 'ブロック・クリーチャーしていステップ')).toBe(
      'ブロック・クリーチャー指定《してい》ステップ',
    );
    expect(show('攻撃する', 'こうげきする')).toBe('攻撃《こうげき》する');
    expect(show('起動型能力', 'きどうがたのうりょく')).toBe('起動型能力《きどうがたのうりょく》');
    expect(show('以下から1つを選ぶ。', 'いかからひとつをえらぶ')).toBe(
      '以下《いか》から1《ひと》つを選《えら》ぶ。',
    );
  });

  it('gives an all-kana term no ruby', () => {
    expect(rubySegments('アーティファクト', 'アーティファクト')).toEqual([
      { text: 'アーティファクト' },
    ]);
    expect(rubySegments('ブロックする', 'ブロックする')).toEqual([{ text: 'ブロックする' }]);
  });

  it('rubies the whole term when the reading does not line up', () => {
    expect(rubySegments('戦場', 'xyz')).toEqual([{ text: '戦場', rt: 'xyz' }]);
  });
});
