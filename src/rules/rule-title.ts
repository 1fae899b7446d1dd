/**
 * A numbered rule's own heading: in the official text, rules such as
 * "701.17. Mill" or "702.19. Trample" are headings of their subrules, while
 * "116.1. Special actions are…" is a sentence. Pages show the heading as
 * their title; the history matcher pairs rules by it.
 */

/** Headings longer than this, or ending like a sentence, are not headings. */
const MAX_TITLE = 60;

/** The rule's text when it reads as a heading (short, one line, not a sentence), else undefined. */
export function ruleHeading(text: string): string | undefined {
  const t = text.trim();
  if (t && t.length <= MAX_TITLE && !t.includes('\n') && !/[.:;,。：；）)”"]$/.test(t)) return t;
  return undefined;
}
