/**
 * Where a rule citation leads. A number means a rule of the edition it was
 * written against (an entry's `rulesEdition`, or the edition of the page it
 * is on); the lineage says where that rule is in the edition the link goes
 * to. So "701.13" in an entry written against 2024-08-02 leads to today's
 * 701.17 with a one-line notice, and a removed rule leads to the last
 * edition that had it; a merged rule leads to the rule it went into, and a
 * divided one to the part that carries its meaning (the lineage's number).
 * Every link carries its meaning (`data-rule`,
 * `data-edition`) and its target (`data-target`, `data-target-edition`), so
 * `check:links` can verify each one through the lineage.
 */
import type { Lang } from '../content/schemas.ts';
import {
  chapterDocPath,
  editionPath,
  ruleHref,
  rulesChapterPath,
  withBase,
} from '../urls/paths.ts';
import type { Registry } from '../registry/registry.ts';
import { chapterOf, normalizeRuleNumber, pageOf, sectionOf } from '../rules/rule-number.ts';

/** What a resolver says about one reference. */
export type RuleResolution =
  /** The rule has a page: link to it (`shown`: the number to print, when not the one written). */
  | { status: 'found'; href: string; title?: string; data: LinkData; shown?: string }
  /** A real rule whose text is not on the site: link to its page (or the best place), and report it. */
  | { status: 'absent'; href: string; title?: string; data: LinkData; shown?: string }
  /** The edition has no such number. */
  | { status: 'unknown'; edition: string }
  /** Leave the number as text (a slip in official text, which is not ours to fix). */
  | { status: 'plain' };

/** The meaning and target of a link, as `data-*` attributes. */
export interface LinkData {
  /** The number as cited, and the edition it is numbered in. */
  rule: string;
  edition: string;
  /** The number and edition the link opens. */
  target: string;
  targetEdition: string;
}

/** Where links from a page go: to today's rules (entries), or within the page's own edition (old rule pages). */
export type LinkScope = 'current' | 'edition';

/** Resolves a chapter ("section 7"): the rules contents. */
export function resolveChapter(base: string, lang: Lang, chapter: string): RuleResolution {
  const data = { rule: chapter, edition: '', target: chapter, targetEdition: '' };
  return { status: 'found', href: withBase(base, rulesChapterPath(lang, chapter)), data };
}

/**
 * Resolves rule `number` of `edition` for a reader of `lang`. With scope
 * `edition`, a rule with a page in that same edition links there (an old
 * edition's page links within that edition).
 */
export function resolveRule(
  registry: Registry,
  base: string,
  number: string,
  lang: Lang,
  edition: string,
  scope: LinkScope = 'current',
): RuleResolution {
  const n = normalizeRuleNumber(number);
  if (!registry.lineage.has(edition, n)) return { status: 'unknown', edition };
  if (scope === 'edition' && edition !== registry.current) {
    const here = inEdition(registry, base, n, lang, edition);
    if (here) return here;
  }
  const loc = registry.toCurrent(n, edition)!;
  if (loc.status === 'found') return toCurrentRule(registry, base, n, edition, loc.number, lang);
  // A merged rule: the rule it went into carries its meaning.
  const into =
    loc.status === 'removed' && loc.into ? registry.toCurrent(loc.into, loc.removedIn) : undefined;
  if (into?.status === 'found') return toCurrentRule(registry, base, n, edition, into.number, lang);
  if (loc.status === 'removed')
    return toOldRule(registry, base, n, edition, loc.lastEdition, loc.lastNumber, lang);
  return { status: 'unknown', edition };
}

function toCurrentRule(
  registry: Registry,
  base: string,
  n: string,
  edition: string,
  now: string,
  lang: Lang,
): RuleResolution {
  const current = registry.current;
  const page = pageOf(now);
  const text = registry.rules.resolve(current, now, lang);
  const href = ruleHref({
    lang,
    number: now,
    page,
    edition: current,
    current,
    ...(now !== n ? { was: { number: n, edition } } : {}),
    ...(text?.rule.anchor && text.rule.anchor !== now ? { anchor: text.rule.anchor } : {}),
  });
  const title = registry.rules.pageTitle(current, page, lang)?.title;
  const data = { rule: n, edition, target: now, targetEdition: current };
  return {
    status: text ? 'found' : 'absent',
    href: withBase(base, href),
    ...(title ? { title } : {}),
    data,
  };
}

/** A rule on a page of its own edition (Grimoire's rendering, or the edition's chapter text). */
function inEdition(
  registry: Registry,
  base: string,
  n: string,
  lang: Lang,
  edition: string,
): RuleResolution | undefined {
  const text = registry.rules.resolve(edition, n, lang);
  if (!text) return undefined;
  const data = { rule: n, edition, target: n, targetEdition: edition };
  const href =
    text.rule.source === 'paraphrase'
      ? ruleHref({ lang, number: n, page: text.rule.page, edition, current: registry.current })
      : chapterDocPath(lang, edition, chapterOf(n), text.rule.anchor);
  return { status: 'found', href: withBase(base, href), data };
}

/** A removed rule: the last edition that had it, at its text if the site has it, else at its contents. */
function toOldRule(
  registry: Registry,
  base: string,
  n: string,
  edition: string,
  last: string,
  lastNumber: string,
  lang: Lang,
): RuleResolution {
  const data = { rule: n, edition, target: lastNumber, targetEdition: last };
  const here = inEdition(registry, base, lastNumber, lang, last);
  if (here?.status === 'found') return { ...here, data };
  const section = sectionOf(lastNumber) ?? lastNumber;
  return { status: 'absent', href: withBase(base, `${editionPath(lang, last)}#${section}`), data };
}
