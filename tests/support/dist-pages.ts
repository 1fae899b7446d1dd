/** Reads the HTML pages of a built site with a real HTML parser (hast). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';

export interface DistPage {
  /** Path relative to dist, e.g. "en/rules/701.13/index.html". */
  file: string;
  /** URL path the page is served at, e.g. "/en/rules/701.13/". */
  url: string;
  /** The page's size in characters (its HTML is read again where a check needs it). */
  length: number;
  /** The ids of its elements, which a link's #fragment may name. */
  ids: Set<string>;
  /** The href of each of its links, as written. */
  links: string[];
  /** The content of each of its Content-Security-Policy meta elements. */
  csp: string[];
  /** The href of each stylesheet it links. */
  stylesheets: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith('.html') ? [join(dir, d.name)] : [],
  );
}

/** What the checks over a page read of it, from its HTML parsed once. */
function summarize(tree: Root): Omit<DistPage, 'file' | 'url' | 'length'> {
  const page: Omit<DistPage, 'file' | 'url' | 'length'> = {
    ids: new Set(),
    links: [],
    csp: [],
    stylesheets: [],
  };
  visit(tree, 'element', (e: Element) => {
    const { id, href, httpEquiv, content, rel } = e.properties;
    if (id !== undefined) page.ids.add(String(id));
    if (e.tagName === 'a' && typeof href === 'string') page.links.push(href);
    if (e.tagName === 'link' && String(rel) === 'stylesheet') page.stylesheets.push(String(href));
    if (e.tagName === 'meta' && String(httpEquiv ?? '').toLowerCase() === 'content-security-policy')
      page.csp.push(String(content));
  });
  return page;
}

/**
 * Every HTML page of a built site, each parsed and summarised in turn: the
 * trees of a whole site held at once took 1.4 GB and more than twice the time,
 * most of it collecting garbage.
 */
export function readPages(dist: string): DistPage[] {
  return walk(dist).map((path) => {
    const file = relative(dist, path).split('\\').join('/');
    const html = readFileSync(path, 'utf8');
    const url = `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
    return { file, url, length: html.length, ...summarize(fromHtml(html)) };
  });
}

/** Every element of a page matching a predicate. */
export function elements(tree: Root, test: (e: Element) => boolean): Element[] {
  const out: Element[] = [];
  visit(tree, 'element', (e: Element) => {
    if (test(e)) out.push(e);
  });
  return out;
}
