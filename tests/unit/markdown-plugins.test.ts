/**
 * The remark plugins on real Markdown, through the same processor the site
 * uses, against the fixture content in tests/fixtures/content; and the
 * rendering of rule blocks (official text and Grimoire's own).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remark } from 'remark';
import { VFile } from 'vfile';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { renderMarkdown } from '../../src/markdown/markdown-processor.ts';
import { grimoireRemarkPlugins } from '../../src/markdown/grimoire-plugins.ts';
import { ReferenceReport } from '../../src/markdown/reference-report.ts';
import { renderRules } from '../../src/markdown/render-rules.ts';
import type { RuleText } from '../../src/registry/registry.ts';

const fixtures = join(projectRoot, 'tests/fixtures/content');
const registry = getRegistry(fixtures);
// Markdown written in the test, placed where an entry would be (not a file of the fixtures, so no front matter lines are added).
const en = join(fixtures, 'articles/en/written-here.md');
const ja = join(fixtures, 'articles/ja/written-here.md');
const fm = { rulesEdition: '2024-08-02' };
const render = (md: string, file = en, report?: ReferenceReport) =>
  renderMarkdown({ registry, base: '/', report, root: projectRoot }, md, file, fm);
/** The error a render fails with. */
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as { message: string; line?: number; reason?: string };
  }
  throw new Error('expected the render to fail');
};

describe('remark-rule-refs', () => {
  it('links a subrule to its anchor on the rule page, with what it means and where it leads', async () => {
    const html = await render('Milling follows rule 701.13b.');
    expect(html).toContain('<a href="/en/rules/701.13/#701.13b"');
    expect(html).toContain(
      'data-rule="701.13b" data-edition="2024-08-02" data-target="701.13b" data-target-edition="2024-08-02"',
    );
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

  it('links a real rule without text to its page, and reports it', async () => {
    const report = new ReferenceReport();
    const html = await render(
      'An empty library matters at the next draw (rule 704.5b).',
      en,
      report,
    );
    expect(html).toContain('href="/en/rules/704.5/#704.5b"');
    expect(html).toContain('data-absent="true"');
    expect(report.absent.map((a) => a.number)).toEqual(['704.5b']);
    expect(report.format()).toContain('704.5b');
  });

  it('fails on a number the edition does not have, naming the line', async () => {
    const err = await failure(render('First line.\n\nSee rule 799.99z here.'));
    expect(err.message).toMatch(
      /Unknown rule 799\.99z: the 2024-08-02 edition has no rule 799\.99z/,
    );
    expect(err.line).toBe(3);
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

  it('fails on an unknown id, naming the line, also when the paragraph has a rule reference', async () => {
    const err = await failure(render('One.\n\nSee rule 701.13b and [[no-such-term]].'));
    expect(err.message).toMatch(/no-such-term/);
    expect(err.line).toBe(3);
  });

  it.each(['[[Library]]', '[[ library ]]', '[[library|]]', '[[state based action]]'])(
    'fails on the malformed term link %s, naming the line',
    async (link) => {
      const err = await failure(render(`First.\n\nAn ${link} here.`));
      expect(err.message).toMatch(/Malformed term link/);
      expect(err.line).toBe(3);
    },
  );
});

describe('remark-no-raw-html', () => {
  it.each([
    '<meta http-equiv="refresh" content="4;url=https://example.invalid/phish">',
    '<script>alert(1)</script>',
    '<iframe src="https://evil.example/"></iframe>',
    'Text with <img src=x onerror=alert(2)> inside.',
    '<style>body{display:none}</style>',
  ])('refuses raw HTML, naming the line: %s', async (html) => {
    const err = await failure(render(`First.\n\n${html}\n`));
    expect(err.message).toMatch(/Raw HTML is not allowed in content/);
    expect(err.line).toBe(3);
  });

  it.each([
    '[click me](javascript:alert(3))',
    '[x](JaVaScRiPt:alert(1))',
    '![i](data:image/png;base64,AAAA)',
    '[v](vbscript:msgbox)',
  ])('refuses a script or data address: %s', async (md) => {
    const err = await failure(render(`First.\n\n${md}\n`));
    expect(err.message).toMatch(/Unsafe address/);
  });

  it('keeps ordinary links and an escaped angle bracket', async () => {
    const html = await render('A [link](https://example.org/x) and 3 \\< 4.');
    expect(html).toContain('<a href="https://example.org/x">link</a>');
    expect(html).toContain('3 &#x3C; 4');
  });
});

describe('rule blocks', () => {
  const rule = (over: Partial<RuleText>): RuleText => ({
    number: '701.13a',
    edition: '2024-08-02',
    lang: 'en',
    source: 'official',
    text: '',
    examples: [],
    anchor: over.number ?? '701.13a',
    page: '701.13',
    file: 'content/official/en/2024-08-02.json',
    line: 10,
    ...over,
  });
  const opts = { registry, base: '/', lang: 'en' as const, scope: 'current' as const };

  it('makes every rule an addressable block with its examples', () => {
    const html = renderRules(
      [
        rule({
          number: '701.13b',
          text: 'They can’t mill more. See rule 701.13a.',
          examples: ['Example: Two cards, told to mill three.'],
        }),
      ],
      opts,
    );
    expect(html).toContain(
      '<section id="701.13b" class="rule" data-rule="701.13b" data-depth="2">',
    );
    expect(html).toContain('<a href="#701.13b" class="rule-number">701.13b</a>');
    expect(html).toMatch(/<p class="rule-example">Example: Two cards, told to mill three\.<\/p>/);
    expect(html).toContain('href="/en/rules/701.13/#701.13a"');
  });

  it('shows official text as text, never as markup', () => {
    const html = renderRules(
      [
        rule({
          text: '[Cost]: <img src=x onerror=alert(1)> *not emphasis* [[mill]] \\[Do something\\]',
        }),
      ],
      opts,
    );
    expect(html).toContain(
      '[Cost]: &#x3C;img src=x onerror=alert(1)> *not emphasis* [[mill]] \\[Do something\\]',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<em>');
  });

  it('renders Grimoire’s own text as Markdown, with term links', () => {
    const html = renderRules(
      [rule({ source: 'paraphrase', text: 'A player *mills*: see [[mill]].' })],
      opts,
    );
    expect(html).toContain('<em>mills</em>');
    expect(html).toContain('class="term-ref"');
  });

  it('anchors the second copy of a number the official file repeats', () => {
    const html = renderRules(
      [rule({ number: '701.13a', anchor: '701.13a-2', text: 'Again.' })],
      opts,
    );
    expect(html).toContain('<section id="701.13a-2" class="rule" data-rule="701.13a"');
  });

  it('leaves as text, and reports, a number the official text cites that its edition lacks', () => {
    const report = new ReferenceReport();
    const html = renderRules([rule({ text: 'See rule 799.99.' })], { ...opts, report });
    expect(html).toContain('See rule 799.99.');
    expect(html).not.toContain('data-rule="799.99"');
    expect(report.absent.map((a) => a.number)).toEqual(['799.99']);
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
