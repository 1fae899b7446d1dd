/**
 * A rule as text, the one way: every output that shows or reads a rule's
 * words without its page's markup (search documents, meta descriptions,
 * short-link previews, history and compare lines, the API, rule labels,
 * cross-references) takes them from here.
 *
 * Official text is plain already and kept as it is. A paraphrase (Grimoire's
 * own rendering) is Markdown: it goes through `markdownToPlainText`, so its
 * `[[id]]` term links become the term's name in the reader's language and
 * no emphasis mark or escape reaches a reader. Examples, when asked for,
 * follow the text; like the paragraphs of `markdownToPlainText`, the parts
 * are joined by single spaces, so a rule's plain text is one line.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { excerpt, markdownToPlainText } from './plain-text.ts';

/** What the text is for. */
export interface RuleTextOptions {
  /** The reader's language: a paraphrase's `[[id]]` becomes the term's name in it. */
  lang: Lang;
  /** Also the rule's examples, after its text (default: the text alone). */
  examples?: boolean;
}

/** The registry's part that names glossary terms. */
type Labels = Pick<Registry, 'label'>;

/** A rule's text (and, when asked, its examples) as plain text. */
export function rulePlainText(registry: Labels, r: RuleText, o: RuleTextOptions): string {
  const parts = o.examples ? [r.text, ...r.examples] : [r.text];
  if (r.source === 'official') return parts.join(' ');
  const label = (id: string) => registry.label('glossary', id, o.lang);
  // Each part its own paragraph, as on the page; the paragraphs come back joined by spaces.
  return markdownToPlainText(parts.join('\n\n'), { label });
}

/** A rule's examples, each as plain text ("Example: …"). */
export function rulePlainExamples(
  registry: Labels,
  r: RuleText,
  o: Pick<RuleTextOptions, 'lang'>,
): string[] {
  if (r.source === 'official') return [...r.examples];
  const label = (id: string) => registry.label('glossary', id, o.lang);
  return r.examples.map((e) => markdownToPlainText(e, { label }));
}

/** A rule's plain text cut to at most `max` characters at a word boundary, "…" when cut. */
export function ruleExcerpt(
  registry: Labels,
  r: RuleText,
  max: number,
  o: RuleTextOptions,
): string {
  return excerpt(rulePlainText(registry, r, o), max);
}
