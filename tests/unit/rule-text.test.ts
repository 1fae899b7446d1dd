/**
 * A rule as text (src/markdown/rule-text.ts), the one way every output reads
 * a rule's words: official text kept as it is, a paraphrase's Markdown read
 * as a reader sees it, its term links named in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/content/schemas.ts';
import { ruleExcerpt, rulePlainExamples, rulePlainText } from '../../src/markdown/rule-text.ts';
import type { RuleText } from '../../src/registry/registry.ts';

const names: Record<string, Partial<Record<Lang, string>>> = {
  sorcery: { en: 'sorcery', it: 'stregoneria', ja: 'ソーサリー' },
};
const registry = { label: (_c: string, id: string, lang: Lang) => names[id]?.[lang] };

function rule(source: RuleText['source'], text: string, examples: string[] = []): RuleText {
  return {
    number: '307.1',
    edition: '2025-11-14',
    lang: 'it',
    source,
    text,
    examples,
    anchor: '307.1',
    page: '307.1',
    file: 'content/rules/it/2025-11-14/307.md',
    line: 3,
  };
}

describe('rulePlainText', () => {
  it('names a paraphrase’s term in the reader’s language and drops the Markdown marks', () => {
    const r = rule(
      'paraphrase',
      'Si lancia una [[sorcery]] solo *durante* la propria fase principale.',
    );
    expect(rulePlainText(registry, r, { lang: 'it' })).toBe(
      'Si lancia una stregoneria solo durante la propria fase principale.',
    );
    expect(rulePlainText(registry, r, { lang: 'ja' })).toBe(
      'Si lancia una ソーサリー solo durante la propria fase principale.',
    );
  });

  it('keeps official text as it is, asterisks and brackets included', () => {
    const r = rule('official', 'A player may cast a *sorcery* [[only]] then.');
    expect(rulePlainText(registry, r, { lang: 'en' })).toBe(r.text);
  });

  it('adds the examples after the text only when asked, on one line', () => {
    const r = rule('paraphrase', 'Testo.', ['Esempio: una **[[sorcery]]**.', 'Esempio: due.']);
    expect(rulePlainText(registry, r, { lang: 'it' })).toBe('Testo.');
    expect(rulePlainText(registry, r, { lang: 'it', examples: true })).toBe(
      'Testo. Esempio: una stregoneria. Esempio: due.',
    );
    const o = rule('official', 'Text.', ['Example: one.']);
    expect(rulePlainText(registry, o, { lang: 'en', examples: true })).toBe('Text. Example: one.');
  });

  it('gives the examples one by one as plain text', () => {
    const r = rule('paraphrase', 'Testo.', ['Esempio: una *[[sorcery]]*.', 'Esempio: due.']);
    expect(rulePlainExamples(registry, r, { lang: 'it' })).toEqual([
      'Esempio: una stregoneria.',
      'Esempio: due.',
    ]);
  });

  it('cuts an excerpt at a word, after the term links are named', () => {
    const r = rule(
      'paraphrase',
      'Una [[sorcery]] si lancia soltanto nella propria fase principale.',
    );
    expect(ruleExcerpt(registry, r, 30, { lang: 'it' })).toBe('Una stregoneria si lancia…');
  });
});
