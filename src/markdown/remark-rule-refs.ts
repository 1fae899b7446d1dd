/**
 * remark plugin: links every rule reference in prose ("701.13b", "rules
 * 601.2a–d", "regola 702.62", "ルール701.13", "section 7", full-width digits)
 * to the rule. Code, existing links and headings are left alone, so running
 * it twice changes nothing.
 *
 * A number the edition does not have fails the file with its line
 * (`file.fail`); a real rule whose text is not on the site is linked to
 * where the resolver says and reported through `onAbsent`. Pure: the
 * resolver decides every target, and the plugin reads nothing from disk.
 */
import type { Link, Parent, PhrasingContent, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { findAndReplace, type RegExpMatchObject } from 'mdast-util-find-and-replace';
import type { VFile } from 'vfile';
import { refsInMatch, ruleRefPattern, type RuleRef } from '../rules/rule-refs.ts';
import type { RuleResolution } from './rule-resolver.ts';

export type { RuleResolution } from './rule-resolver.ts';

export interface Options {
  /** Resolves a reference for the file being processed. Required. */
  resolve: (ref: RuleRef, file: VFile) => RuleResolution;
  /** Called for every reference that resolved to `absent`, with its line. Default: nothing. */
  onAbsent?: (ref: RuleRef, file: VFile, line: number | undefined) => void;
  /** Lines before the Markdown in the file (its front matter), so messages name lines of the file. Default 0. */
  lineOffset?: (file: VFile) => number;
  /** Class on generated links. Default `rule-ref`. A resolution's `shown` number replaces the one written (kept in `data-written`). */
  className?: string;
}

/**
 * The line of a match in the file: its text node's line (or, for a text node
 * another plugin split off without a position, its parent's line plus the
 * line breaks of the text before it), plus the line breaks before the match,
 * plus the lines before the Markdown (front matter).
 */
export function lineOfMatch(
  match: RegExpMatchObject,
  offset: number,
  lineOffset: number,
): number | undefined {
  const text = match.stack.at(-1) as Text | undefined;
  const breaks = (s: string) => s.match(/\n/g)?.length ?? 0;
  const own = text?.position?.start.line;
  const before = breaksBefore(match.input, match.index + offset);
  if (own !== undefined) return own + lineOffset + before;
  const parent = match.stack.at(-2) as (Parent & { position?: Text['position'] }) | undefined;
  const start = parent?.position?.start.line;
  if (start === undefined || !parent || !text) return undefined;
  const preceding = parent.children.slice(0, parent.children.indexOf(text as never));
  return start + lineOffset + breaks(preceding.map((n) => toString(n)).join('')) + before;
}

/** Offsets of the line breaks of the text last asked about (a text node holds many matches). */
let indexed: { input: string; breaks: number[] } | undefined;

/** The number of line breaks in `input` before `at`, in O(log n) once the text is indexed. */
function breaksBefore(input: string, at: number): number {
  if (indexed?.input !== input) {
    const breaks: number[] = [];
    for (let i = input.indexOf('\n'); i !== -1; i = input.indexOf('\n', i + 1)) breaks.push(i);
    indexed = { input, breaks };
  }
  const { breaks } = indexed;
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (breaks[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The column (1-based, within its line) of offset `at` of `input`. */
function columnOf(input: string, at: number): number {
  return at - input.lastIndexOf('\n', at - 1);
}

/**
 * Where a piece of a split text node starts (and ends): the node's own
 * position moved by the text before it, so later plugins (term links) can
 * still name the line of what they find in the pieces.
 */
function positionOf(match: RegExpMatchObject, from: number, to: number): Text['position'] {
  const node = match.stack.at(-1) as Text | undefined;
  const start = node?.position?.start;
  if (!start) return undefined;
  const at = (offset: number) => {
    const to = match.index + offset;
    const lines = breaksBefore(match.input, to);
    const line = start.line + lines;
    const column = lines === 0 ? start.column + to : columnOf(match.input, to);
    return { line, column };
  };
  return { start: at(from), end: at(to) };
}

export default function remarkRuleRefs(options: Options) {
  const className = options.className ?? 'rule-ref';
  return (tree: Root, file: VFile) => {
    const offset = options.lineOffset?.(file) ?? 0;
    const replace = (whole: string, chapter: string | undefined, match: RegExpMatchObject) => {
      const nodes: PhrasingContent[] = [];
      let at = 0;
      for (const ref of refsInMatch(whole, 0, chapter)) {
        const r = options.resolve(ref, file);
        const line = lineOfMatch(match, ref.start, offset);
        if (r.status === 'unknown') {
          file.fail(
            `Unknown rule ${ref.number}: the ${r.edition} edition has no rule ${ref.number}`,
            {
              place: line === undefined ? undefined : { line, column: 1 },
              ruleId: 'unknown-rule',
              source: 'remark-rule-refs',
            },
          );
        }
        if (r.status === 'plain') continue;
        if (r.status === 'absent') options.onAbsent?.(ref, file, line);
        if (ref.start > at)
          nodes.push({
            type: 'text',
            value: whole.slice(at, ref.start),
            position: positionOf(match, at, ref.start),
          });
        nodes.push(linkFor(ref, r, className));
        at = ref.end;
      }
      if (at < whole.length)
        nodes.push({
          type: 'text',
          value: whole.slice(at),
          position: positionOf(match, at, whole.length),
        });
      return nodes;
    };
    findAndReplace(tree, [[ruleRefPattern(), replace]], {
      ignore: ['link', 'linkReference', 'inlineCode', 'code', 'heading'],
    });
  };
}

function linkFor(
  ref: RuleRef,
  r: Extract<RuleResolution, { status: 'found' | 'absent' }>,
  className: string,
): Link {
  const props: Record<string, string | string[]> = {
    className: [className],
    dataRule: r.data.rule,
  };
  if (r.data.edition) props.dataEdition = r.data.edition;
  if (r.data.targetEdition) {
    props.dataTarget = r.data.target;
    props.dataTargetEdition = r.data.targetEdition;
  }
  if (ref.rangeEnd) props.dataRangeEnd = ref.rangeEnd;
  if (r.status === 'absent') props.dataAbsent = 'true';
  // A single number the resolver renumbers is printed as renumbered (a range or a chapter as written).
  const renumbered = r.shown !== undefined && !ref.rangeEnd && ref.kind === 'rule';
  if (renumbered) props.dataWritten = ref.text;
  return {
    type: 'link',
    url: r.href,
    title: r.title ?? null,
    children: [{ type: 'text', value: renumbered ? r.shown! : ref.text }],
    data: { hProperties: props },
  };
}
