/**
 * remark plugin: wiki-style term links. `[[mill]]` becomes a link to the
 * glossary entry "mill" labelled with its name in the page's language;
 * `[[mill|milled]]` keeps the author's label. Anything else between double
 * brackets (`[[Mill]]`, `[[ mill ]]`, `[[mill|]]`, `[[state based action]]`)
 * and an unknown id fail the file with its line, so no brackets are ever
 * published as text. Code and existing links are left alone; running it
 * twice changes nothing (the brackets are gone after the first run).
 */
import type { Link, Root } from 'mdast';
import { findAndReplace, type RegExpMatchObject } from 'mdast-util-find-and-replace';
import type { VFile } from 'vfile';
import { lineOfMatch } from './remark-rule-refs.ts';

/** A term a reference resolved to. */
export interface TermTarget {
  href: string;
  /** The term's name in the page's language (used when the author gave no label). */
  label: string;
}

export interface Options {
  /** Resolves an id for the file being processed; undefined when no entry has it. Required. */
  resolve: (id: string, file: VFile) => TermTarget | undefined;
  /** Lines before the Markdown in the file (its front matter). Default 0. */
  lineOffset?: (file: VFile) => number;
  /** Class on generated links. Default `term-ref`. */
  className?: string;
}

/** Anything written between double brackets. */
export const TERM_BRACKETS = /\[\[([^\]\n]*)\]\]/g;
/** What may be written there: `id` or `id|label`, the id lowercase kebab-case. */
export const TERM_LINK = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\|(\S(?:.*\S)?))?$/;

/** The id and label of a term link's inside, or undefined when it is malformed. */
export function parseTermLink(inside: string): { id: string; label?: string } | undefined {
  const m = TERM_LINK.exec(inside);
  if (!m) return undefined;
  return m[2] === undefined ? { id: m[1]! } : { id: m[1]!, label: m[2] };
}

/** The id a malformed link probably meant: "[[ State based Action ]]" → "state-based-action". */
function guessId(inside: string): string | undefined {
  const id = (inside.split('|')[0] ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) ? id : undefined;
}

export default function remarkTermLinks(options: Options) {
  const className = options.className ?? 'term-ref';
  return (tree: Root, file: VFile) => {
    const offset = options.lineOffset?.(file) ?? 0;
    const fail = (reason: string, match: RegExpMatchObject, ruleId: string): never => {
      const line = lineOfMatch(match, 0, offset);
      return file.fail(reason, {
        place: line ? { line, column: 1 } : undefined,
        ruleId,
        source: 'remark-term-links',
      });
    };
    const replace = (whole: string, inside: string, match: RegExpMatchObject): Link => {
      const parsed = parseTermLink(inside);
      if (!parsed) {
        const guess = guessId(inside);
        const hint = guess && options.resolve(guess, file) ? ` (did you mean [[${guess}]]?)` : '';
        fail(
          `Malformed term link ${whole}${hint}: write [[id]] or [[id|label]], with the glossary id in lowercase kebab-case and no spaces`,
          match,
          'malformed-term',
        );
      }
      const target = options.resolve(parsed!.id, file);
      if (!target)
        fail(
          `Unknown term [[${parsed!.id}]]: no glossary entry has this id`,
          match,
          'unknown-term',
        );
      return {
        type: 'link',
        url: target!.href,
        title: null,
        children: [{ type: 'text', value: parsed!.label ?? target!.label }],
        data: { hProperties: { className: [className], dataTerm: parsed!.id } },
      };
    };
    findAndReplace(tree, [[new RegExp(TERM_BRACKETS.source, 'g'), replace]], {
      ignore: ['link', 'linkReference', 'inlineCode', 'code'],
    });
  };
}
