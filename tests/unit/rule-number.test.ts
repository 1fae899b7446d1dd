import { describe, expect, it } from 'vitest';
import {
  ancestorRuleNumbers,
  compareRuleNumbers,
  isRuleNumber,
  normalizeRuleNumber,
  parentRuleNumber,
  parseRuleNumber,
} from '../../src/rules/rule-number.ts';

describe('rule numbers', () => {
  it('parses chapters, sections, rules and subrules', () => {
    expect(parseRuleNumber('7')).toEqual({ chapter: 7 });
    expect(parseRuleNumber('116')).toEqual({ chapter: 1, section: 116 });
    expect(parseRuleNumber('701.13')).toEqual({
      chapter: 7,
      section: 701,
      rule: 13,
      letter: undefined,
    });
    expect(parseRuleNumber('701.13b')).toEqual({ chapter: 7, section: 701, rule: 13, letter: 'b' });
  });

  it('accepts full-width input and a trailing period', () => {
    expect(normalizeRuleNumber('７０１．１３ｂ')).toBe('701.13b');
    expect(normalizeRuleNumber('116.1.')).toBe('116.1');
    expect(isRuleNumber('７０１．１３ｂ')).toBe(true);
  });

  it('rejects what is not a rule number', () => {
    for (const s of ['2009', '01/10/2009', '1/1', '70.1', '701.x', 'abc', '0', '701.13bb'])
      expect(isRuleNumber(s), s).toBe(false);
  });

  it('knows parents and ancestors', () => {
    expect(parentRuleNumber('701.13b')).toBe('701.13');
    expect(parentRuleNumber('701.13')).toBe('701');
    expect(parentRuleNumber('701')).toBe('7');
    expect(parentRuleNumber('7')).toBeUndefined();
    expect(ancestorRuleNumbers('116.2a')).toEqual(['116.2', '116', '1']);
  });

  it('sorts numerically, subrules after their rule', () => {
    const sorted = ['701.13b', '701.2', '116', '701.13', '701.13a', '116.10', '116.2'].sort(
      compareRuleNumbers,
    );
    expect(sorted).toEqual(['116', '116.2', '116.10', '701.2', '701.13', '701.13a', '701.13b']);
  });
});
