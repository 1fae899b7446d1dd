/**
 * Matching rules across editions on a small invented renumbering: a keyword
 * rule moving from 701.13 to 701.17 with its subrules, a section renumbered
 * as a whole, a changed text, an added and a removed rule.
 */
import { describe, expect, it } from 'vitest';
import {
  matchEditions,
  normaliseRuleText,
  textSimilarity,
  type RuleText,
} from '../../src/lineage/match-editions.ts';

const older: RuleText[] = [
  { number: '100.1', text: 'These are test rules.' },
  { number: '100.2', text: 'A test deck has forty cards.' },
  { number: '100.3', text: 'Each player needs a test coin to flip at the start of the game.' },
  { number: '701.12', text: 'Fold', title: 'Fold' },
  { number: '701.12a', text: 'To fold a test card, turn it sideways twice.' },
  { number: '701.13', text: 'Mill', title: 'Mill' },
  {
    number: '701.13a',
    text: 'For a player to mill a number of test cards, that player puts that many cards from the top of their library into their graveyard.',
  },
  {
    number: '701.13b',
    text: 'A player can’t mill more test cards than their library holds. See rule 701.13a.',
  },
  {
    number: '701.13c',
    text: 'An effect that refers to a milled card can find it in the zone it went to.',
  },
  { number: '720.1', text: 'The test crown is a designation a player can have.' },
  {
    number: '720.2',
    text: 'If the holder of the test crown leaves the game, the active player gets it.',
  },
];

const newer: RuleText[] = [
  { number: '100.1', text: 'These are test rules.' },
  { number: '100.2', text: 'A test deck has at least forty cards.' },
  { number: '100.3', text: 'Dice with six sides may replace counters in casual games.' },
  { number: '701.12', text: 'Fold', title: 'Fold' },
  { number: '701.12a', text: 'To fold a test card, turn it sideways twice.' },
  { number: '701.13', text: 'Behold', title: 'Behold' },
  { number: '701.13a', text: 'To behold a test card, reveal it from your hand.' },
  { number: '701.14', text: 'Spin', title: 'Spin' },
  { number: '701.15', text: 'Twist', title: 'Twist' },
  { number: '701.16', text: 'Wobble', title: 'Wobble' },
  { number: '701.17', text: 'Mill', title: 'Mill' },
  {
    number: '701.17a',
    text: 'For a player to mill a number of test cards, that player puts that many cards from the top of their library into their graveyard.',
  },
  {
    number: '701.17b',
    text: 'A player can’t mill more test cards than their library currently holds. See rule 701.17a.',
  },
  {
    number: '701.17c',
    text: 'An effect that refers to a milled card can find it in the zone it went to.',
  },
  { number: '720.1', text: 'A test banner can be claimed by a player.' },
  { number: '722.1', text: 'The test crown is a designation a player can have.' },
  {
    number: '722.2',
    text: 'If the holder of the test crown leaves the game, the active player becomes its holder.',
  },
];

