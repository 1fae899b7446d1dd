/**
 * remark plugin: content is Markdown, never HTML. Raw HTML (`<meta
 * http-equiv=refresh>`, `<iframe>`, `<style>`, `<form>`…) and links or
 * images with a script or data address (`javascript:`, `data:`) fail the
 * file with its line and what to write instead. The page's CSP stays a
 * second line of defence, and `rehype-safe-html` a third.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface Options {
  /** Lines before the Markdown in the file (its front matter). Default 0. */
  lineOffset?: (file: VFile) => number;
  /** URL schemes a link or image may use (besides relative and #anchor addresses). Default http, https, mailto. */
  schemes?: readonly string[];
}

const DEFAULT_SCHEMES = ['http', 'https', 'mailto'];

/** True for an address that is relative, an anchor, or uses one of the schemes. */
export function isSafeUrl(url: string, schemes: readonly string[] = DEFAULT_SCHEMES): boolean {
  // Browsers ignore control characters and spaces in a scheme ("java\tscript:").
  const folded = [...url]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  // "//host/…" (and "/\\host", "\\\\host", which browsers read the same) is another site's address, not a relative one.
  if (/^[/\\]{2}/.test(folded)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(folded)?.[1];
  return scheme === undefined || schemes.includes(scheme);
}

/** True for an image of another site: the pages' CSP (img-src 'self' data:) would block it. */
const isForeignImage = (url: string) => /^\s*(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i.test(url);

export default function remarkNoRawHtml(options: Options = {}) {
  const schemes = options.schemes ?? DEFAULT_SCHEMES;
  return (tree: Root, file: VFile) => {
    const offset = options.lineOffset?.(file) ?? 0;
    const at = (line: number | undefined) =>
      line === undefined ? undefined : { line: line + offset, column: 1 };
    visit(tree, (node) => {
      if (node.type === 'html') {
        const tag = /^<\/?([a-z][a-z0-9-]*)/i.exec(node.value)?.[1];
        file.fail(
          `Raw HTML is not allowed in content${tag ? ` (<${tag}>)` : ''}: write Markdown instead (a link is [text](https://…)); escape a literal "<" as "\\<"`,
          {
            place: at(node.position?.start.line),
            ruleId: 'raw-html',
            source: 'remark-no-raw-html',
          },
        );
      }
      if (
        (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
        !isSafeUrl(node.url, schemes)
      ) {
        file.fail(
          `Unsafe address "${node.url.slice(0, 40)}": links may only use ${schemes.join(', ')} or a relative address`,
          {
            place: at(node.position?.start.line),
            ruleId: 'unsafe-url',
            source: 'remark-no-raw-html',
          },
        );
      }
      if (node.type === 'image' && isForeignImage(node.url))
        file.fail(
          `Image from another site "${node.url.slice(0, 40)}": the site shows only its own images (its CSP blocks others); put the image under public/ and give its path`,
          {
            place: at(node.position?.start.line),
            ruleId: 'foreign-image',
            source: 'remark-no-raw-html',
          },
        );
    });
  };
}
