/**
 * The remark plugins on real Markdown, through the same processor the site
 * uses, against the fixture content in tests/fixtures/content.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remark } from 'remark';
import { VFile } from 'vfile';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { renderMarkdown } from '../../src/markdown/markdown-processor.ts';
import { grimoireRemarkPlugins } from '../../src/markdown/grimoire-plugins.ts';
import { ReferenceReport } from '../../src/markdown/reference-report.ts';
import remarkRuleBlocks from '../../src/markdown/remark-rule-blocks.ts';

const fixtures = join(projectRoot, 'tests/fixtures/content');
const registry = getRegistry(fixtures);
const en = join(fixtures, 'articles/en/sample.md');
const ja = join(fixtures, 'articles/ja/sample.md');
const fm = { rulesEdition: '2024-08-02' };
const render = (md: string, file = en, report?: ReferenceReport) =>
  renderMarkdown({ registry, base: '/', report }, md, file, fm);

describe('remark-rule-refs', () => {
  it('links a subrule to its anchor on the rule page', async () => {
    const html = await render('Milling follows rule 701.13b.');
    expect(html).toContain('<a href="/en/rules/701.13/#701.13b"');
    expect(html).toContain('data-rule="701.13b"');
    expect(html).toContain('>701.13b</a>');
  });

  it('links a range by its first rule and marks the range', async () => {
    const html = await render('See rules 701.13a–c.');
    expect(html).toMatch(
      /<a href="\/en\/rules\/701\.13\/#701\.13a"[^>]*data-range-end="701\.13c"[^>]*>701\.13a–c<\/a>/,
    );
  });

  it('links Japanese references with full-width digits, in the page language', async () => {
    const html = await render('詳細はルール７０１．１３ａを参照。', ja);
    expect(html).toContain('href="/ja/rules/701.13/#701.13a"');
    expect(html).toContain('>７０１．１３ａ</a>');
  });

  it('leaves code, existing links and dates alone', async () => {
    const html = await render(
      'Code `701.13a`, a [link 701.13b](https://example.org), on 01/10/2009 a 1/1 token.',
    );
    expect(html).not.toContain('data-rule');
  });

  it('reports a real rule without a page, and links it to the nearest page', async () => {
    const report = new ReferenceReport();
    const html = await render(
      'An empty library matters at the next draw (rule 704.5b).',
      en,
      report,
    );
    expect(html).toContain('data-absent="true"');
    expect(report.absent.map((a) => a.number)).toEqual(['704.5b']);
    expect(report.format()).toContain('704.5b');
  });

  it('fails on a number that no edition has, naming the line', async () => {
    await expect(render('First line.\n\nSee rule 799.99z here.')).rejects.toThrow(/799\.99z/);
  });

  it('uses the base path', async () => {
    const html = await renderMarkdown({ registry, base: '/grimoire/' }, 'rule 701.13', en, fm);
    expect(html).toContain('href="/grimoire/en/rules/701.13/"');
  });
});

describe('remark-term-links', () => {
  it('links [[id]] with the name in the page language', async () => {
    expect(await render('You [[mill]] cards.')).toContain(
      '<a href="/en/glossary/mill/" class="term-ref" data-term="mill">Mill</a>',
    );
    expect(await render('カードを[[mill]]する。', ja)).toContain('>切削</a>');
  });

  it('keeps the author label of [[id|label]]', async () => {
    expect(await render('Two cards were [[mill|milled]].')).toContain('>milled</a>');
  });

  it('fails on an unknown id', async () => {
    await expect(render('See [[no-such-term]].')).rejects.toThrow(/no-such-term/);
  });
});

describe('remark-rule-blocks', () => {
  const rulesFile = join(fixtures, 'rules/en/2024-08-02/701.13.md');
  const body =
    '701.13a A player mills.\n\n701.13b They can’t mill more.\n\nExample: Two cards, told to mill three.\n\n701.13c Public zones.';

  it('makes every subrule an addressable block with its examples', async () => {
    const html = await renderMarkdown({ registry, base: '/' }, body, rulesFile, {
      edition: '2024-08-02',
    });
    expect(html).toContain(
      '<section id="701.13a" class="rule" data-rule="701.13a" data-depth="2">',
    );
    expect(html).toContain('<a href="#701.13b" class="rule-number">701.13b</a>');
    expect(html).toMatch(
      /<section id="701\.13b"[\s\S]*class="rule-example"[\s\S]*<\/section>\s*<section id="701\.13c"/,
    );
  });

  it('is idempotent', async () => {
    const file = () => new VFile({ path: rulesFile, value: body });
    const once = remark().use(remarkRuleBlocks);
    const tree = once.parse(file());
    await once.run(tree, file());
    const snapshot = JSON.stringify(tree);
    await once.run(tree, file());
    expect(JSON.stringify(tree)).toBe(snapshot);
  });

  it('leaves non-rules files alone', async () => {
    expect(await render('701.13a starts this paragraph.')).not.toContain('<section');
  });
});

describe('plugin list', () => {
  it('running the whole pipeline twice changes nothing', async () => {
    const plugins = grimoireRemarkPlugins({ registry, base: '/' });
    const processor = remark();
    for (const [plugin, options] of plugins) processor.use(plugin as never, options as never);
    const file = () =>
      new VFile({
        path: en,
        value: 'See rule 701.13b and [[mill]].',
        data: { astro: { frontmatter: fm } },
      });
    const tree = processor.parse(file());
    await processor.run(tree, file());
    const snapshot = JSON.stringify(tree);
    await processor.run(tree, file());
    expect(JSON.stringify(tree)).toBe(snapshot);
  });
});

describe('official text', () => {
  it('reports, rather than fails on, a number the published rules cite but do not have', async () => {
    const report = new ReferenceReport();
    const file = join(fixtures, 'rules/en/2024-08-02/701.13.md');
    const html = await renderMarkdown(
      { registry, base: '/', report },
      '701.13a See rule 799.99.',
      file,
      { edition: '2024-08-02', source: 'official' },
    );
    expect(html).toContain('data-absent="true"');
    expect(report.absent.map((a) => a.number)).toContain('799.99');
  });
});
