/**
 * Checks that every rule link of a built site opens the rule it meant. A
 * link says what it means (`data-rule` of `data-edition`); the element its
 * address opens says what it is (the `data-rule` of the element with that
 * id, on a page of `data-edition`). Through the lineage the two must name
 * the same rule, or, for a rule that was removed, the last edition's rule
 * (for one merged into another rule, that rule).
 * Pure: the script gives it the parsed pages.
 */
import type { Lineage } from '../lineage/lineage.ts';
import { sectionOf } from '../rules/rule-number.ts';
import { decodeLeniently } from './decode-leniently.ts';

/** A rule link found in a page. */
export interface FoundLink {
  /** The page it is on (path without base). */
  from: string;
  href: string;
  rule: string;
  edition: string;
  /** The rule the link says it opens (`data-target` of `data-target-edition`), when it says. */
  target?: string;
  targetEdition?: string;
}

/** What an element of a page is: a rule of an edition. */
export interface Target {
  rule: string;
  edition: string;
}

/** A built page: the rules its elements are, by id (and the page itself, by ''). */
export type PageTargets = Map<string, Target>;

export interface LinkProblem {
  link: FoundLink;
  problem: string;
}

/** The page path and anchor an address opens (base removed; index.html implied). */
export function splitHref(
  href: string,
  base: string,
): { page: string; anchor: string } | undefined {
  if (!href.startsWith(base)) return undefined;
  const url = new URL(href, 'http://x');
  const page = url.pathname.slice(base.length).replace(/index\.html$/, '');
  return { page, anchor: decodeLeniently(url.hash.slice(1)) };
}

/** Checks one link against the pages; undefined when it opens the rule it meant. */
export function checkLink(
  link: FoundLink,
  pages: ReadonlyMap<string, PageTargets>,
  lineage: Lineage,
  base: string,
): string | undefined {
  const at = splitHref(link.href, base);
  if (!at) return `${link.href} is outside the site`;
  const page = pages.get(at.page);
  if (!page) return `${link.href}: no such page`;
  const target = page.get(at.anchor) ?? (at.anchor ? undefined : page.get(''));
  if (!target) return `${link.href}: the page has no element #${at.anchor}`;
  if (lineage.sameRule(link.edition, link.rule, target.edition, target.rule)) return undefined;
  const loc = lineage.locate(link.rule, link.edition, target.edition);
  // A removed rule without text links to its section on its last edition's contents.
  if (target.edition && loc?.status === 'not-yet')
    return `${link.href} opens ${target.rule} of ${target.edition}, which did not exist yet`;
  const removed = lineage.toNewest(link.rule, link.edition);
  // A merged rule links to the rule it went into.
  if (
    removed?.status === 'removed' &&
    removed.into &&
    lineage.sameRule(removed.removedIn, removed.into, target.edition, target.rule)
  )
    return undefined;
  if (removed?.status === 'removed' && target.edition === removed.lastEdition) {
    if (lineage.sameRule(removed.lastEdition, removed.lastNumber, target.edition, target.rule))
      return undefined;
    if (sectionOf(removed.lastNumber) === target.rule) return undefined;
  }
  return `${link.rule} of ${link.edition} is ${describe(lineage, link)}, but ${link.href} opens ${target.rule} of ${target.edition}`;
}

function describe(lineage: Lineage, link: FoundLink): string {
  const loc = lineage.toNewest(link.rule, link.edition);
  if (loc?.status === 'found') return `${loc.number} today`;
  if (loc?.status === 'removed') return `removed in ${loc.removedIn}`;
  return 'unknown to the lineage';
}
