/**
 * One table of rule-number shapes, run through every consumer of the grammar
 * in src/rules/rule-number.ts: the stored form (schema), the lenient parser,
 * the search box, the prose reference finder, the importer's line reader and
 * the history matcher's number masking. Each shape is listed once.
 */
import { describe, expect, it } from 'vitest';
import { ruleNumber } from '../../src/content/schemas.ts';
import { normaliseRuleText } from '../../src/lineage/match-editions.ts';
import { parseComprehensiveRules } from '../../src/importer/parse-cr.ts';
import {
  isCanonicalRuleNumber,
  isRuleNumber,
  normalizeRuleNumber,
} from '../../src/rules/rule-number.ts';
import { findRuleRefs } from '../../src/rules/rule-refs.ts';
import { ruleNumberQuery } from '../../src/search/normalize.ts';

interface Shape {
  /** The text as written. */
  text: string;
  /** Stored form accepted by the content schema (ASCII, no period). */
  stored: boolean;
  /** Read as a number by the lenient parser (any width, trailing period). */
  lenient: boolean;
  /** What the search box takes it for (undefined: not a rule number). */
  query?: string;
  /** What "see rule <text>" in prose links to (undefined: nothing). */
  prose?: string;
  /** What an official file's line "<text> Some text." is read as (undefined: not a rule line). */
  line?: string;
  /** Whether the history matcher hides it inside a rule's text (dotted numbers, any width or case). */
  masked: boolean;
}

const SHAPES: Shape[] = [
  { text: '7', masked: false, stored: true, lenient: true, prose: '7' },
  { text: '100', masked: false, stored: true, lenient: true, query: '100', prose: '100' },
  { text: '116', masked: false, stored: true, lenient: true, query: '116', prose: '116' },
  {
    text: '701.13',
    masked: true,
    stored: true,
    lenient: true,
    query: '701.13',
    prose: '701.13',
    line: '701.13',
  },
  {
    text: '701.13b',
    masked: true,
    stored: true,
    lenient: true,
    query: '701.13b',
    prose: '701.13b',
    line: '701.13b',
  },
  {
    text: '106.10',
    masked: true,
    stored: true,
    lenient: true,
    query: '106.10',
    prose: '106.10',
    line: '106.10',
  },
  {
    text: '702.175b',
    masked: true,
    stored: true,
    lenient: true,
    query: '702.175b',
    prose: '702.175b',
    line: '702.175b',
  },
  {
    text: '116.1.',
    masked: true,
    stored: false,
    lenient: true,
    query: '116.1',
    prose: '116.1',
    line: '116.1',
  },
  {
    text: '７０１．１３ｂ',
    masked: true,
    stored: false,
    lenient: true,
    query: '701.13b',
    prose: '701.13b',
  },
  { text: '701.13B', masked: true, stored: false, lenient: true, query: '701.13b', line: '701.13' },
  { text: '12', masked: false, stored: false, lenient: false },
  { text: '70.1', masked: false, stored: false, lenient: false },
  { text: '0', masked: false, stored: false, lenient: false },
  { text: '099', masked: false, stored: false, lenient: false },
  { text: '1000', masked: false, stored: false, lenient: false },
  { text: '701.1234', masked: false, stored: false, lenient: false },
  { text: '701.13bb', masked: false, stored: false, lenient: false },
  { text: '701.', masked: false, stored: false, lenient: true, query: '701', prose: '701' },
];

describe('the rule-number grammar, through every consumer', () => {
  it.each(SHAPES)('$text', (s) => {
    expect(isCanonicalRuleNumber(s.text)).toBe(s.stored);
    expect(ruleNumber.safeParse(s.text).success).toBe(s.stored);
    expect(isRuleNumber(s.text)).toBe(s.lenient);
    if (s.lenient) expect(isCanonicalRuleNumber(normalizeRuleNumber(s.text))).toBe(true);
    expect(ruleNumberQuery(s.text)).toBe(s.query);
    const refs = findRuleRefs(`See rule ${s.text} for more.`);
    expect(refs.map((r) => r.number)).toEqual(s.prose === undefined ? [] : [s.prose]);
    const file = `1. Game Concepts\n\n100. General\n\n${s.text} Some text.\n`;
    const parsed = parseComprehensiveRules(file, { lang: 'en' });
    expect(parsed.rules.map((r) => r.number)).toEqual(s.line === undefined ? [] : [s.line]);
    // The history matcher hides dotted numbers inside rule text.
    expect(/\d/.test(normaliseRuleText(`See ${s.text} now`))).toBe(!s.masked);
  });
});
