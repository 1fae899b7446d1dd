/**
 * Wires Grimoire's remark plugins to the registry: the list that
 * astro.config.mjs hands to the unified processor, and that tests use to
 * render Markdown exactly as the site does.
 */
import { relative } from 'node:path';
import type { VFile } from 'vfile';
import type { Registry } from '../registry/registry.ts';
import type { RuleRef } from '../rules/rule-refs.ts';
import { entryPath, withBase } from '../urls/paths.ts';
import { fileContext } from './file-context.ts';
import { ReferenceReport } from './reference-report.ts';
import rehypeSafeHtml from './rehype-safe-html.ts';
import remarkNoRawHtml from './remark-no-raw-html.ts';
import remarkRuleRefs from './remark-rule-refs.ts';
import remarkTermLinks from './remark-term-links.ts';
import { resolveChapter, resolveRule, type RuleResolution } from './rule-resolver.ts';

export interface GrimoirePluginOptions {
  registry: Registry;
  /** The site's base path, e.g. "/" or "/grimoire/". */
  base: string;
  /** Where absent references are collected. */
  report?: ReferenceReport;
  /** Project root, for report paths. */
  root?: string;
}

/** Resolves a rule reference made from a content file (its language and edition). */
export function ruleResolver(registry: Registry, base: string) {
  return (ref: RuleRef, file: VFile): RuleResolution => {
    const { lang, edition, collection } = fileContext(file);
    if (ref.kind === 'chapter') return resolveChapter(base, lang, ref.number);
    // Grimoire's renderings of rules link within their own edition; entries link to today's rules.
    if (collection === 'rules')
      return resolveRule(registry, base, ref.number, lang, edition ?? registry.current, 'edition');
    const r = resolveRule(registry, base, ref.number, lang, edition ?? registry.current);
    if (r.status !== 'found' && r.status !== 'absent') return r;
    // An entry shows today's number of the rule it links to, so text and link agree.
    const { target, targetEdition, rule } = r.data;
    return targetEdition === registry.current && target !== rule ? { ...r, shown: target } : r;
  };
}

type Transformer = (tree: never, file: VFile) => unknown;

/** A file's path as messages show it: relative to the project root. */
function shown(file: VFile, root?: string): string {
  return root && file.path ? relative(root, file.path) : (file.path ?? '?');
}

/**
 * Wraps a plugin so that a fatal message it throws is also recorded in the
 * report: Astro's content loader logs a failing file and goes on, so the
 * build checks the report and fails (see astro.config.mjs).
 */
function recording<O>(plugin: (options: O) => Transformer, report: ReferenceReport, root?: string) {
  return (options: O) => {
    const transform = plugin(options);
    return (tree: never, file: VFile) => {
      try {
        return transform(tree, file);
      } catch (err) {
        const e = err as {
          reason?: string;
          message: string;
          line?: number;
          place?: { line?: number };
        };
        const line = e.line ?? e.place?.line;
        report.fail(`${shown(file, root)}${line ? `:${line}` : ''}: ${e.reason ?? e.message}`);
        throw err;
      }
    };
  };
}

/** The remark plugins, in order, with their options. */
export function grimoireRemarkPlugins(o: GrimoirePluginOptions) {
  const report = o.report ?? new ReferenceReport();
  const lineOffset = (file: VFile) =>
    String(file.value ?? '').startsWith('---') || !file.path
      ? 0
      : o.registry.bodyLineOffset(file.path);
  return [
    [recording(remarkNoRawHtml, report, o.root), { lineOffset }],
    [
      recording(remarkRuleRefs, report, o.root),
      {
        // Read through `o` on every file: in `npm run dev` the registry is replaced when content changes.
        resolve: (ref: RuleRef, file: VFile) => ruleResolver(o.registry, o.base)(ref, file),
        lineOffset,
        onAbsent: (ref: RuleRef, file: VFile, line: number | undefined) =>
          report.add({ number: ref.number, file: shown(file, o.root), line }),
      },
    ],
    [
      recording(remarkTermLinks, report, o.root),
      {
        lineOffset,
        resolve: (id: string, file: VFile) => {
          const { lang } = fileContext(file);
          const label = o.registry.label('glossary', id, lang);
          return label === undefined
            ? undefined
            : { href: withBase(o.base, entryPath(lang, 'glossary', id)), label };
        },
      },
    ],
  ] as const;
}

/** The rehype plugins, in order: raw HTML is sanitised (see rehype-safe-html.ts). */
export function grimoireRehypePlugins() {
  return [[rehypeSafeHtml, {}]] as const;
}
