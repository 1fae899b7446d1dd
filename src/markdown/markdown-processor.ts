/**
 * The one Markdown pipeline: the unified processor astro.config.mjs installs
 * for content files, and a renderer for Markdown held in front matter
 * (card rulings) and for tests — so every piece of Markdown on the site goes
 * through the same plugins.
 */
import { pathToFileURL } from 'node:url';
import { unified } from '@astrojs/markdown-remark';
import type { Registry } from '../registry/registry.ts';
import { grimoireRehypePlugins, grimoireRemarkPlugins } from './grimoire-plugins.ts';
import type { ReferenceReport } from './reference-report.ts';

export interface ProcessorOptions {
  registry: Registry;
  base: string;
  report?: ReferenceReport;
  root?: string;
}

/** The unified processor with Grimoire's plugins. */
export function grimoireProcessor(o: ProcessorOptions) {
  return unified({
    // Plugin tuples are typed loosely by unified; our list is checked where it is built.
    remarkPlugins: grimoireRemarkPlugins(o) as never,
    rehypePlugins: grimoireRehypePlugins() as never,
    smartypants: false,
  });
}

const renderers = new WeakMap<
  Registry,
  Map<string, ReturnType<ReturnType<typeof grimoireProcessor>['createRenderer']>>
>();

/** Renders Markdown as if it were in `file` with `frontmatter`; returns HTML. */
export async function renderMarkdown(
  o: ProcessorOptions,
  source: string,
  file: string,
  frontmatter: Record<string, unknown> = {},
): Promise<string> {
  // One renderer per registry and base; a caller collecting a report gets its own.
  let byBase = renderers.get(o.registry);
  if (!byBase) renderers.set(o.registry, (byBase = new Map()));
  let pending = o.report ? undefined : byBase.get(o.base);
  if (!pending) {
    pending = grimoireProcessor(o).createRenderer({ syntaxHighlight: false });
    if (!o.report) byBase.set(o.base, pending);
  }
  const renderer = await pending;
  const { code } = await renderer.render(source, { fileURL: pathToFileURL(file), frontmatter });
  return code;
}
