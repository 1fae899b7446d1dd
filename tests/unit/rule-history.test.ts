/** Rule history across two imported fixture editions, and citations written against the older one. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../src/registry/index.ts';
import { renderMarkdown } from '../../src/markdown/markdown-processor.ts';
import { makeEditionsContent } from '../support/editions-content.ts';

const content = makeEditionsContent();
const registry = getRegistry(content);

describe('rule history', () => {
  it('knows both editions and makes the newest current', () => {
    expect(registry.ruleEditions).toEqual(['2021-03-05', '2022-03-05']);
    expect(registry.current).toBe('2022-03-05');
  });

  it('follows a renumbered keyword rule and its subrules to today', () => {
    expect(registry.toCurrent('701.2', '2021-03-05')).toEqual({
      status: 'current',
      number: '701.3',
    });
    expect(registry.toCurrent('701.2a', '2021-03-05')).toEqual({
      status: 'current',
      number: '701.3a',
    });
    expect(registry.toCurrent('701.3', '2021-03-05')).toEqual({
      status: 'current',
      number: '701.4',
    });
  });

  it('reports removed rules and knows past numbers of current ones', () => {
    expect(registry.toCurrent('101.2b', '2021-03-05')).toEqual({
      status: 'removed',
      removedIn: '2022-03-05',
    });
    expect(registry.history.pastNumbers('701.3a')).toEqual([
      { edition: '2021-03-05', number: '701.2a' },
    ]);
  });

  it('links a citation written against the old edition to today’s rule, saying what it was', async () => {
    const file = join(content, 'articles/en/doubling.md');
    const html = await renderMarkdown({ registry, base: '/' }, 'Doubling is rule 701.2a.', file, {
      rulesEdition: '2021-03-05',
    });
    expect(html).toContain('href="/en/rules/701.3/?was=701.2a&#x26;edition=2021-03-05#701.3a"');
  });

  it('links a removed rule to its page in the old edition', async () => {
    const file = join(content, 'articles/en/doubling.md');
    const html = await renderMarkdown({ registry, base: '/' }, 'The removed rule 101.2b.', file, {
      rulesEdition: '2021-03-05',
    });
    expect(html).toContain('href="/en/rules/2021-03-05/101.2/#101.2b"');
  });
});

describe('search across editions', () => {
  it('a number from an old citation finds today’s rule and says what it was', async () => {
    const { buildTier0 } = await import('../../src/search/build-data.ts');
    const { prepareTier0, searchTier0 } = await import('../../src/search/tier0-search.ts');
    const p = prepareTier0(buildTier0(registry, 'en'));
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
