/**
 * rehype plugin: glosses the game terms of an English text for a reader of
 * another language. Each term found (`glosses/match-terms.ts`) becomes
 *
 *   <span class="gloss" tabindex="0" data-gloss="library">library<span
 *     class="gloss-text" lang="it"> (grimorio)</span></span>
 *
 * The gloss text is read by screen readers in place and shown on hover,
 * focus or tap (CSS), or inline when the reader turns inline glosses on. A
 * form with two meanings carries both ("segnalino / neutralizzare"). Text in
 * links, code, rule numbers and glosses is left alone, so running the
 * plugin twice changes nothing. Pure: no I/O.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { h } from 'hastscript';
import { SKIP, visitParents } from 'unist-util-visit-parents';
import type { GlossDictionary } from '../glosses/gloss-dictionary.ts';
import { findTerms } from '../glosses/match-terms.ts';

export interface RehypeGlossesOptions {
  /** The English forms and what they gloss to, in the reader's language. */
  dictionary: GlossDictionary;
}

/** Elements whose text is never glossed. */
const SKIP_TAGS = new Set(['a', 'code', 'pre', 'kbd', 'script', 'style', 'button']);
const SKIP_CLASSES = ['gloss', 'rule-number'];

function skipped(node: Root | Element): boolean {
  if (node.type !== 'element') return false;
  if (SKIP_TAGS.has(node.tagName)) return true;
  const cls = node.properties.className;
  return Array.isArray(cls) && cls.some((c) => SKIP_CLASSES.includes(String(c)));
}

/** The pieces that replace one text node: text, and a gloss for each term in it. */
function glossed(node: Text, dict: GlossDictionary): ElementContent[] | undefined {
  const found = findTerms(node.value, dict);
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
          tabIndex: 0,
          dataGloss: f.entries.map((e) => e.id).join(' '),
          ...(f.entries.length > 1 ? { dataGlossAmbiguous: '' } : {}),
        },
        [node.value.slice(f.start, f.end), h('span.gloss-text', { lang: dict.lang }, ` (${text})`)],
      ),
    );
    at = f.end;
  }
  if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

/** The plugin. */
export default function rehypeGlosses(options: RehypeGlossesOptions) {
  return (tree: Root): void => {
    visitParents(tree, 'text', (node, ancestors) => {
      if (ancestors.some(skipped)) return SKIP;
      const parent = ancestors.at(-1) as Root | Element | undefined;
      const pieces = parent && glossed(node, options.dictionary);
      if (!parent || !pieces) return undefined;
      const index = parent.children.indexOf(node);
      parent.children.splice(index, 1, ...pieces);
      return [SKIP, index + pieces.length];
    });
  };
}
