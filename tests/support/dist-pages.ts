/** Reads every HTML page of a built site with a real HTML parser (hast). */
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
  html: string;
  tree: Root;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith('.html') ? [join(dir, d.name)] : [],
  );
}

export function readPages(dist: string): DistPage[] {
  return walk(dist).map((path) => {
    const file = relative(dist, path).split('\\').join('/');
    const html = readFileSync(path, 'utf8');
    const url = `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
    return { file, url, html, tree: fromHtml(html) };
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
