/**
 * The keyword entries' names find their rules: on a site whose edition has
 * the keyword rules (a fixture with the real numbers and English titles of a
 * few keywords, tests/fixtures/cr/test-rules-keywords-en.txt), the Italian
 * and Japanese names and readings of the real glossary entries
 * (content/glossary/, front matter copied as it is) find the glossary entry
 * first and the keyword's rule, saying which name matched.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { Lang } from '../../src/content/schemas.ts';
import { importRulesFiles } from '../../src/importer/import-files.ts';
import { splitFrontMatter } from '../../src/registry/front-matter.ts';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { searchData } from '../../src/search/search-data.ts';
import { foldText } from '../../src/search/normalize.ts';
import { prepareTier0, tier0Answer, withoutParameter } from '../../src/search/tier0-search.ts';

/** Entry id → the keyword rule of the fixture it is about. */
const KEYWORDS: Record<string, [number: string, title: string]> = {
  deathtouch: ['702.2', 'Deathtouch'],
  defender: ['702.3', 'Defender'],
  flash: ['702.8', 'Flash'],
  hexproof: ['702.11', 'Hexproof'],
  lifelink: ['702.15', 'Lifelink'],
  vigilance: ['702.20', 'Vigilance'],
  ward: ['702.21', 'Ward'],
  fight: ['701.14', 'Fight'],
  scry: ['701.22', 'Scry'],
  exert: ['701.43', 'Exert'],
  soulshift: ['702.46', 'Soulshift'],
  'umbra-armor': ['702.89', 'Umbra Armor'],
  scavenge: ['702.97', 'Scavenge'],
  awaken: ['702.113', 'Awaken'],
  escalate: ['702.120', 'Escalate'],
  ascend: ['702.131', 'Ascend'],
};

/** A content folder with the fixture edition and the real entries' front matter (their bodies shortened). */
function keywordContent(): string {
  const content = join(mkdtempSync(join(tmpdir(), 'grimoire-keywords-')), 'content');
  mkdirSync(content, { recursive: true });
  importRulesFiles({
    files: [join(projectRoot, 'tests/fixtures/cr/test-rules-keywords-en.txt')],
    lang: 'en',
    contentDir: content,
  });
  for (const lang of ['en', 'it', 'ja'] as const) {
    mkdirSync(join(content, 'glossary', lang), { recursive: true });
    for (const [id, [number]] of Object.entries(KEYWORDS)) {
      const file = `content/glossary/${lang}/${id}.md`;
      const { data } = splitFrontMatter(readFileSync(join(projectRoot, file), 'utf8'), file);
      const front = { ...(data as object), rules: [number], seeAlso: [] };
      writeFileSync(
        join(content, 'glossary', lang, `${id}.md`),
        `---\n${stringify(front)}---\nRule ${number}.\n`,
      );
    }
  }
  return content;
}

const registry = getRegistry(keywordContent());
const tier0 = Object.fromEntries(
  (['en', 'it', 'ja'] as const).map((l) => [l, prepareTier0(searchData(registry, l).tier0)]),
) as Record<Lang, ReturnType<typeof prepareTier0>>;

