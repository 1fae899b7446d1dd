/**
 * Splits the body of a rules file into its numbered paragraphs. Shared by the
 * registry (which needs every number and its text) and `remark-rule-blocks`
 * (which renders them), so both agree on what a rule paragraph is.
 */
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

/** Paragraphs of a Markdown body, separated by blank lines, with their starting lines. */
function paragraphs(body: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let buf: string[] = [];
  let start = 0;
  lines.forEach((l, i) => {
    if (l.trim() === '') {
      if (buf.length) out.push({ text: buf.join('\n').trim(), line: start + 1 });
      buf = [];
    } else {
      if (!buf.length) start = i;
      buf.push(l);
    }
  });
  if (buf.length) out.push({ text: buf.join('\n').trim(), line: start + 1 });
  return out;
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
  for (const p of paragraphs(body)) {
    const m = RULE_LINE_START.exec(p.text);
    if (m && m[1]) {
      rules.push({
        number: m[1],
        text: p.text.slice(m[0].length).trim(),
        examples: [],
        line: p.line,
      });
    } else if (EXAMPLE_START.test(p.text) && rules.length) {
      rules[rules.length - 1]!.examples.push(p.text);
    } else {
      problems.push({
        line: p.line,
        message: 'paragraph is neither a numbered rule nor an example of one',
      });
    }
  }
  return { rules, problems };
}
