/**
 * Renders imported rules as a Grimoire rules file (docs/content-format.md):
 * YAML front matter, then one paragraph per rule or subrule starting with
 * its number ("116.1." keeps its period, "116.2a" has none), each followed
 * by its example paragraphs. The publisher's text is escaped so that
 * Markdown shows it exactly as written: no emphasis, links, HTML, headings,
 * lists or code out of ordinary characters.
 */
import { stringify } from 'yaml';
import { parseRuleNumber } from '../rules/rule-number.ts';

/** One rule or subrule to render. */
export interface RuleToRender {
  /** "116.1" or "116.2a" (no trailing period). */
  number: string;
  /** Plain text; lines after the first continue the rule. */
  text: string;
  /** Plain example texts, each with its label ("Example: …"). */
  examples: readonly string[];
}

/** A rules page: one file of `content/rules/<lang>/<edition>/`. */
export interface RulesPageToRender {
  number: string;
  title: string;
  edition: string;
  /** The page's rules in order; empty for a section page. */
  rules: readonly RuleToRender[];
}

/** Characters that start inline Markdown anywhere in a line (GFM included). */
const INLINE_SPECIAL = /[\\`*_[\]<&~|]/g;

/**
 * Escapes a line's start when Markdown would read it as a block: headings
 * (#), quotes (>), list items (- + * or "1." "1)"), setext underlines (=, -),
 * thematic breaks and fences. Leading whitespace is dropped (Markdown would
 * drop it or make the line code).
 */
function escapeLineStart(line: string): string {
  const l = line.replace(/^[ \t]+/, '');
  const ordered = /^(\d{1,9})([.)])/.exec(l);
  if (ordered) return `${ordered[1]}\\${ordered[2]}${l.slice(ordered[0].length)}`;
  if (/^[#>+=-]/.test(l)) return `\\${l}`;
  return l;
}

/**
 * Escapes plain text so that Markdown (CommonMark + GFM) renders exactly this
 * text. Backslashes, `*`, `_`, backticks, brackets, `<`, `&`, `~` and `|` are
 * backslash-escaped everywhere; block markers at the start of every line
 * after the first, and of the first line too when `lineStart` is true (the
 * text opens a paragraph rather than following a rule number).
 *
 * Bare URLs and e-mail addresses still become links under GFM (the text
 * stays the same); the rules have none.
 */
export function escapeMarkdown(text: string, options: { lineStart?: boolean } = {}): string {
  return text
    .split('\n')
    .map((line, i) => {
      const inline = line.trim().replace(INLINE_SPECIAL, (c) => `\\${c}`);
      return i > 0 || options.lineStart ? escapeLineStart(inline) : inline;
    })
    .join('\n');
}

/** "116.1." for a numbered rule, "116.2a" for a subrule, "116" for a section. */
export function printedRuleNumber(number: string): string {
  const p = parseRuleNumber(number);
  return p && p.rule !== undefined && p.letter === undefined ? `${number}.` : number;
}

/** The Markdown paragraphs of one rule: its numbered paragraph, then its examples. */
export function ruleParagraphs(rule: RuleToRender): string[] {
  if (!rule.text.trim()) throw new Error(`rule ${rule.number} has no text to render`);
  return [
    `${printedRuleNumber(rule.number)} ${escapeMarkdown(rule.text)}`,
    ...rule.examples.map((e) => escapeMarkdown(e, { lineStart: true })),
  ];
}

/** A YAML scalar on one line (quoted when YAML needs it). */
function yamlScalar(value: string): string {
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

/** Renders a whole rules file with `source: official`. */
export function renderRulesPage(page: RulesPageToRender): string {
  const front = [
    '---',
    `number: "${page.number}"`,
    `title: ${yamlScalar(page.title)}`,
    `edition: "${page.edition}"`,
    'source: official',
    '---',
  ].join('\n');
  const body = page.rules.flatMap(ruleParagraphs).join('\n\n');
  return body ? `${front}\n${body}\n` : `${front}\n`;
}