/** [reader's language, query, entry id, shown name of the entry]. */
const QUERIES: Array<[Lang, string, string, string]> = [
  ['it', 'tocco letale', 'deathtouch', 'tocco letale'],
  ['ja', '接死', 'deathtouch', '接死'],
  ['ja', 'せっし', 'deathtouch', '接死'],
  ['en', 'deathtouch', 'deathtouch', 'deathtouch'],
  ['it', 'legame vitale', 'lifelink', 'legame vitale'],
  ['it', 'cautela', 'vigilance', 'cautela'],
  ['it', 'anti-malocchio', 'hexproof', 'anti-malocchio'],
  ['it', 'egida', 'ward', 'egida'],
  ['it', 'profetizzare', 'scry', 'profetizzare'],
  ['ja', 'はんこん', 'lifelink', '絆魂'],
  ['ja', '呪禁', 'hexproof', '呪禁'],
  ['ja', 'ごほう', 'ward', '護法'],
  ['ja', 'しゅんそく', 'flash', '瞬速'],
  ['ja', '格闘', 'fight', '格闘'],
  ['ja', 'ぼうえい', 'defender', '防衛'],
  // Keywords of older sets, written later (names as printed on the cards named in
  // docs/terminology-keywords.md).
  ['it', 'stremare', 'exert', 'stremare'],
  ['it', 'muta-anima', 'soulshift', 'muta-anima'],
  ['it', 'mangiacarogne', 'scavenge', 'mangiacarogne'],
  ['it', 'risveglio', 'awaken', 'risveglio'],
  ['it', 'incrementare', 'escalate', 'incrementare'],
  ['ja', '督励', 'exert', '督励'],
  ['ja', 'てんせい', 'soulshift', '転生'],
  ['ja', '活用', 'scavenge', '活用'],
  ['ja', 'かくせい', 'awaken', '覚醒'],
  ['ja', 'しょうでん', 'ascend', '昇殿'],
  ['ja', '増呪', 'escalate', '増呪'],
  // A former name and its reading find today's name.
  ['it', 'armatura totem', 'umbra-armor', 'armatura essenza'],
  ['ja', '族霊鎧', 'umbra-armor', '陰影鎧'],
  ['ja', 'ぞくれいよろい', 'umbra-armor', '陰影鎧'],
  // A keyword typed with its number or cost, as cards print it.
  ['en', 'scry 2', 'scry', 'scry'],
  ['en', 'ward {2}', 'ward', 'ward'],
  ['it', 'egida 3', 'ward', 'egida'],
  ['ja', '占術２', 'scry', '占術'],
  ['ja', '護法 2', 'ward', '護法'],
  // A keyword asked about in a sentence.
  ['en', 'how does ward work', 'ward', 'ward'],
  ['it', 'come funziona egida', 'ward', 'egida'],
  ['ja', '接死とは', 'deathtouch', '接死'],
];

describe('a keyword’s names find its entry and its rule', () => {
  it.each(QUERIES)('%s: “%s” → %s', (lang, query, id, shown) => {
    const [number, title] = KEYWORDS[id]!;
    const results = tier0Answer(tier0[lang], query).results;
    expect(results[0]).toMatchObject({
      kind: 'glossary',
      title: shown,
      url: `${lang}/glossary/${id}/`,
    });
    // The rule is titled in the reader's language by the term it is about (capitalised, as a title).
    const titled = lang === 'en' ? title : shown.charAt(0).toLocaleUpperCase(lang) + shown.slice(1);
    expect(results.find((r) => r.kind === 'rule')).toMatchObject({
      title: `${number} ${titled}`,
      url: `${lang}/rules/${number}/`,
    });
  });

  it('no name of the shipped content ends in a number or cost, so tier 0 may drop one typed after a name', () => {
    const shipped = getRegistry(join(projectRoot, 'content'));
    const clash: string[] = [];
    for (const c of ['glossary', 'articles', 'cards'] as const)
      for (const id of shipped.ids(c))
        for (const l of ['en', 'it', 'ja'] as const) {
          const n = shipped.names(c, id, l);
          for (const name of n ? [n.primary, ...n.aliases, ...n.formerNames] : [])
            if (withoutParameter(foldText(name)) !== foldText(name))
              clash.push(`${c}/${id} ${name}`);
        }
    expect(clash).toEqual([]);
    expect(withoutParameter('scry 2')).toBe('scry');
    expect(withoutParameter('2')).toBe('2');
  });

  it('two names in one query find both keywords, longest names first', () => {
    const results = tier0Answer(tier0.en, 'deathtouch and lifelink').results;
    // Each entry comes with the rule it titles; the longer name first.
    expect(results.slice(0, 4).map((r) => r.url)).toEqual([
      'en/glossary/deathtouch/',
      'en/rules/702.2/',
      'en/glossary/lifelink/',
      'en/rules/702.15/',
    ]);
    // A name matched as a whole is not pushed down by the shorter names inside it.
    expect(tier0Answer(tier0.it, 'tocco letale').results[0]?.url).toBe('it/glossary/deathtouch/');
  });

  it('a name finds only its own keyword’s rule', () => {
    const rules = tier0Answer(tier0.it, 'tocco letale').results.filter((r) => r.kind === 'rule');
    expect(rules.map((r) => r.title)).toEqual(['702.2 Tocco letale']);
  });
});
