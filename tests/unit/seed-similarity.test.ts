/**
 * Seed-similarity check: no sentence of our content copies a sentence of a
 * seed document (`../shared/seeds/*.txt`, the documents Grimoire was created
 * from). Also unit tests of the measure itself: the ratio against values
 * computed with Python's difflib, its upper bounds, sentence splitting,
 * normalisation and the shared-word-run detector.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  MIN_SENTENCE_LENGTH,
  RATIO_THRESHOLD,
  WORD_RUN_THRESHOLD,
  compareSentences,
  describeMatch,
  findSeedMatches,
  prepareSentence,
  prepareText,
} from '../../src/content-check/seed-similarity.ts';
import {
  lcsRatio,
  quickRatio,
  ratio,
  realQuickRatio,
} from '../../src/content-check/sequence-ratio.ts';
import {
  longestCommonWordRun,
  normalizeSentence,
  splitSentences,
  stripTermLinks,
  wordsOf,
} from '../../src/content-check/sentences.ts';
import { proseOfContentFile } from '../../src/content-check/content-prose.ts';

/** The project root: two levels above tests/unit. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const contentDir = join(projectRoot, 'content');
/** The seeds sit beside the checkout (`../shared/seeds`); GRIMOIRE_SEEDS_DIR names another folder. */
const seedsDir = resolve(projectRoot, process.env.GRIMOIRE_SEEDS_DIR ?? '../shared/seeds');
const haveSeeds = existsSync(seedsDir);
/** In CI the seeds are always beside the clone, so a missing folder is a failure, not a skip. */
const mustHaveSeeds = Boolean(process.env.CI);

/** Every file under `dir` whose name ends with `ext`, as paths relative to `dir`. */
function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => f.split('\\').join('/'))
    .sort();
}

/** Glossary term names by language and id, for `[[id]]` links without a label. */
function termNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of filesUnder(join(contentDir, 'glossary'), '.md')) {
    const [lang, name] = file.split('/');
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(
      readFileSync(join(contentDir, 'glossary', file), 'utf8'),
    );
    const data = parseYaml(fm?.[1] ?? '') as { term?: unknown } | null;
    if (lang && name && typeof data?.term === 'string')
      names.set(`${lang}/${name.replace(/\.md$/, '')}`, data.term);
  }
  return names;
}

/** The checked sentences of every content file. */
function contentSentences() {
  const names = termNames();
  return filesUnder(contentDir, '.md').flatMap((file) => {
    const lang = file.split('/')[1] ?? '';
    const text = readFileSync(join(contentDir, file), 'utf8');
    return prepareText(
      `content/${file}`,
      proseOfContentFile(text),
      (id) => names.get(`${lang}/${id}`),
      MIN_SENTENCE_LENGTH,
    );
  });
}

/** Every sentence of every seed file. */
function seedSentences() {
  return filesUnder(seedsDir, '.txt').map((file) =>
    prepareText(file, [readFileSync(join(seedsDir, file), 'utf8')]),
  );
}

describe('seed similarity of the content', () => {
  it.runIf(mustHaveSeeds)('finds the seed folder (CI always has it)', () => {
    expect(haveSeeds, `the seed folder ${seedsDir} does not exist`).toBe(true);
  });

  it.skipIf(!haveSeeds)(
    haveSeeds
      ? `no content sentence copies a seed (ratio ≥ ${RATIO_THRESHOLD} or ${WORD_RUN_THRESHOLD} shared words)`
      : `skipped: the seed folder ${relative(projectRoot, seedsDir)} (${seedsDir}) does not exist`,
    () => {
      const seeds = seedSentences();
      expect(seeds.length, `no seed files in ${seedsDir}`).toBeGreaterThan(0);
      const content = contentSentences();
      expect(content.length).toBeGreaterThan(1000);
      const failures = findSeedMatches(content, seeds.flat()).map(describeMatch);
      expect(failures, `sentences too close to a seed:\n${failures.join('\n')}`).toEqual([]);
    },
    60_000,
  );
});

