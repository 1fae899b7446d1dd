/**
 * The mdast of a rules page: one addressable block per rule or subrule,
 *
 *   <section class="rule" id="701.13a" data-rule="701.13a" data-depth="2">
 *     <p><a class="rule-number" href="#701.13a">701.13a</a> …</p>
 *     <p class="rule-example">Example: …</p>
 *   </section>
 *
 * Official text becomes text nodes as it is (it is never parsed as
 * Markdown, so nothing in it can become markup); Grimoire's own renderings
 * are parsed as the Markdown they are. Pure.
 */
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { ruleDepth } from '../rules/rule-number.ts';

declare module 'mdast' {
  /** A rule with its examples; rendered as <section class="rule">. */
  interface RuleBlock extends Parent {
    type: 'ruleBlock';
    children: Paragraph[];
  }
  interface RootContentMap {
    ruleBlock: RuleBlock;
  }
}

/** What a block is made of. */
export interface BlockSource {
  number: string;
  /** The element id (the number, or "605.2c-2" for a repeated number). */
  anchor: string;
  text: string;
  examples: readonly string[];
  /** `official`: plain text; `paraphrase`: Markdown. */
  source: 'official' | 'paraphrase';
  /**
   * A second copy of a rule shown beside the first (side by side, in another
   * language): it has no id, and its number links to the first.
   */
  copy?: boolean;
}

/** Inline content of one paragraph's text. */
function inline(text: string, source: BlockSource['source']): PhrasingContent[] {
  if (source === 'official') return [{ type: 'text', value: text }];
  const first = fromMarkdown(text).children[0];
  return first?.type === 'paragraph' ? first.children : [{ type: 'text', value: text }];
}

/** The block of one rule. */
export function ruleBlock(r: BlockSource): import('mdast').RuleBlock {
  const number: PhrasingContent = {
    type: 'link',
    url: `#${r.anchor}`,
    children: [{ type: 'text', value: r.number }],
    data: { hProperties: { className: ['rule-number'] } },
  };
  const body = inline(r.text, r.source);
  const first: Paragraph = {
    type: 'paragraph',
    children: body.length ? [number, { type: 'text', value: ' ' }, ...body] : [number],
  };
  const examples: Paragraph[] = r.examples.map((e) => ({
    type: 'paragraph',
    children: inline(e, r.source),
    data: { hProperties: { className: ['rule-example'] } },
  }));
  return {
    type: 'ruleBlock',
    children: [first, ...examples],
    data: {
      hName: 'section',
      hProperties: {
        ...(r.copy ? {} : { id: r.anchor }),
        className: ['rule'],
        dataRule: r.number,
        dataDepth: String(ruleDepth(r.number)),
      },
    },
  };
}

/** A tree of blocks. */
export function ruleBlocksTree(rules: readonly BlockSource[]): Root {
  return { type: 'root', children: rules.map(ruleBlock) };
}
