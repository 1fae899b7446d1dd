/**
 * The reference grammar on realistic sentences. The fixtures are our own
 * sentences written in the shapes references take in the Comprehensive Rules
 * and in Italian and Japanese rules writing.
 */
import { describe, expect, it } from 'vitest';
import { findRuleRefs } from '../../src/rules/rule-refs.ts';

const refs = (s: string) =>
  findRuleRefs(s).map((r) =>
    r.rangeEnd ? `${r.number}..${r.rangeEnd}` : r.kind === 'chapter' ? `ch${r.number}` : r.number,
  );

describe('rule references', () => {
  it.each([
    ['Milling is defined in 701.13a.', ['701.13a']],
    ['For more, see rule 116, “Special Actions.”', ['116']],
    ['The steps in rules 601.2a–d happen in order.', ['601.2a..601.2d']],
    ['Both 119.7–8 apply here.', ['119.7..119.8']],
    ['Follow 601.2g-h as usual.', ['601.2g..601.2h']],
    ['See rules 403.3, 603.6a, and 614.12.', ['403.3', '603.6a', '614.12']],
    ['See rules 305 and 306.', ['305', '306']],
    ['These rules are described in section 7.', ['ch7']],
    ['Vedi regola 702.62, "Sospendere".', ['702.62']],
    ['Si applicano le regole 601.2a–d.', ['601.2a..601.2d']],
    ['詳しくはルール701.13を参照。', ['701.13']],
    ['rule 702.139〔相棒〕参照。', ['702.139']],
    ['rule 103.2a-e参照。', ['103.2a..103.2e']],
    ['ルール７０１．１３ｂ参照。', ['701.13b']],
    ['ルール704.5bと704.5cを参照。', ['704.5b', '704.5c']],
    ['多人数戦についてはrule 8〔多人数戦ルール〕参照。', ['ch8']],
    ['詳しくは700.13. 参照。', ['700.13']],
  ])('%s', (sentence, expected) => {
    expect(refs(sentence)).toEqual(expected);
  });

  it.each([
    'Ruled on 01/10/2009, effective 2009-10-01.',
    'In 2009 the set had 165 cards and 2,500 players.',
    'A 1/1 white Spirit creature token.',
    'Deck of 100 cards; 1234 is not a rule; version 2.1.3.',
    'Dates like 2009.10.01 are not rules.',
    'Pay {3} and draw 2 cards.',
  ])('no false positive: %s', (sentence) => {
    expect(refs(sentence)).toEqual([]);
  });

  it('reports exact offsets so the text can be replaced', () => {
    const s = 'See rules 601.2a–d and ７０１．１３ｂ.';
    for (const r of findRuleRefs(s)) expect(s.slice(r.start, r.end)).toBe(r.text);
  });
});
