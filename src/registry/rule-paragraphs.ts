/**
 * Reads the body of a rules file (Grimoire's own rendering of a rule) into
 * its numbered paragraphs, through mdast: each top-level paragraph that
 * opens with a rule number is a rule, and an "Example:" paragraph belongs to
 * the rule before it. The registry reads rules files only through this.
 */
import type { Paragraph, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { EXAMPLE_START, RULE_LINE_START } from '../rules/rule-number.ts';

/** One rule or subrule as written in a rules file. */
export interface RuleParagraph {
  /** The rule number, without a trailing period. */
  number: string;
  /** The rule's text after its number (Markdown source, trimmed). */
  text: string;
  /** Example paragraphs that follow it (Markdown source, with their "Example:" label). */
  examples: string[];
  /** 1-based line of the paragraph within the body. */
  line: number;
}

/** The Markdown source of a node. */
function sourceOf(body: string, node: RootContent): string {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? body.length;
  return body.slice(start, end);
}

/**
 * Reads the numbered paragraphs of a rules body. Returns them with any
 * problems found (text before the first number, unnumbered paragraphs).
 */
export function readRuleParagraphs(body: string): {
  rules: RuleParagraph[];
  problems: Array<{ line: number; message: string }>;
} {
  const rules: RuleParagraph[] = [];
  const problems: Array<{ line: number; message: string }> = [];
  const text = body.replace(/\r\n?/g, '\n');
  for (const node of fromMarkdown(text).children) {
    const line = node.position?.start.line ?? 1;
    const source = sourceOf(text, node).trim();
    const m = node.type === 'paragraph' ? RULE_LINE_START.exec(source) : null;
    if (m?.[1]) {
      rules.push({ number: m[1], text: source.slice(m[0].length).trim(), examples: [], line });
    } else if (
      node.type === 'paragraph' &&
      EXAMPLE_START.test(toString(node as Paragraph)) &&
      rules.length
    ) {
      rules[rules.length - 1]!.examples.push(source);
    } else {
      problems.push({
        line,
        message: 'paragraph is neither a numbered rule nor an example of one',
      });
    }
  }
  return { rules, problems };
}
