/**
 * Wires Grimoire's remark plugins to the registry: the list that
 * astro.config.mjs hands to the unified processor, and that tests use to
 * render Markdown exactly as the site does.
 */
import { relative } from 'node:path';
import type { VFile } from 'vfile';
import type { Registry } from '../registry/registry.ts';
import type { Lang } from '../content/schemas.ts';
import { ancestorRuleNumbers } from '../rules/rule-number.ts';
import type { RuleRef } from '../rules/rule-refs.ts';
import { rulesIndexPath, withBase } from '../lib/paths.ts';
import { fileContext } from './file-context.ts';
import { ReferenceReport } from './reference-report.ts';
import remarkRuleBlocks from './remark-rule-blocks.ts';
import remarkRuleRefs, { type RuleResolution } from './remark-rule-refs.ts';
import remarkTermLinks from './remark-term-links.ts';

export interface GrimoirePluginOptions {
  registry: Registry;
  /** The site's base path, e.g. "/" or "/grimoire/". */
  base: string;
  /** Where absent references are collected. */
  report?: ReferenceReport;
  /** Project root, for report paths. */
  root?: string;
}

/** Resolves a rule reference made from a file (its language and edition). */
export function ruleResolver(registry: Registry, base: string) {
  return (ref: RuleRef, file: VFile): RuleResolution => {
    const { lang, edition, frontmatter } = fileContext(file);
    const r = resolveRule(
      registry,
      base,
      ref.kind === 'chapter' ? { chapter: ref.number } : { number: ref.number },
      lang,
      edition,
    );
    // Official text is not ours to fix: a number it cites that no edition has (a slip in the
    // published rules) is reported like a missing page instead of failing the build.
    if (r.status === 'unknown' && frontmatter.source === 'official') {
      return {
        status: 'absent',
        href: withBase(base, `${rulesIndexPath(lang)}#chapter-${ref.number.charAt(0)}`),
      };
    }
    return r;
  };
}

/**
 * Resolves a rule number cited against an edition: through the rule history
 * to the current edition (with `?was=&edition=` so the page says what the
 * number used to be), to the old edition's page when the rule was removed,
 * or to the nearest page when the rule has no text on the site yet.
 */
export function resolveRule(
  registry: Registry,
  base: string,
  ref: { number: string } | { chapter: string },
  lang: Lang,
  edition?: string,
): RuleResolution {
  if ('chapter' in ref)
    return {
      status: 'found',
      href: withBase(base, `${rulesIndexPath(lang)}#chapter-${ref.chapter}`),
    };
  const n = ref.number;
  if (!registry.isKnownRule(n)) return { status: 'unknown' };
  const moved = edition ? registry.toCurrent(n, edition) : undefined;
  if (moved?.status === 'current') {
    const path = registry.rulePath(moved.number, lang);
    if (path) {
      const [page = '', hash] = path.split('#');
      const query = moved.number === n ? '' : `?was=${encodeURIComponent(n)}&edition=${edition}`;
      return {
        status: 'found',
        href: withBase(base, `${page}${query}${hash ? `#${hash}` : ''}`),
        title: registry.rule(moved.number, lang)?.rule.pageTitle,
      };
    }
  }
  const editions = [edition, registry.current].filter((e): e is string => Boolean(e));
  for (const e of editions) {
    const path = registry.rulePath(n, lang, e);
    if (path)
      return {
        status: 'found',
        href: withBase(base, path),
        title: registry.rule(n, lang, e)?.rule.pageTitle,
      };
  }
  for (const a of ancestorRuleNumbers(n)) {
    for (const e of editions) {
      const path = registry.rulePath(a, lang, e);
      if (path) return { status: 'absent', href: withBase(base, path) };
    }
  }
  return {
    status: 'absent',
    href: withBase(base, `${rulesIndexPath(lang)}#chapter-${n.charAt(0)}`),
  };
}

type Transformer = (tree: never, file: VFile) => unknown;

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
        const e = err as { reason?: string; message: string; line?: number };
        const path = root && file.path ? relative(root, file.path) : (file.path ?? '?');
        report.fail(`${path}${e.line ? `:${e.line}` : ''}: ${e.reason ?? e.message}`);
        throw err;
      }
    };
  };
}

/** The remark plugins, in order, with their options. */
export function grimoireRemarkPlugins(o: GrimoirePluginOptions) {
  const report = o.report ?? new ReferenceReport();
  return [
    [remarkRuleBlocks, {}],
    [
      recording(remarkRuleRefs, report, o.root),
      {
        resolve: ruleResolver(o.registry, o.base),
        onAbsent: (ref: RuleRef, file: VFile, line: number | undefined) =>
          report.add({
            number: ref.number,
            file: o.root && file.path ? relative(o.root, file.path) : (file.path ?? '?'),
            line,
          }),
      },
    ],
    [
      recording(remarkTermLinks, report, o.root),
      {
        resolve: (id: string, file: VFile) => {
          const { lang } = fileContext(file);
          const label = o.registry.label('glossary', id, lang);
          return label === undefined
            ? undefined
            : { href: withBase(o.base, o.registry.entryPath('glossary', id, lang)), label };
        },
      },
    ],
  ] as const;
}
