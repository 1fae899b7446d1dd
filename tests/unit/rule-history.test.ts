/** Rule history across two imported fixture editions, and citations written against either. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../src/registry/index.ts';
import { renderMarkdown } from '../../src/markdown/markdown-processor.ts';
import { EDITIONS_CITATIONS, makeEditionsContent } from '../support/editions-content.ts';

const content = makeEditionsContent();
const registry = getRegistry(content);

describe('rule history', () => {
  it('knows both editions and makes the newest current', () => {
    expect(registry.editions.list.map((e) => e.key)).toEqual(['2021-03-05', '2022-03-05']);
    expect(registry.current).toBe('2022-03-05');
  });

  it('follows renumbered keyword rules and their subrules to today', () => {
    expect(registry.toCurrent('701.2', '2021-03-05')).toEqual({ status: 'found', number: '701.3' });
    expect(registry.toCurrent('701.2a', '2021-03-05')).toEqual({
      status: 'found',
      number: '701.3a',
    });
    expect(registry.toCurrent('701.3', '2021-03-05')).toEqual({ status: 'found', number: '701.4' });
  });

  it('reports removed rules and knows past numbers of current ones', () => {
    expect(registry.toCurrent('101.2b', '2021-03-05')).toEqual({
      status: 'removed',
      lastEdition: '2021-03-05',
      lastNumber: '101.2b',
      removedIn: '2022-03-05',
    });
    expect(registry.lineage.pastNumbers('2022-03-05', '701.3a')).toEqual([
      { edition: '2021-03-05', number: '701.2a' },
    ]);
  });

  it('knows that a current number meant another rule in the previous edition', () => {
    expect(registry.lineage.previousMeaning('2022-03-05', '701.2')).toEqual({
      edition: '2021-03-05',
      now: { status: 'found', number: '701.3' },
    });
    expect(registry.lineage.previousMeaning('2022-03-05', '701.4')).toBeUndefined();
  });

  it('names the entries citing a rule by what they meant, whichever edition they cite', () => {
    const ids = (n: string) =>
      registry
        .citing(n)
        .map((c) => c.id)
        .sort();
    expect(ids('701.3')).toEqual(['doubling']);
    expect(ids('701.2')).toEqual(['halve']);
    expect(ids('701.4')).toEqual(['doubling', 'shuffle']);
  });

  it.each(EDITIONS_CITATIONS.filter((c) => c[3]))(
    '%s: %s of %s links to today’s %s',
    async (file, number, edition, now) => {
      const html = await renderMarkdown(
        { registry, base: '/' },
        `See rule ${number}.`,
        join(content, file),
        {
          rulesEdition: edition,
        },
      );
      const page = now!.replace(/[a-z]$/, '');
      const was =
        now === number ? '' : `\\?was=${number.replace('.', '\\.')}&#x26;edition=${edition}`;
      expect(html).toMatch(
        new RegExp(
          `href="/en/rules/${page.replace('.', '\\.')}/${was}#${now!.replace('.', '\\.')}"`,
        ),
      );
      expect(html).toContain(`data-target="${now}" data-target-edition="2022-03-05"`);
    },
  );

  it('links a removed rule to its place in the last edition that had it', async () => {
    const file = join(content, 'articles/en/doubling.md');
    const html = await renderMarkdown({ registry, base: '/' }, 'The removed rule 101.2b.', file, {
      rulesEdition: '2021-03-05',
    });
    expect(html).toContain('href="/en/editions/2021-03-05/1/#101.2b"');
  });
});

describe('search across editions', () => {
  it('a number from an old citation finds today’s rule and says what it was', async () => {
    const { searchData } = await import('../../src/search/search-data.ts');
    const { prepareTier0, searchTier0 } = await import('../../src/search/tier0-search.ts');
    const p = prepareTier0(searchData(registry, 'en').tier0);
    const results = searchTier0(p, '701.2a');
    expect(results[0]).toMatchObject({
      kind: 'rule',
      title: '701.2a',
      url: 'en/rules/701.2/#701.2a',
    });
    expect(results[1]).toMatchObject({
      kind: 'rule',
      title: '701.3a',
      matched: '701.2a (2021-03-05)',
      url: 'en/rules/701.3/?was=701.2a&edition=2021-03-05#701.3a',
    });
  });
});
