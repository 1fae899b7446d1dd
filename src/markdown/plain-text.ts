/**
 * Markdown → plain text, the one way: for search data, meta descriptions,
 * link previews and snippets. Parses with mdast (as the pages do), turns
 * `[[id]]` term links into the term's name in the reader's language (or the
 * author's label), and takes the text with `mdast-util-to-string`, so
 * emphasis marks and backslash escapes never reach a reader.
 */
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { findAndReplace } from 'mdast-util-find-and-replace';
import { toString } from 'mdast-util-to-string';
import { TERM_BRACKETS, parseTermLink } from './remark-term-links.ts';

export interface PlainTextOptions {
  /** A glossary term's name in the reader's language; undefined when unknown (the id is shown). */
  label?: (id: string) => string | undefined;
}

/** The plain text of a Markdown string, its paragraphs joined by single spaces. */
export function markdownToPlainText(md: string, options: PlainTextOptions = {}): string {
  const tree: Root = fromMarkdown(md);
  findAndReplace(tree, [
    [
      new RegExp(TERM_BRACKETS.source, 'g'),
      (whole: string, inside: string) => {
        const t = parseTermLink(inside);
        if (!t) return whole;
        return t.label ?? options.label?.(t.id) ?? t.id;
      },
    ],
  ]);
  return tree.children
    .map((node) => toString(node, { includeImageAlt: false }))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A text cut to at most `max` characters at a word (or, in Japanese, a
 * character) boundary, with "…" when it was cut.
 */
export function excerpt(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const cjk = /[\u3000-\u9fff\uff00-\uffef]/.test(cut.slice(-1));
  const head = !cjk && space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:、，]+$/, '')}…`;
}
