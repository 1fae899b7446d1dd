/**
 * What a short link `/r/{number}/` leads to: the rule in the current
 * edition, and — for `?edition=` citations of older editions — where that
 * edition's rule with this number is today.
 */
import { LANGS, type Lang } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';
import { rulePagePath } from './paths.ts';

export type Targets = Record<Lang, string>;

export interface ShortLink {
  number: string;
  /** Where the link goes without `?edition=` (paths without base). */
  targets: Targets;
  /** The rule shown in link previews: its number and edition. */
  preview: { number: string; edition: string };
  /** Per older edition: where that edition's rule with this number is today. */
  history: Record<string, Targets>;
}

/** Path of a rule (with a `?was=` note when it is reached through another number). */
function targetsFor(
  registry: Registry,
  number: string,
  edition: string,
  was?: { number: string; edition: string },
): Targets | undefined {
  const out = {} as Targets;
  for (const lang of LANGS) {
    const r = registry.rule(number, lang, edition);
    if (!r) return undefined;
    const page = rulePagePath(lang, r.rule.page, edition, registry.current);
    const query =
      was && was.number !== number
        ? `?was=${encodeURIComponent(was.number)}&edition=${was.edition}`
        : '';
    out[lang] = `${page}${query}${number === r.rule.page ? '' : `#${number}`}`;
  }
  return out;
}

/** Every number that gets a short link: the current edition's, and older editions' numbers that no longer exist. */
export function shortLinkNumbers(registry: Registry): string[] {
  const set = new Set(registry.ruleNumbers());
  for (const e of registry.ruleEditions) for (const n of registry.ruleNumbers(e)) set.add(n);
  return [...set];
}

export function shortLink(registry: Registry, number: string): ShortLink {
  const history: Record<string, Targets> = {};
  for (const e of registry.ruleEditions) {
    if (e === registry.current || !registry.hasRule(number, e)) continue;
    const now = registry.toCurrent(number, e);
    const t =
      now?.status === 'current'
        ? targetsFor(registry, now.number, registry.current, { number, edition: e })
        : targetsFor(registry, number, e);
    if (t) history[e] = t;
  }
  const inCurrent = targetsFor(registry, number, registry.current);
  if (inCurrent)
    return { number, targets: inCurrent, preview: { number, edition: registry.current }, history };
  const newest = registry.ruleEditions.filter((e) => history[e]).at(-1)!;
  return { number, targets: history[newest]!, preview: { number, edition: newest }, history };
}
