/**
 * Translations older than the English edition, on the editions fixture
 * (tests/support/editions-content.ts: English 2021-03-05 and 2022-03-05, the
 * Japanese translation of 2021-03-05): which text a current rule shows, which
 * rules are stale and why, the page data, the side-by-side columns and the
 * translators' CSV.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { makeEditionsContent } from '../support/editions-content.ts';
import { Registry } from '../../src/registry/registry.ts';
import { readContent } from '../../src/registry/read-content.ts';
import { staleRules, translationOf } from '../../src/lib/translations.ts';
import { rulePageData } from '../../src/lib/rule-page.ts';
import { rulePageBody } from '../../src/lib/rule-page-html.ts';
import { sideColumns } from '../../src/lib/side-by-side.ts';
import { csvField, staleCsv } from '../../src/lib/stale-csv.ts';
import { rulesIndex } from '../../src/lib/rules-index.ts';

const dir = makeEditionsContent();
afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));
const registry = new Registry(readContent(dir, join(dir, '..')));

describe('translationOf', () => {
  it('finds today’s rule in the translated edition under the number it had there', () => {
    const t = translationOf(registry, '701.3a', 'ja')!;
    expect([t.rule.edition, t.rule.number, t.rule.text]).toEqual([
      '2021-03-05',
      '701.2a',
      '数を倍にするとは、それに2を掛けることである。',
    ]);
    expect(t.staleSince).toEqual([]);
    expect(translationOf(registry, '701.2a', 'ja')).toBeUndefined(); // Halve: new in 2022
  });

  it('marks stale only rules whose English words changed, with both English texts', () => {
    expect(staleRules(registry, 'ja').map((r) => [r.number, r.page, r.staleSince])).toEqual([
      ['100.1b', '100.1', ['2022-03-05']],
      ['101.2', '101.2', ['2022-03-05']],
    ]);
    // 101.2a only cites a renumbered rule: not stale.
    expect(translationOf(registry, '101.2a', 'ja')!.staleSince).toEqual([]);
    expect(translationOf(registry, '100.1b', 'ja')!.english).toEqual({
      before: 'A large test game has more than two players. See section 7, “Test Actions.”',
      after: 'A large test game has three or more players. See section 7, “Test Actions.”',
    });
    expect(staleRules(registry, 'it')).toEqual([]);
  });
});

describe('a current rule page in Japanese', () => {
  it('shows the translation of its rules, its revision and its edition', () => {
    const data = rulePageData(registry, registry.current, '100.1', 'ja');
    expect(data.blocks.map((b) => [b.number, b.text?.lang, b.text?.edition])).toEqual([
      ['100.1', 'ja', '2021-03-05'],
      ['100.1a', 'ja', '2021-03-05'],
      ['100.1b', 'ja', '2021-03-05'],
    ]);
    expect(data.fallbackLang).toBeUndefined();
    expect(data.revision).toBe('20210305.1');
    expect(data.translatedEdition).toBe('2021-03-05');
    expect(data.blocks.map((b) => b.translation?.staleSince.length)).toEqual([0, 0, 1]);
  });

  it('shows today’s numbers and titles, and a new rule in English with glosses', () => {
    const double = rulePageData(registry, registry.current, '701.3', 'ja');
    expect(double.title).toEqual({ title: '倍にする', lang: 'ja' });
    const body = rulePageBody(registry, double, '/');
    expect(body.items.map((i) => [i.number, i.lang])).toEqual([['701.3a', 'ja']]);
    expect(body.items[0]!.html).toContain('id="701.3a"');
    expect(body.items[0]!.html).toContain('>701.3a</a> 数を倍にする');
    const halve = rulePageData(registry, registry.current, '701.2', 'ja');
    expect(halve.fallbackLang).toBe('en');
    const html = rulePageBody(registry, halve, '/').blocks;
    expect(html).toContain(
      'data-gloss="halve">halve<span class="gloss-text" lang="ja">（半分にする（はんぶんにする））</span>',
    );
  });

  it('offers English beside the Japanese, block by block, without a second id', () => {
    const data = rulePageData(registry, registry.current, '100.1', 'ja');
    const body = rulePageBody(registry, data, '/');
    const [en, ...more] = sideColumns(registry, data, body.items, {
      base: '/',
      lang: 'ja',
      scope: 'current',
    });
    expect(more).toEqual([]);
    expect(en!.lang).toBe('en');
    expect([...en!.cells.keys()]).toEqual(['100.1', '100.1a', '100.1b']);
    const b = en!.cells.get('100.1b')!.html;
    expect(b).toContain('three or more players');
    expect(b).not.toContain('id=');
    // An English reader gets the Japanese translation beside, stale where it is.
    const enData = rulePageData(registry, registry.current, '100.1', 'en');
    const cols = sideColumns(registry, enData, rulePageBody(registry, enData, '/').items, {
      base: '/',
      lang: 'en',
      scope: 'current',
    });
    expect(cols.map((c) => c.lang)).toEqual(['ja']);
    expect(cols[0]!.cells.get('100.1b')!.translation?.staleSince).toEqual(['2022-03-05']);
    expect(cols[0]!.cells.get('100.1a')!.translation?.staleSince).toEqual([]);
  });
});

describe('today’s contents in Japanese', () => {
  it('name chapters and sections as the translation does', () => {
    const index = rulesIndex(registry, registry.current, 'ja');
    expect(
      index.map((c) => [
        c.number,
        c.title,
        c.sections.map((x) => [x.number, x.title, x.titleLang]),
      ]),
    ).toEqual([
      [
        '1',
        'テストの考え方',
        [
          ['100', '原則', undefined],
          ['101', '特別なもの', undefined],
        ],
      ],
      ['7', 'テスト処理', [['701', 'キーワード処理', undefined]]],
    ]);
  });
});

describe('the translators’ CSV', () => {
  it('has a header and one quoted row per stale rule', () => {
    const csv = staleCsv(
      staleRules(registry, 'ja'),
      (r) => `https://x.test/ja/rules/${r.page}/#${r.number}`,
    );
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'rule,url,translated_edition,translated_number,source,english_changed_in,english_before,english_after',
    );
    expect(lines[1]).toBe(
      '100.1b,https://x.test/ja/rules/100.1/#100.1b,2021-03-05,100.1b,official,2022-03-05,"A large test game has more than two players. See section 7, “Test Actions.”","A large test game has three or more players. See section 7, “Test Actions.”"',
    );
    expect(lines).toHaveLength(4);
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });
});
