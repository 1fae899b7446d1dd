/**
 * remark plugin: links every rule reference in prose ("701.13b", "rules
 * 601.2a–d", "regola 702.62", "ルール701.13", "section 7", full-width digits)
 * to the rule. Code, existing links and the number that opens a rule block
 * (already a link) are left alone, so running it twice changes nothing.
 *
 * A number no edition knows fails the file with its line; a real rule with no
 * page yet is linked to the best place the resolver offers and reported.
 */
import type { Link, PhrasingContent, Root, Text } from 'mdast';
import { findAndReplace, type RegExpMatchObject } from 'mdast-util-find-and-replace';
import type { VFile } from 'vfile';
import { bodyLineOffset } from './file-context.ts';
import { refsInMatch, ruleRefPattern, type RuleRef } from '../rules/rule-refs.ts';

/** What a resolver says about one reference. */
export type RuleResolution =
  /** The rule has a page: link to it. */
  | { status: 'found'; href: string; title?: string }
  /** A real rule without a page yet: link to the best place, and report it. */
  | { status: 'absent'; href: string; title?: string }
  /** No edition has this number. */
  | { status: 'unknown' };

export interface Options {
  /** Resolves a reference for the file being processed. Required. */
  resolve: (ref: RuleRef, file: VFile) => RuleResolution;
  /** Called for every reference that resolved to `absent`, with its line. Default: nothing. */
  onAbsent?: (ref: RuleRef, file: VFile, line: number | undefined) => void;
  /** Class on generated links. Default `rule-ref`. */
  className?: string;
}

export default function remarkRuleRefs(options: Options) {
  const className = options.className ?? 'rule-ref';
  return (tree: Root, file: VFile) => {
    findAndReplace(
      tree,
      [
        [
          ruleRefPattern(),
          (whole: string, chapter: string | undefined, match: RegExpMatchObject) => {
            const text = match.stack.at(-1) as Text | undefined;
            const start = text?.position?.start.line;
            const baseLine = start === undefined ? undefined : start + bodyLineOffset(file);
            const lineOf = (offset: number) =>
              baseLine === undefined
                ? undefined
                : baseLine + (match.input.slice(0, offset).match(/\n/g)?.length ?? 0);
            const refs = refsInMatch(whole, 0, chapter);
            const nodes: PhrasingContent[] = [];
            let at = 0;
            for (const ref of refs) {
              const r = options.resolve(ref, file);
              const line = lineOf(match.index + ref.start);
              if (r.status === 'unknown') {
                const err = file.message(
                  `Unknown rule ${ref.number}: no edition of the rules has it`,
                  {
                    place: line === undefined ? undefined : { line, column: 1 },
                    ruleId: 'unknown-rule',
                    source: 'remark-rule-refs',
                  },
                );
                err.fatal = true;
                throw err;
              }
              if (r.status === 'absent') options.onAbsent?.(ref, file, line);
              if (ref.start > at) nodes.push({ type: 'text', value: whole.slice(at, ref.start) });
              const props: Record<string, string | string[]> = {
                className: [className],
                dataRule: ref.number,
              };
              if (ref.rangeEnd) props.dataRangeEnd = ref.rangeEnd;
              if (r.status === 'absent') props.dataAbsent = 'true';
              const link: Link = {
                type: 'link',
                url: r.href,
                title: r.title ?? null,
                children: [{ type: 'text', value: ref.text }],
                data: { hProperties: props },
              };
              nodes.push(link);
              at = ref.end;
            }
            if (at < whole.length) nodes.push({ type: 'text', value: whole.slice(at) });
            return nodes;
          },
        ],
      ],
      { ignore: ['link', 'linkReference', 'inlineCode', 'code', 'heading'] },
    );
  };
}
