/**
 * Drift on the editions fixture one edition later (tests/support/drift-content.ts):
 * in 2023-03-05 a cited rule is removed (101.2a), one is reworded (100.2) and
 * one is divided (100.1b → 100.1b, 100.1c, 100.1d). check:content lists
 * exactly the entries that cite them, the reader's notice says so in each
 * language, a re-reviewed entry has none, the divided rule's link lands on
 * the part carrying its meaning, and a merged rule's on the rule it went into.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content-check/check-content.ts';
import { driftNotice } from '../../src/lib/drift-notice.ts';
import { rulePageData } from '../../src/lib/rule-page.ts';
import { checkLink } from '../../src/lib/link-meaning.ts';
import { ruleDrift } from '../../src/lineage/drift.ts';
import { Lineage } from '../../src/lineage/lineage.ts';
import { readOverrides } from '../../src/lineage/lineage-files.ts';
import { resolveRule } from '../../src/markdown/rule-resolver.ts';
import { renderMarkdown } from '../../src/markdown/markdown-processor.ts';
import { numberIn, renumberText } from '../../src/lineage/renumber.ts';
import { staleIn } from '../../src/registry/entry-drift.ts';
import { getRegistry } from '../../src/registry/index.ts';
import { staleAfterImport } from '../../src/registry/stale-after-import.ts';
import { tempDirs } from '../support/content-tree.ts';
import {
  DRIFT_EDITION,
  DRIFT_EXPECTED,
  makeDriftContent,
  TEST_DECK_NOTICES,
} from '../support/drift-content.ts';
import { copyContent } from '../../src/registry/copy-content.ts';

const content = makeDriftContent();
const registry = getRegistry(content);
const temp = tempDirs('grimoire-drift-');

describe('drift on the editions fixture', () => {
  it('lists exactly the entries whose cited rules were removed, reworded or divided, with line and edition', async () => {
    const found = registry
      .stale()
      .flatMap((s) =>
        s.citations.map((c) => [
          s.entry.file,
          c.line,
          c.number,
          c.events[0]!.kind,
          c.events[0]!.edition,
        ]),
      );
    expect(found.sort()).toEqual([...DRIFT_EXPECTED].sort());
    const check = await checkContent(content);
    expect(check.problems).toEqual([]);
    expect(check.staleFiles).toBe(DRIFT_EXPECTED.length);
    expect(check.stale).toContain(
      'content/articles/en/special-thing.md:9: rule 101.2a (2022-03-05): removed (last number 101.2a) in edition 2023-03-05',
    );
    expect(check.stale).toContain(
      'content/glossary/en/large-game.md:7: rule 100.1b (2022-03-05): divided into 100.1b, 100.1c, 100.1d (links go to 100.1c) in edition 2023-03-05',
    );
    expect(check.newest?.stale).toHaveLength(DRIFT_EXPECTED.length - 1);
  });

  it('after an import, names the entries the new edition made stale, and only those', () => {
    const lines = staleAfterImport(content, [DRIFT_EDITION]);
    expect(lines[0]).toMatch(/^edition 2023-03-05 makes 5 entry file\(s\) stale/);
    expect(lines.slice(1).every((l) => l.startsWith('stale: content/'))).toBe(true);
    expect(lines.join('\n')).not.toContain('doubling');
    expect(
      staleIn(registry.lineage, registry.entries.all(), '2022-03-05').map((s) => s.entry.id),
    ).toEqual(['doubling']);
  });

  it.each(TEST_DECK_NOTICES)('tells a %s reader what changed, with dates', (lang, text) => {
    expect(driftNotice(lang, '2022-03-05', registry.drift('glossary', 'test-deck', lang))).toBe(
      text,
    );
  });

  it('names the removal and every part of a division', () => {
    expect(driftNotice('en', '2022-03-05', registry.drift('articles', 'special-thing', 'en'))).toBe(
      'Written for the rules of 5 March 2022. Since then, rule 101.2a, which it cites, was removed (5 March 2023).',
    );
    expect(driftNotice('it', '2022-03-05', registry.drift('glossary', 'large-game', 'en'))).toBe(
      'Questa voce è stata scritta per le regole del 5 marzo 2022. Da allora la regola 100.1b, che vi è citata, è stata divisa nelle regole 100.1b, 100.1c, 100.1d (5 marzo 2023).',
    );
  });

  it('lists in each language’s own way', () => {
    expect(driftNotice('ja', '2022-03-05', registry.drift('glossary', 'large-game', 'en'))).toBe(
      'この項目は2022年3月5日のルールに基づいて書かれています。その後、この項目が引用しているルール100.1bはルール100.1b、100.1c、100.1dに分割されました（2023年3月5日）。',
    );
  });

  it('has no notice for an entry re-reviewed against the new edition, before or after moving its rulesEdition', () => {
    expect(registry.drift('articles', 'reviewed-deck', 'en')).toEqual([]);
    const copy = join(temp.make(), 'content');
    copyContent(content, copy);
    const file = join(copy, 'glossary/en/test-deck.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"2022-03-05"', `"${DRIFT_EDITION}"`));
    const reviewed = getRegistry(copy);
    expect(reviewed.drift('glossary', 'test-deck', 'en')).toEqual([]);
    expect(driftNotice('en', DRIFT_EDITION, [])).toBeUndefined();
    expect(reviewed.drift('glossary', 'test-deck', 'it')).toHaveLength(1);
  });

  it('links the divided rule to the part that carries its meaning', () => {
    const r = resolveRule(registry, '/', '100.1b', 'en', '2022-03-05');
    expect(r.status === 'found' && r.data).toEqual({
      rule: '100.1b',
      edition: '2022-03-05',
      target: '100.1c',
      targetEdition: DRIFT_EDITION,
    });
    expect(r.status === 'found' && r.href).toContain('was=100.1b');
    // Today's 100.1b is a new rule: a link written for 2023 stays there.
    const now = resolveRule(registry, '/', '100.1b', 'en', DRIFT_EDITION);
    expect(now.status === 'found' && now.data.target).toBe('100.1b');
  });
});

describe('the numbers an entry shows are the numbers its links open', () => {
  const render = (md: string, file: string, rulesEdition: string) =>
    renderMarkdown({ registry, base: '/' }, md, join(content, file), { rulesEdition });

  it('prints today’s number of a renumbered or divided rule, and keeps the written one for check:links', async () => {
    const html = await render(
      'Doubling is rule 701.2a; see 100.1b.',
      'articles/en/x.md',
      '2021-03-05',
    );
    expect(html).toMatch(/data-written="701.2a"[^>]*>701.3a<\/a>/);
    const large = await render('A large game (rule 100.1b).', 'glossary/en/x.md', '2022-03-05');
    expect(large).toMatch(
      /data-rule="100.1b"[^>]*data-target="100.1c"[^>]*data-written="100.1b"[^>]*>100.1c<\/a>/,
    );
  });

  it('leaves current numbers, removed rules and ranges as written', async () => {
    const html = await render(
      'Rule 100.2, the removed 101.2a, and rules 701.2a–b.',
      'articles/en/x.md',
      '2022-03-05',
    );
    expect(html).not.toContain('data-written');
    expect(html).toContain('>100.2</a>');
    expect(html).toContain('>101.2a</a>');
  });

  it('renumbers plain text (the API’s) the same way', () => {
    expect(
      renumberText(
        registry.lineage,
        'Rules 701.2a and 701.3a; 101.2b; 601.2a–d.',
        '2021-03-05',
        DRIFT_EDITION,
      ),
    ).toBe('Rules 701.3a and 701.4a; 101.2b; 601.2a–d.');
    expect(numberIn(registry.lineage, '100.1b', '2022-03-05', DRIFT_EDITION)).toBe('100.1c');
  });
});

describe('“unchanged since” counts subrules', () => {
  it('an older text of a section whose subrules changed says which editions changed it', () => {
    // The site without 2023's text: section 100's page shows 2022's, whose 100.1b and 100.2 changed.
    const copy = join(temp.make(), 'content');
    copyContent(content, copy);
    rmSync(join(copy, `official/en/${DRIFT_EDITION}.json`));
    const older = rulePageData(getRegistry(copy), DRIFT_EDITION, '100', 'en').older;
    expect(older?.edition).toBe('2022-03-05');
    expect(older?.changedSince).toEqual([DRIFT_EDITION]);
    // Section 701 did not change in 2023.
    expect(rulePageData(getRegistry(copy), DRIFT_EDITION, '701', 'en').older?.changedSince).toEqual(
      [],
    );
  });
});

describe('divided and merged rules in the lineage', () => {
  // 2024's 500.5 was divided (its meaning is 2025's 500.5), 500.4 merged into 500.5.
  const lineage = new Lineage({
    editions: [
      { key: '2024-08-02', effective: '2024-08-02' },
      { key: '2025-11-14', effective: '2025-11-14' },
    ],
    diffs: [
      ['500.4', '500.5', '514.2'].map((n) => ({ new: n, change: '' as const })),
      [
        { old: '500.4', change: '', into: '500.5' },
        { new: '500.4', change: '' },
        { old: '500.5', new: '500.5', change: 'c', parts: ['500.4', '500.5', '500.5a', '500.5b'] },
        { new: '500.5a', change: '' },
        { new: '500.5b', change: '' },
      ],
    ],
  });

  it('says what happened to each, and where a link to the merged one goes', () => {
    expect(
      ruleDrift(lineage, '500.5', '2024-08-02').map((e) => [e.kind, e.after, e.parts]),
    ).toEqual([['divided', '500.5', ['500.4', '500.5', '500.5a', '500.5b']]]);
    expect(ruleDrift(lineage, '500.4', '2024-08-02').map((e) => [e.kind, e.into])).toEqual([
      ['merged', '500.5'],
    ]);
    expect(ruleDrift(lineage, '514.2', '2024-08-02')).toEqual([]);
    expect(lineage.toNewest('500.4', '2024-08-02')).toMatchObject({
      status: 'removed',
      into: '500.5',
    });
  });

  it('check:links accepts a merged rule’s link to the rule it went into, and no other', () => {
    const pages = new Map([
      [
        'en/rules/500/',
        new Map([
          ['500.5', { rule: '500.5', edition: '2025-11-14' }],
          ['500.4', { rule: '500.4', edition: '2025-11-14' }],
        ]),
      ],
    ]);
    const link = (href: string) => ({ from: 'x', href, rule: '500.4', edition: '2024-08-02' });
    expect(checkLink(link('/en/rules/500/#500.5'), pages, lineage, '/')).toBeUndefined();
    expect(checkLink(link('/en/rules/500/#500.4'), pages, lineage, '/')).toMatch(/opens 500.4/);
  });

  it('reads divisions and mergers from overrides.tsv, and says how to write a bad one', () => {
    const dir = temp.make();
    const write = (rows: string) => {
      copyContent(content, dir);
      writeFileSync(join(dir, 'lineage/overrides.tsv'), `edition\told\tnew\treason\n${rows}`);
    };
    write('2025-11-14\t500.5\t500.4+500.5+500.5a\tdivided\n2025-11-14\t500.4\t>500.5\tmerged\n');
    expect(readOverrides(dir)).toEqual([
      {
        edition: '2025-11-14',
        old: '500.5',
        new: null,
        parts: ['500.4', '500.5', '500.5a'],
        reason: 'divided',
      },
      { edition: '2025-11-14', old: '500.4', new: null, into: '500.5', reason: 'merged' },
    ]);
    write('2025-11-14\t500.5\t500.4+x\tbad\n');
    expect(() => readOverrides(dir)).toThrow(/overrides\.tsv:2.*numbers joined by "\+"/s);
  });
});