describe('ratio (Python difflib.SequenceMatcher(None, a, b).ratio())', () => {
  // Expected values computed with Python 3.11's difflib.
  const longB =
    'the cat sat on the mat and the dog sat on the log while the bird sang in the tree; '
      .repeat(3)
      .slice(0, 230);
  const cases: [string, string, number][] = [
    ['abcd', 'bcde', 0.75],
    ['private Thread currentThread;', 'private volatile Thread currentThread;', 0.8656716417910447],
    [
      "A player can't mill more cards than their library holds.",
      'Un giocatore non può macinare più carte di quante ne abbia nel grimorio.',
      0.359375,
    ],
    [
      '切削とは、ライブラリーの一番上からカードを墓地に置くことである。',
      'プレイヤーがカードを切削するとは、ライブラリーからカードを墓地に置くことである。',
      0.7777777777777778,
    ],
    ['', '', 1],
    ['abc', '', 0],
    // Characters outside the BMP count once, as in Python.
    ['🂡 the ace 🂡', 'the ace', 0.7777777777777778],
    [
      'a'.repeat(150) + 'b'.repeat(60) + 'xyz',
      'a'.repeat(120) + 'q' + 'b'.repeat(90) + 'xyz',
      0.8571428571428571,
    ],
    // b has 200+ characters, so its popular characters are junk (autojunk):
    // without that rule the ratio would be 0.43086816720257237.
    [
      'the dog sat on the mat and the cat sang in the tree while the bird sat on the log',
      longB,
      0.33440514469453375,
    ],
  ];

  it.each(cases)('ratio(%j, %j) = %d', (a, b, expected) => {
    expect(ratio(a, b)).toBeCloseTo(expected, 12);
  });

  it('has quick_ratio and real_quick_ratio as in difflib', () => {
    const a = "A player can't mill more cards than their library holds.";
    const b = 'Un giocatore non può macinare più carte di quante ne abbia nel grimorio.';
    expect(quickRatio(a, b)).toBeCloseTo(0.640625, 12);
    expect(realQuickRatio(a, b)).toBeCloseTo(0.875, 12);
    expect(quickRatio('🂡 the ace 🂡', 'the ace')).toBeCloseTo(0.7777777777777778, 12);
  });

  it('never exceeds its upper bounds', () => {
    for (const [a, b] of cases) {
      const r = ratio(a, b);
      expect(lcsRatio(a, b)).toBeGreaterThanOrEqual(r - 1e-12);
      expect(quickRatio(a, b)).toBeGreaterThanOrEqual(lcsRatio(a, b) - 1e-12);
      expect(realQuickRatio(a, b)).toBeGreaterThanOrEqual(quickRatio(a, b) - 1e-12);
    }
  });

  it('computes the longest common subsequence exactly (2·LCS/T)', () => {
    expect(lcsRatio('abcbdab', 'bdcaba')).toBeCloseTo((2 * 4) / 13, 12);
    const a = 'x'.repeat(40) + 'abc'.repeat(20);
    const b = 'abc'.repeat(20) + 'y'.repeat(40);
    expect(lcsRatio(a, b)).toBeCloseTo((2 * 60) / 200, 12);
  });
});

describe('sentences and words', () => {
  it('splits on sentence ends and line breaks, keeping rule numbers whole', () => {
    expect(
      splitSentences(
        'See rule 701.13a. It applies!\nNext line? Yes\u3002日本語です。終わり **Bold.** Then "quoted." End',
      ),
    ).toEqual([
      'See rule 701.13a.',
      'It applies!',
      'Next line?',
      'Yes\u3002',
      '日本語です。',
      '終わり **Bold.**',
      'Then "quoted."',
      'End',
    ]);
  });

  it('strips term links to their label or term name, and normalises', () => {
    const names = new Map([['mill', 'mill']]);
    expect(
      stripTermLinks('[[mill]] and [[graveyard|graveyards]] and [[keyword-action]]', (id) =>
        names.get(id),
      ),
    ).toBe('mill and graveyards and keyword action');
    expect(normalizeSentence('- **To  Mill**   a _card_.')).toBe('to mill a card.');
    expect(normalizeSentence('## A heading, with snake_case kept')).toBe(
      'a heading, with snake_case kept',
    );
  });

  it('reads the body and the prose fields of front matter, not names or aliases', () => {
    const file = [
      '---',
      'name: Glimmervoid Basin',
      'aliases: [Some Alias]',
      'summary: A summary.',
      'rulings:',
      '  - date: "2009-10-01"',
      '    text: >-',
      '      A ruling',
      '      on two lines.',
      '---',
      'Body text.',
    ].join('\n');
    expect(proseOfContentFile(file)).toEqual([
      'A summary.',
      'A ruling on two lines.',
      'Body text.',
    ]);
  });

  it('splits Latin text on white space and Japanese with Intl.Segmenter', () => {
    expect(wordsOf('a player mills two cards.')).toEqual(['a', 'player', 'mills', 'two', 'cards.']);
    const ja = wordsOf('カードを3枚切削する。');
    expect(ja.join('')).toBe('カードを3枚切削する');
    expect(ja.length).toBeGreaterThan(2);
  });
});

describe('shared word runs', () => {
  const seedText =
    'one two three four five six seven eight nine ten eleven twelve thirteen and then more words';

  it('measures the longest run of consecutive shared words', () => {
    expect(longestCommonWordRun(['a', 'b', 'c', 'x', 'd'], ['z', 'a', 'b', 'c', 'd'])).toBe(3);
    expect(longestCommonWordRun([], ['a'])).toBe(0);
  });

  it('flags a run of 12 words even when the ratio is low', () => {
    const seed = prepareSentence('seed.txt', seedText);
    const copy = prepareSentence(
      'content/x.md',
      'something entirely unrelated comes first here, then one two three four five six seven eight nine ten eleven twelve and a long unrelated ending follows it',
    );
    const match = compareSentences(copy, seed);
    expect(match?.wordRun).toBe(12);
    expect(match?.ratio).toBeLessThan(RATIO_THRESHOLD);
    expect(findSeedMatches([copy], [seed])).toHaveLength(1);
  });

  it('does not flag a run of 11 words', () => {
    const seed = prepareSentence('seed.txt', seedText);
    const near = prepareSentence(
      'content/x.md',
      'something entirely unrelated comes first here, then one two three four five six seven eight nine ten eleven and a long unrelated ending follows it',
    );
    expect(compareSentences(near, seed)).toBeUndefined();
    expect(findSeedMatches([near], [seed])).toEqual([]);
  });

  it('flags a close paraphrase by its ratio', () => {
    const seed = prepareSentence(
      'seed.txt',
      'pagare punti vita non equivale a un danno, quindi non può essere prevenuto.',
    );
    const close = prepareSentence(
      'content/x.md',
      'pagare punti vita non è subire danno, perciò non può essere prevenuto.',
    );
    const match = compareSentences(close, seed);
    expect(match?.ratio).toBeCloseTo(0.8137931034482758, 12);
  });
});