describe('matchEditions', () => {
  const diff = matchEditions(older, newer);
  const of = (n: string) => diff.rules.find((r) => r.old === n)!;

  it('follows a keyword rule and its subrules to their new number', () => {
    expect(of('701.13')).toMatchObject({ new: '701.17', status: 'renumbered' });
    expect(of('701.13a')).toMatchObject({
      new: '701.17a',
      status: 'renumbered',
      by: 'text',
      similarity: 1,
    });
    expect(of('701.13c')).toMatchObject({ new: '701.17c', status: 'renumbered' });
  });

  it('matches a renumbered subrule whose text changed a little, ignoring renumbered cross-references', () => {
    const b = of('701.13b');
    expect(b.new).toBe('701.17b');
    expect(b.status).toBe('renumbered');
    expect(b.similarity).toBeGreaterThan(0.8);
    expect(b.similarity).toBeLessThan(1);
  });

  it('marks unchanged rules and same-number rules with a changed text', () => {
    expect(of('100.1')).toMatchObject({ new: '100.1', status: 'unchanged', similarity: 1 });
    expect(of('701.12a')).toMatchObject({ new: '701.12a', status: 'unchanged' });
    expect(of('100.2')).toMatchObject({ new: '100.2', status: 'changed' });
  });

  it('follows a section renumbered as a whole, even where a text changed', () => {
    expect(of('720.1')).toMatchObject({ new: '722.1', status: 'renumbered' });
    expect(of('720.2')).toMatchObject({ new: '722.2', status: 'renumbered', by: 'parent' });
  });

  it('reports removed and added rules', () => {
    expect(of('100.3')).toEqual({ old: '100.3', status: 'removed' });
    expect(diff.added).toEqual([
      '100.3',
      '701.13',
      '701.13a',
      '701.14',
      '701.15',
      '701.16',
      '720.1',
    ]);
  });

  it('maps every surviving old number to its new number', () => {
    expect(diff.map.get('701.13b')).toBe('701.17b');
    expect(diff.map.get('720.2')).toBe('722.2');
    expect(diff.map.has('100.3')).toBe(false);
    expect(diff.rules.map((r) => r.old)).toEqual(older.map((r) => r.number));
  });

  it('is symmetric enough to run backwards', () => {
    const back = matchEditions(newer, older);
    expect(back.map.get('701.17')).toBe('701.13');
    expect(back.map.get('722.2')).toBe('720.2');
    expect(back.added).toEqual(['100.3']);
  });

  it('stays fast on editions of thousands of rules', () => {
    const words = [
      'player',
      'card',
      'creature',
      'library',
      'graveyard',
      'turn',
      'step',
      'cost',
      'mana',
      'zone',
      'effect',
      'ability',
    ];
    const make = (shift: number, salt: number) =>
      Array.from({ length: 3000 }, (_, i): RuleText => {
        const section = 100 + Math.floor(i / 100);
        const rule = (i % 100) + 1 + (section === 120 ? shift : 0);
        const text =
          Array.from({ length: 12 }, (_, k) => words[(i * 7 + k * (salt + 3)) % words.length]).join(
            ' ',
          ) + ` ${i}`;
        return { number: `${section}.${rule}`, text };
      });
    // How fast is for npm run bench:build to print; here, that all 3,000 are matched.
    const d = matchEditions(make(0, 0), make(4, 1));
    expect(d.rules.length).toBe(3000);
  });
});

describe('children of a moved parent', () => {
  // The 2009 shape: rule 104.3 became 107.4, and its subrules were reordered on the way
  // (one left for another rule, the rest moved up a letter).
  const before: RuleText[] = [
    { number: '104.3', text: 'The test symbols are listed here.' },
    {
      number: '104.3a',
      text: 'In a test cost the round symbol stands for one round test counter.',
    },
    {
      number: '104.3b',
      text: 'In a test cost the letter Q stands for an unspecified number of test counters.',
    },
    {
      number: '104.3c',
      text: 'In a test cost the square symbol stands for one square test counter of any shade.',
    },
    {
      number: '104.3d',
      text: 'In a test cost the star symbol stands for one test counter paid from a starred source.',
    },
    { number: '104.4', text: 'The turn symbol means: turn this test card sideways.' },
    { number: '104.5', text: 'The return symbol means: turn this test card upright again.' },
  ];
  const after: RuleText[] = [
    {
      number: '107.3',
      text: 'Many test costs use the letter Q for an unspecified number of test counters, chosen by the player.',
    },
    { number: '107.4', text: 'The test symbols are listed here.' },
    {
      number: '107.4a',
      text: 'In a test cost the round symbol stands for exactly one round test counter.',
    },
    {
      number: '107.4b',
      text: 'In a test cost the square symbol stands for one square test counter of any shade at all.',
    },
    {
      number: '107.4c',
      text: 'In a test cost the star symbol stands for one test counter paid only from a starred source.',
    },
    { number: '107.5', text: 'The turn symbol in a cost means: turn this test card sideways.' },
    {
      number: '107.6',
      text: 'The return symbol in a cost means: turn this test card upright again.',
    },
  ];

  it('go to the most similar child of the new place, not to the same letter', () => {
    const { map } = matchEditions(before, after);
    expect(Object.fromEntries(map)).toMatchObject({
      '104.3': '107.4',
      '104.3a': '107.4a',
      '104.3c': '107.4b',
      '104.3d': '107.4c',
      '104.4': '107.5',
      '104.5': '107.6',
    });
    expect(map.get('104.3b')).not.toMatch(/^107\.4/);
  });
});

describe('text normalisation', () => {
  it('folds quotes, dashes, case and rule numbers', () => {
    expect(normaliseRuleText('See rule 701.13a–c, “Mill.”')).toBe(
      normaliseRuleText('see rule 701.17a-c, "mill."'),
    );
    expect(textSimilarity('A B C D', 'A B C E')).toBe(0.75);
    expect(textSimilarity('特別な処理である。', '特別な処理である。')).toBe(1);
    expect(textSimilarity('特別な処理である。', '全く違う文章だ。')).toBeLessThan(0.2);
  });
});
