/**
 * Rendering imported rules as Markdown: the escaping must give back exactly
 * the publisher's text when Markdown (CommonMark + GFM, as on the site) reads
 * it, and the site's rule-block plugin must still find every rule.
 */
import { describe, expect, it } from 'vitest';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import type { Paragraph, Root } from 'mdast';
import { VFile } from 'vfile';
import {
  escapeMarkdown,
  printedRuleNumber,
  renderRulesPage,
} from '../../src/importer/to-markdown.ts';
import { readRuleParagraphs } from '../../src/registry/rule-paragraphs.ts';
import { splitFrontMatter } from '../../src/registry/front-matter.ts';
import remarkRuleBlocks from '../../src/markdown/remark-rule-blocks.ts';

const parse = (md: string) =>
  remark().use(remarkGfm).runSync(remark().use(remarkGfm).parse(md)) as Root;

/** The plain text of a document that must be exactly one paragraph of plain text. */
function plainParagraph(md: string): string {
  const tree = parse(md);
  expect(tree.children.map((c) => c.type)).toEqual(['paragraph']);
  const p = tree.children[0] as Paragraph;
  expect(p.children.map((c) => c.type)).toEqual(['text']);
  return (p.children[0] as { value: string }).value;
}

const NASTY = [
  'Put a [-1] counter on it; [[mill]] is not a term link source, nor is [x](y) a link.',
  'Text with *stars*, **bold**, _under_scores_, __double__ and `code`.',
  'HTML <b>bold</b>, <!-- comment -->, <draw two> and &amp; &copy; &#65; entities.',
  'A back\\slash, a trailing backslash \\',
  'Tildes ~struck~ and ~~struck~~, a pipe | here.',
  'Power 1+* and 2x*, {T}: add {C}; “quotes” — dashes – and ‘single’ ones.',
  'Ends with two spaces is trimmed, but an exclamation! ![image](x) stays text.',
];

const LINE_STARTS = [
  '# heading',
  '## heading',
  '> quote',
  '- item',
  '+ item',
  '* item',
  '1. ordered',
  '1) ordered',
  '42. ordered',
  '---',
  '***',
  '___',
  '===',
  '```js',
  '~~~',
  '<div>block</div>',
  '| a | b |',
  '|---|---|',
  '[label]: /somewhere',
  '[^1]: footnote',
  '- [ ] task',
];

describe('escapeMarkdown', () => {
  it.each(NASTY)('gives back %j after a rule number', (text) => {
    expect(plainParagraph(`100.1a ${escapeMarkdown(text)}`)).toBe(`100.1a ${text}`);
  });

  it.each(NASTY)('gives back %j at the start of a paragraph', (text) => {
    expect(plainParagraph(escapeMarkdown(text, { lineStart: true }))).toBe(text);
  });

  it.each(LINE_STARTS)('keeps a continuation line starting %j in the paragraph', (line) => {
    const text = `First line of the rule.\n${line} and more`;
    expect(plainParagraph(`100.2a ${escapeMarkdown(text)}`)).toBe(`100.2a ${text}`);
    expect(plainParagraph(escapeMarkdown(line, { lineStart: true }))).toBe(line);
  });

  it('keeps a continuation line that is only a setext underline or a table delimiter', () => {
    for (const line of ['===', '---', '|---|---|', '-']) {
      const text = `First line.\n${line}`;
      expect(plainParagraph(`100.2a ${escapeMarkdown(text)}`)).toBe(`100.2a ${text}`);
    }
  });

  it('keeps the text of bare URLs and e-mail addresses, which GFM still links', () => {
    const text = 'See <https://example.org>, www.example.org and someone@example.org.';
    const tree = parse(`100.1 ${escapeMarkdown(text)}`);
    const plain = (n: { value?: string; children?: unknown[] }): string =>
      n.value ?? (n.children ?? []).map((c) => plain(c as never)).join('');
    expect(plain(tree.children[0] as never)).toBe(`100.1 ${text}`);
  });

  it('drops indentation that would make code, and leaves Japanese alone', () => {
    expect(plainParagraph(`100.1 ${escapeMarkdown('a\n        indented')}`)).toBe(
      '100.1 a\nindented',
    );
    expect(escapeMarkdown('「できない」という効果が優先される。rule 702.139〔相棒〕参照。')).toBe(
      '「できない」という効果が優先される。rule 702.139〔相棒〕参照。',
    );
  });
});

describe('renderRulesPage', () => {
  const rules = [
    { number: '701.2', text: 'Double', examples: [] },
    {
      number: '701.2a',
      text: 'To double [-1], multiply it by *two*.\n# Still the same rule.',
      examples: ['Example: A <b>test</b> example.', 'Example: - another one.'],
    },
    { number: '701.2b', text: 'Last_one.', examples: [] },
  ];
  const md = renderRulesPage({ number: '701.2', title: 'Double', edition: '2021-03-05', rules });

  it('writes the front matter and one paragraph per rule, numbered rules with their period', () => {
    expect(
      md.startsWith(
        '---\nnumber: "701.2"\ntitle: Double\nedition: "2021-03-05"\nsource: official\n---\n701.2. Double\n\n701.2a ',
      ),
    ).toBe(true);
    expect(printedRuleNumber('701.2')).toBe('701.2.');
    expect(printedRuleNumber('701.2a')).toBe('701.2a');
    expect(printedRuleNumber('701')).toBe('701');
  });

  it('is read back by the registry as the same rules and examples', () => {
    const { body, data } = splitFrontMatter(md, 'x.md');
    expect(data).toEqual({
      number: '701.2',
      title: 'Double',
      edition: '2021-03-05',
      source: 'official',
    });
    const { rules: read, problems } = readRuleParagraphs(body);
    expect(problems).toEqual([]);
    expect(read.map((r) => [r.number, r.examples.length])).toEqual([
      ['701.2', 0],
      ['701.2a', 2],
      ['701.2b', 0],
    ]);
    const tree = parse(body);
    const texts = tree.children.map((c) =>
      c.type === 'paragraph' && c.children.length === 1 && c.children[0]!.type === 'text'
        ? c.children[0]!.value
        : c.type,
    );
    expect(texts).toEqual([
      '701.2. Double',
      '701.2a To double [-1], multiply it by *two*.\n# Still the same rule.',
      'Example: A <b>test</b> example.',
      'Example: - another one.',
      '701.2b Last_one.',
    ]);
  });

  it('gives every rule its block on the page', () => {
    const { body } = splitFrontMatter(md, 'x.md');
    const processor = remark().use(remarkGfm).use(remarkRuleBlocks);
    const tree = processor.runSync(
      processor.parse(body),
      new VFile({ path: '/c/rules/en/2021-03-05/701.2.md' }),
    ) as Root;
    const blocks = tree.children.filter((c) => c.type === 'ruleBlock');
    const id = (b: (typeof blocks)[number]) =>
      (b.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id;
    expect(blocks.map((b) => [id(b), b.children.length])).toEqual([
      ['701.2', 1],
      ['701.2a', 3],
      ['701.2b', 1],
    ]);
  });

  it('quotes a title that YAML would misread and writes a section page with an empty body', () => {
    const page = renderRulesPage({
      number: '702',
      title: 'Keyword: Abilities',
      edition: '2021-03-05',
      rules: [],
    });
    expect(page).toBe(
      '---\nnumber: "702"\ntitle: "Keyword: Abilities"\nedition: "2021-03-05"\nsource: official\n---\n',
    );
  });
});
