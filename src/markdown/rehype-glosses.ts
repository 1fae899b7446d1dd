/**
 * rehype plugin: glosses the game terms of an English text for a reader of
 * another language. Each term found (`glosses/match-terms.ts`) and chosen
 * (`glosses/select-glosses.ts`: once per tree, which is one rule, and never
 * a word every reader knows) becomes
 *
 *   <span class="gloss" data-gloss="library">library<span
 *     class="gloss-text" lang="it"> (grimorio)</span></span>
 *
 * The gloss text is read by screen readers in place and shown on hover or
 * tap of the term, when the rule has the keyboard focus, or inline when the
 * reader turns inline glosses on (CSS). A gloss is not a tab stop: a
 * keyboard reader's Tab goes from rule to rule, not from word to word. A
 * form with two meanings carries both ("segnalino / neutralizzare"). Text
 * in links, code, rule numbers and glosses is left alone, and terms already
 * glossed count as seen, so running the plugin twice changes nothing.
 * Pure: no I/O.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { h } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import type { GlossDictionary } from '../glosses/gloss-dictionary.ts';
import { findTerms } from '../glosses/match-terms.ts';
import { selectGlosses } from '../glosses/select-glosses.ts';

export interface RehypeGlossesOptions {
  /** The English forms and what they gloss to, in the reader's language. */
  dictionary: GlossDictionary;
  /** How the gloss follows the term: " (grimorio)", "（墓地）". Default: a space and round brackets. */
  wrap?: (gloss: string) => string;
}

/** Elements whose text is never glossed. */
const SKIP_TAGS = new Set(['a', 'code', 'pre', 'kbd', 'script', 'style', 'button']);
const SKIP_CLASSES = ['gloss', 'rule-number'];

const classes = (node: Element) => {
  const cls = node.properties.className;
  return Array.isArray(cls) ? cls.map(String) : [];
};

function skipped(node: Root | Element): boolean {
  if (node.type !== 'element') return false;
  if (SKIP_TAGS.has(node.tagName)) return true;
  return classes(node).some((c) => SKIP_CLASSES.includes(c));
}

/** What the tree has glossed already (a second run glosses nothing new). */
function glossedIn(tree: Root): Set<string> {
  const seen = new Set<string>();
  visit(tree, 'element', (el) => {
    if (!classes(el).includes('gloss')) return undefined;
    seen.add(
      String(el.properties.dataGloss ?? '')
        .split(' ')
        .sort()
        .join(' '),
    );
    return SKIP;
  });
  return seen;
}

/** The pieces that replace one text node: text, and a gloss for each chosen term in it. */
function glossed(
  node: Text,
  o: Required<RehypeGlossesOptions>,
  seen: Set<string>,
): ElementContent[] | undefined {
  const dict = o.dictionary;
  const found = selectGlosses(findTerms(node.value, dict), dict.known, seen);
  if (!found.length) return undefined;
  const out: ElementContent[] = [];
  let at = 0;
  for (const f of found) {
    if (f.start > at) out.push({ type: 'text', value: node.value.slice(at, f.start) });
    const text = f.entries.map((e) => e.gloss).join(' / ');
    out.push(
      h(
        'span.gloss',
        {
          dataGloss: f.entries.map((e) => e.id).join(' '),
          ...(f.entries.length > 1 ? { dataGlossAmbiguous: '' } : {}),
        },
        [node.value.slice(f.start, f.end), h('span.gloss-text', { lang: dict.lang }, o.wrap(text))],
      ),
    );
    at = f.end;
  }
  if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

/** The plugin. */
export default function rehypeGlosses(options: RehypeGlossesOptions) {
  const o: Required<RehypeGlossesOptions> = { wrap: (g) => ` (${g})`, ...options };
  return (tree: Root): void => {
    const seen = glossedIn(tree);
    visitParents(tree, 'text', (node, ancestors) => {
      if (ancestors.some(skipped)) return SKIP;
      const parent = ancestors.at(-1) as Root | Element | undefined;
      const pieces = parent && glossed(node, o, seen);
      if (!parent || !pieces) return undefined;
      const index = parent.children.indexOf(node);
      parent.children.splice(index, 1, ...pieces);
      return [SKIP, index + pieces.length];
    });
  };
}
