/**
 * remark plugin: wiki-style term links. `[[mill]]` becomes a link to the
 * glossary entry "mill" labelled with its name in the page's language;
 * `[[mill|milled]]` keeps the author's label. An unknown id fails the file
 * with its line. Code and existing links are left alone; running it twice
 * changes nothing (the brackets are gone after the first run).
 */
import type { Link, Root, Text } from 'mdast';
import { findAndReplace, type RegExpMatchObject } from 'mdast-util-find-and-replace';
import type { VFile } from 'vfile';
import { bodyLineOffset } from './file-context.ts';

/** A term a reference resolved to. */
export interface TermTarget {
  href: string;
  /** The term's name in the page's language (used when the author gave no label). */
  label: string;
}

export interface Options {
  /** Resolves an id for the file being processed; undefined when no entry has it. Required. */
  resolve: (id: string, file: VFile) => TermTarget | undefined;
  /** Class on generated links. Default `term-ref`. */
  className?: string;
}

/** `[[id]]` or `[[id|label]]`; ids are kebab-case. */
export const TERM_LINK = /\[\[([a-z0-9]+(?:-[a-z0-9]+)*)(?:\|([^\]|]+))?\]\]/g;

export default function remarkTermLinks(options: Options) {
  const className = options.className ?? 'term-ref';
  return (tree: Root, file: VFile) => {
    findAndReplace(
      tree,
      [
        [
          new RegExp(TERM_LINK.source, 'g'),
          (_whole: string, id: string, label: string | undefined, match: RegExpMatchObject) => {
            const target = options.resolve(id, file);
            if (!target) {
              const text = match.stack.at(-1) as Text | undefined;
              const line =
                text?.position &&
                text.position.start.line +
                  bodyLineOffset(file) +
                  (match.input.slice(0, match.index).match(/\n/g)?.length ?? 0);
              const err = file.message(`Unknown term [[${id}]]: no glossary entry has this id`, {
                place: line ? { line, column: 1 } : undefined,
                ruleId: 'unknown-term',
                source: 'remark-term-links',
              });
              err.fatal = true;
              throw err;
            }
            const link: Link = {
              type: 'link',
              url: target.href,
              title: null,
              children: [{ type: 'text', value: label?.trim() || target.label }],
              data: { hProperties: { className: [className], dataTerm: id } },
            };
            return link;
          },
        ],
      ],
      { ignore: ['link', 'linkReference', 'inlineCode', 'code'] },
    );
  };
}
