/**
 * remark plugin: in a rules file, turns every top-level paragraph that starts
 * with a rule number ("701.13a …", "116.1. …") into an addressable block
 *
 *   <section class="rule" id="701.13a" data-rule="701.13a" data-depth="2">
 *     <p><a class="rule-number" href="#701.13a">701.13a</a> …</p>
 *     <p class="rule-example">Example: …</p>
 *   </section>
 *
 * Example paragraphs ("Example:", "Esempio:", "例：") join the block before
 * them. Running it twice changes nothing: a transformed paragraph no longer
 * starts with text.
 */
import type { Link, Root, RootContent, Text } from 'mdast';
import type { VFile } from 'vfile';
import { EXAMPLE_START, RULE_LINE_START, parseRuleNumber } from '../rules/rule-number.ts';

export interface Options {
  /**
   * Which files are rules files. Default: files whose path contains
   * `/rules/` (i.e. `content/rules/<lang>/<edition>/<number>.md`).
   */
  isRulesFile?: (file: VFile) => boolean;
}

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

const defaultIsRulesFile = (file: VFile) => /[\\/]rules[\\/]/.test(file.path ?? '');

/** Depth of a number: 701 → 0, 701.13 → 1, 701.13b → 2. */
function depth(num: string): number {
  const p = parseRuleNumber(num);
  if (!p || p.rule === undefined) return 0;
  return p.letter ? 2 : 1;
}

export default function remarkRuleBlocks(options: Options = {}) {
  const isRulesFile = options.isRulesFile ?? defaultIsRulesFile;
  return (tree: Root, file: VFile) => {
    if (!isRulesFile(file)) return;
    const out: RootContent[] = [];
    let current: import('mdast').RuleBlock | undefined;
    for (const node of tree.children) {
      const first = node.type === 'paragraph' ? node.children[0] : undefined;
      const m = first?.type === 'text' ? RULE_LINE_START.exec(first.value) : null;
      if (node.type === 'paragraph' && first?.type === 'text' && m?.[1]) {
        const num = m[1];
        const numberLink: Link = {
          type: 'link',
          url: `#${num}`,
          children: [{ type: 'text', value: num }],
          data: { hProperties: { className: ['rule-number'] } },
        };
        const rest: Text = { ...first, value: first.value.slice(m[0].length) };
        node.children.splice(0, 1, numberLink, rest);
        current = {
          type: 'ruleBlock',
          children: [node],
          data: {
            hName: 'section',
            hProperties: {
              id: num,
              className: ['rule'],
              dataRule: num,
              dataDepth: String(depth(num)),
            },
          },
        };
        out.push(current);
      } else if (
        node.type === 'paragraph' &&
        first?.type === 'text' &&
        EXAMPLE_START.test(first.value) &&
        current
      ) {
        node.data = { ...node.data, hProperties: { className: ['rule-example'] } };
        current.children.push(node);
      } else {
        current = undefined;
        out.push(node);
      }
    }
    tree.children = out;
  };
}
