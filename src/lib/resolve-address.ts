/**
 * What a not-found address means, for the not-found page (and the `/resolve/`
 * page hosts rewrite to): published addresses keep working even when no file
 * is behind them. Pure; the page script gives it the lineage when the
 * address needs it.
 *
 *   /it/r/701.17b/?edition=…        → the rule in Italian, through the lineage
 *   /r/2024-08-02/701.13a/          → today's rule, with "was 701.13a of 2024-08-02"
 *   /en/rules/2019-01-25/702.19/    → today's rule, with the same notice
 *   /r/502.9/ (not a rule today)    → where the newest edition that had it is now
 *   /en/rules/701.99/               → offers the rule the address names, if there is one
 *   /en/rules/702.19z/ (no such rule in any edition) → offers the nearest rule above it today (702.19)
 *   /en/glossary/mana-burn/         → "mana burn" in the search box
 */
import type { Lang } from '../content/schemas.ts';
import { LANG_ALTERNATION } from '../i18n/languages.ts';
import type { Lineage, Location } from '../lineage/lineage.ts';
import { isEditionKey } from '../lineage/edition-key.ts';
import { ancestorRuleNumbers, pageOf } from '../rules/rule-number.ts';
import { ruleNumberQuery } from '../search/normalize.ts';
import { removedRulePath, ruleHref } from '../urls/paths.ts';

export type AddressMeaning =
  /** Go there at once (path without base). */
  | { kind: 'redirect'; to: string }
  /** Offer the rule the address names. */
  | { kind: 'offer'; number: string; to: string }
  /** No edition has the rule the address names: offer the nearest rule above it today. */
  | { kind: 'nearest'; number: string; nearest: string; to: string }
  /** Put these words in the search box. */
  | { kind: 'words'; words: string }
  | { kind: 'none' };

const LANG = new RegExp(`^(${LANG_ALTERNATION})$`);
const SECTIONS = new RegExp(
  `^(?:${LANG_ALTERNATION}|rules|glossary|articles|cards|r|search|editions|404)$`,
);

/** The address's segments after the base, decoded leniently. */
export function segmentsOf(pathname: string, base: string): string[] {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* a malformed address: use it as it is */
  }
  const rest = path.startsWith(base) ? path.slice(base.length) : path;
  return rest.split('/').filter(Boolean);
}

/** True when resolving the address needs the lineage (an old edition's number, or a number that is not a rule today). */
export function needsLineage(segments: readonly string[]): boolean {
  return (
    segments.some((s) => isEditionKey(s)) ||
    (segments.includes('r') && segments.some((s) => ruleNumberQuery(s)))
  );
}

/** Where a rule of an edition is today, as a path (with the notice saying what it was). */
function today(
  lineage: Lineage,
  lang: Lang,
  number: string,
  edition: string,
  loc: Location | undefined,
): string | undefined {
  const current = lineage.newest;
  if (loc?.status === 'found')
    return ruleHref({
      lang,
      number: loc.number,
      page: pageOf(loc.number),
      edition: current,
      current,
      was: { number, edition },
    });
  if (loc?.status === 'removed')
    return removedRulePath(lang, loc.lastEdition, loc.lastNumber, loc.removedIn);
  return undefined;
}

/** The edition an `?edition=` value or address segment names (its key or effective date). */
function editionNamed(lineage: Lineage, value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (lineage.index(value) >= 0) return value;
  return lineage.editions.find((e) => e.effective === value)?.key;
}

/** The nearest rule today above a number no edition has (702.19z → 702.19, 799.1 → 7). */
function nearestRule(lineage: Lineage, lang: Lang, number: string): AddressMeaning {
  const current = lineage.newest;
  const nearest = ancestorRuleNumbers(number).find((n) => lineage.has(current, n));
  if (!nearest) return { kind: 'none' };
  const to = ruleHref({ lang, number: nearest, page: pageOf(nearest), edition: current, current });
  return { kind: 'nearest', number, nearest, to };
}

/** What the address means (see the module comment). */
export function resolveAddress(
  pathname: string,
  search: string,
  base: string,
  lineage?: Lineage,
  hash = '',
): AddressMeaning {
  // A subrule in the hash is more precise than the page in the path (…/702.19/#702.19b).
  const fromHash = ruleNumberQuery(hash.replace(/^#/, ''));
  const segments = [...segmentsOf(pathname, base), ...(fromHash ? [fromHash] : [])];
  const params = new URLSearchParams(search);
  const lang = (
    LANG.test(segments[0] ?? '')
      ? segments[0]
      : params.get('lang') && LANG.test(params.get('lang')!)
        ? params.get('lang')
        : 'en'
  ) as Lang;
  const numberAt = segments.findLastIndex((s) => ruleNumberQuery(s) !== undefined && s !== '404');
  const number = numberAt >= 0 ? ruleNumberQuery(segments[numberAt]!) : undefined;
  const editionSeg = segments.find((s) => isEditionKey(s));
  const isShort = segments.includes('r');
  if (number && lineage) {
    const edition = editionNamed(lineage, editionSeg ?? params.get('edition'));
    if (edition) {
      const to = today(
        lineage,
        lang,
        number,
        edition,
        lineage.locate(number, edition, lineage.newest),
      );
      if (to) return { kind: 'redirect', to };
    }
    if (lineage.has(lineage.newest, number)) {
      const current = lineage.newest;
      const to = ruleHref({ lang, number, page: pageOf(number), edition: current, current });
      return isShort ? { kind: 'redirect', to } : { kind: 'offer', number, to };
    }
    const last = [...lineage.editions].reverse().find((e) => lineage.has(e.key, number));
    const to =
      last &&
      today(lineage, lang, number, last.key, lineage.locate(number, last.key, lineage.newest));
    if (to) return isShort ? { kind: 'redirect', to } : { kind: 'offer', number, to };
    return nearestRule(lineage, lang, number);
  }
  if (number) return { kind: 'none' };
  const words = (segments.filter((s) => !SECTIONS.test(s)).pop() ?? '')
    .replace(/\.html?$/, '')
    .replace(/[-_+]+/g, ' ')
    .trim();
  return words && words.length <= 60 ? { kind: 'words', words } : { kind: 'none' };
}
