/**
 * Finds the link to the Comprehensive Rules text file on the rules page.
 * The page is parsed as HTML (hast-util-from-html, a maintained parser);
 * every `<a href>` and `<area href>` is resolved against the page's address
 * (or its `<base href>`), and the links whose file name ends in `.txt` and
 * names the Comprehensive Rules are kept, whatever the page's layout:
 * "MagicCompRules%2020260116.txt", "MagicCompRules_20121001.txt",
 * "MagicCompRules20xx.txt", in `/downloads/`, `/docs/` or any other folder.
 * Exactly one such file must be linked (a page may link it more than once);
 * zero or two is an error, as in every tool that does this.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { UpdateError } from './update-error.ts';

/** A file name that names the Comprehensive Rules ("MagicCompRules 20251114.txt", "Comprehensive Rules.txt"). */
const CR_NAME = /comp(?:rehensive)?[\s_.-]*rules/i;

/** The decoded file name at the end of a URL's path ("MagicCompRules 20251114.txt"). */
export function fileNameOf(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function hrefOf(node: Element): string | undefined {
  const href = node.properties?.href;
  return typeof href === 'string' && href.trim() ? href.trim() : undefined;
}

/** Every link target of the page, resolved to an absolute URL without its fragment. */
export function pageLinks(html: string, pageUrl: string): string[] {
  const tree: Root = fromHtml(html);
  let base = pageUrl;
  visit(tree, 'element', (node: Element) => {
    const href = node.tagName === 'base' ? hrefOf(node) : undefined;
    if (href && base === pageUrl) base = resolve(href, pageUrl) ?? pageUrl;
  });
  const out: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' && node.tagName !== 'area') return;
    const href = hrefOf(node);
    const abs = href && resolve(href, base);
    if (abs) out.push(abs);
  });
  return out;
}

function resolve(href: string, base: string): string | undefined {
  try {
    const u = new URL(href, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}

/** True for a URL of a Comprehensive Rules text file. */
export function isCrTextUrl(url: string): boolean {
  const name = fileNameOf(url);
  return name.toLowerCase().endsWith('.txt') && CR_NAME.test(name);
}

/** The one Comprehensive Rules text file the page links, or an UpdateError saying why not. */
export function findCrLink(html: string, pageUrl: string): string {
  const links = pageLinks(html, pageUrl);
  const found = [...new Set(links.filter(isCrTextUrl))];
  if (found.length === 1) return found[0]!;
  if (!found.length)
    throw new UpdateError(
      'links',
      `${pageUrl} links no Comprehensive Rules .txt file (${links.length} links read): the page's layout may have changed; open it in a browser and give the page that links the file with --page`,
    );
  throw new UpdateError(
    'links',
    `${pageUrl} links ${found.length} Comprehensive Rules .txt files (${found.join(', ')}); expected exactly one, so nothing was downloaded`,
  );
}
