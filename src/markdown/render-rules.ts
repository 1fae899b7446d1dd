/**
 * Renders rules (official text or Grimoire's own renderings) as the HTML of
 * their blocks, through the same plugins as every other piece of content:
 * rule references become links (resolved for the reader's language and the
 * rules' edition), term links and raw-HTML checks apply to Markdown, and
 * the result is sanitised.
 */
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';
import { VFile } from 'vfile';
import type { Lang } from '../content/schemas.ts';
import { entryPath, withBase } from '../urls/paths.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import type { RuleRef } from '../rules/rule-refs.ts';
import { SAFE_HTML_SCHEMA } from './rehype-safe-html.ts';
import type { ReferenceReport } from './reference-report.ts';
import remarkNoRawHtml from './remark-no-raw-html.ts';
import remarkRuleRefs from './remark-rule-refs.ts';
import remarkTermLinks from './remark-term-links.ts';
import { ruleBlocksTree } from './rule-blocks.ts';
import {
  resolveChapter,
  resolveRule,
  type LinkScope,
  type RuleResolution,
} from './rule-resolver.ts';

export interface RenderRulesOptions {
  registry: Registry;
  base: string;
  /** The reader's language (links go to pages in it). */
  lang: Lang;
  /** Where links go: today's rules, or within the rules' own edition. */
  scope: LinkScope;
  /** Where references to rules without text are collected. */
  report?: ReferenceReport;
  /**
   * Skip the sanitiser: only for official text, whose blocks are built from
   * text nodes and links of our own (nothing in it is ever parsed as markup).
   * It keeps rendering the whole archive fast.
   */
  trusted?: boolean;
  /** The blocks are copies beside the page's own (side by side): no ids. */
  copy?: boolean;
  /** Rewrites each block's hast before it is serialised (the glosses of English text). */
  transform?: (tree: HastRoot, rule: RuleText) => void;
}

/** The HTML of the rules' blocks, in the order given. Throws (file:line) on a bad reference in Grimoire's own text. */
export function renderRules(rules: readonly RuleText[], o: RenderRulesOptions): string {
  return rules
    .map((r) => {
      const source = o.copy ? { ...r, copy: true } : r;
      const hast = toHast(runPlugins(ruleBlocksTree([source]), r, o));
      const safe = o.trusted && r.source === 'official' ? hast : sanitize(hast, SAFE_HTML_SCHEMA);
      if (o.transform) o.transform(safe as HastRoot, r);
      return toHtml(safe);
    })
    .join('\n');
}

function runPlugins(tree: Root, r: RuleText, o: RenderRulesOptions): Root {
  const file = new VFile({ path: `${o.registry.root}/${r.file}` });
  const lineOffset = () => r.line - 1;
  const resolve = (ref: RuleRef): RuleResolution => {
    if (ref.kind === 'chapter') return resolveChapter(o.base, o.lang, ref.number);
    const res = resolveRule(o.registry, o.base, ref.number, o.lang, r.edition, o.scope);
    // A number the official text cites that its edition lacks is a slip in the published rules: left as text.
    if (res.status === 'unknown' && r.source === 'official') {
      o.report?.add({ number: ref.number, file: r.file, line: r.line });
      return { status: 'plain' };
    }
    return res;
  };
  if (r.source === 'paraphrase') remarkNoRawHtml({ lineOffset })(tree, file);
  remarkRuleRefs({
    resolve,
    lineOffset,
    onAbsent: (ref, _file, line) => o.report?.add({ number: ref.number, file: r.file, line }),
  })(tree, file);
  if (r.source === 'paraphrase') {
    remarkTermLinks({
      lineOffset,
      resolve: (id) => {
        const label = o.registry.label('glossary', id, o.lang);
        return label === undefined
          ? undefined
          : { href: withBase(o.base, entryPath(o.lang, 'glossary', id)), label };
      },
    })(tree, file);
  }
  return tree;
}

/**
 * A paragraph of official text (a glossary definition) as HTML: the text as
 * it is, with its rule references linked. Never parsed as markup.
 */
export function renderOfficialParagraph(
  text: string,
  edition: string,
  file: string,
  o: RenderRulesOptions,
): string {
  const rule: RuleText = {
    number: '',
    edition,
    lang: o.lang,
    source: 'official',
    text,
    examples: [],
    anchor: '',
    page: '',
    file,
    line: 1,
  };
  const tree: Root = {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }],
  };
  return toHtml(toHast(runPlugins(tree, rule, o)));
}
