/**
 * What a short link `/r/{number}/` says and where it leads: the rule of the
 * current edition in each language, and — for `?edition=` citations — where
 * that edition's rule with this number is today, for every edition in which
 * the number meant another rule (or none). Its preview (Open Graph) shows
 * the current rule, unless a link pinned to an edition since pinning began
 * could mean another rule: then it says the number's meaning depends on the
 * edition, rather than show a rule that may not be the one cited.
 */
import { LANGS, type Lang } from '../content/schemas.ts';
import { formatDate } from '../i18n/dates.ts';
import { excerpt } from '../markdown/plain-text.ts';
import { rulePlainText } from '../markdown/rule-text.ts';
import { useTranslations } from '../i18n/index.ts';
import type { Registry } from '../registry/registry.ts';
import { chapterOf, pageOf, ruleDepth } from '../rules/rule-number.ts';
import { PINNED_SINCE } from './citation.ts';
import { chapterDocPath, removedRulePath, ruleHref } from '../urls/paths.ts';
import { ruleLabel } from './rule-page.ts';

/** Where one group of editions' meaning of the number is now (a path with `{lang}` in place of the language). */
export interface ShortLinkOutcome {
  /** Path template, e.g. `{lang}/rules/702.19/#702.19a`. */
  to: string;
  /** The target is another number than the link's: add `?was=<number>&edition=<edition>`. */
  was: boolean;
  /** Edition keys (and their effective-date aliases) with this outcome. */
  editions: string[];
}

export interface ShortLink {
  number: string;
  /** Rule page per language (path without base). */
  targets: Record<Lang, string>;
  history: ShortLinkOutcome[];
  /** What link previews show. */
  preview: { title: string; description: string; textLang: Lang; neutral: boolean };
}

/** Every number that gets a short-link page: the current edition's. */
export function shortLinkNumbers(registry: Registry): readonly string[] {
  return registry.lineage.sortedNumbers(registry.current);
}

/** Where the rule `number` of `edition` is today, as a path template; undefined when it is this very rule. */
function outcomeOf(
  registry: Registry,
  number: string,
  edition: string,
): { to: string; was: boolean } | undefined {
  const current = registry.current;
  if (registry.lineage.sameRule(edition, number, current, number)) return undefined;
  if (!registry.lineage.has(edition, number))
    return { to: templateFor(registry, number), was: false };
  const loc = registry.lineage.locate(number, edition, current)!;
  if (loc.status === 'found') return { to: templateFor(registry, loc.number), was: true };
  if (loc.status !== 'removed') return undefined;
  const old = registry.rules.resolve(loc.lastEdition, loc.lastNumber, 'en');
  const to =
    old?.rule.source === 'official'
      ? chapterDocPath(
          '{lang}' as Lang,
          loc.lastEdition,
          chapterOf(loc.lastNumber),
          old.rule.anchor,
        )
      : removedRulePath('{lang}' as Lang, loc.lastEdition, loc.lastNumber, loc.removedIn);
  return { to, was: false };
}

function templateFor(registry: Registry, number: string): string {
  const current = registry.current;
  return ruleHref({
    lang: '{lang}' as Lang,
    number,
    page: pageOf(number),
    edition: current,
    current,
  });
}

/** The outcomes of every older edition, grouped. */
function historyOf(registry: Registry, number: string): ShortLinkOutcome[] {
  const groups = new Map<string, ShortLinkOutcome>();
  for (const e of registry.editions.list) {
    if (e.key === registry.current) continue;
    const o = outcomeOf(registry, number, e.key);
    if (!o) continue;
    const key = `${o.to}|${o.was}`;
    const g = groups.get(key) ?? { ...o, editions: [] };
    g.editions.push(e.key);
    if (e.effective !== e.key && registry.editions.resolve(e.effective) === e.key)
      g.editions.push(e.effective);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** True when a link to this number pinned to an edition since pinning began may mean another rule. */
function meaningDiffers(registry: Registry, number: string): boolean {
  const lineage = registry.lineage;
  return registry.editions.list.some(
    (e) =>
      e.effective >= PINNED_SINCE &&
      e.key !== registry.current &&
      lineage.has(e.key, number) &&
      !lineage.sameRule(e.key, number, registry.current, number),
  );
}

/** The newest text of this very rule on the site: today's, or an older edition's (same rule, by the lineage). */
function newestText(registry: Registry, number: string, lang: Lang) {
  const current = registry.current;
  const now = registry.rules.resolve(current, number, lang)?.rule;
  if (now && !now.titleOnly) return now;
  for (const past of registry.lineage.pastNumbers(current, number)) {
    const r = registry.rules.resolve(past.edition, past.number, lang)?.rule;
    if (r && !r.titleOnly) return r;
  }
  return undefined;
}

function previewOf(
  registry: Registry,
  number: string,
  lang: Lang,
  neutral: boolean,
): ShortLink['preview'] {
  const current = registry.current;
  const page = pageOf(number);
  const r = newestText(registry, number, lang);
  const title =
    registry.rules.pageTitle(current, page, lang)?.title ??
    (r ? registry.rules.pageTitle(r.edition, r.page, lang)?.title : undefined);
  const textLang = r?.lang ?? 'en';
  const t = useTranslations(lang);
  if (neutral)
    return {
      title: `CR ${number}`,
      description: t('shortlink:neutral', { number }),
      textLang,
      neutral,
    };
  let description: string;
  if (ruleDepth(number) === 0) {
    const labels = registry.rules
      .sectionRules(current, number)
      .map((n) => ruleLabel(registry, current, n, lang))
      .filter(Boolean);
    description = excerpt(
      `${number} ${title ?? ''}${labels.length ? `: ${labels.join(' · ')}` : ''}`,
      200,
    );
  } else if (!r) {
    description = t('shortlink:noText', { number, edition: formatDate(current, lang) });
  } else {
    const text = rulePlainText(registry, r, { lang });
    const note =
      r.edition === current
        ? ''
        : ` ${t(r.source === 'official' ? 'shortlink:asOf' : 'shortlink:asOfOwn', { edition: formatDate(r.edition, lang) })}`;
    description = `${excerpt(text, 280 - note.length)}${note}`;
  }
  return { title: `CR ${number}${title ? ` · ${title}` : ''}`, description, textLang, neutral };
}

/** The short link of one number, in the preview language `lang`. */
export function shortLink(registry: Registry, number: string, lang: Lang = 'en'): ShortLink {
  const current = registry.current;
  const targets = {} as Record<Lang, string>;
  for (const l of LANGS) {
    const anchor = registry.rules.resolve(current, number, l)?.rule.anchor;
    targets[l] = ruleHref({
      lang: l,
      number,
      page: pageOf(number),
      edition: current,
      current,
      ...(anchor && anchor !== number ? { anchor } : {}),
    });
  }
  return {
    number,
    targets,
    history: historyOf(registry, number),
    preview: previewOf(registry, number, lang, meaningDiffers(registry, number)),
  };
}

/** Languages that get their own `/{lang}/r/` pages: those with their own official text of the current edition. */
export function ownShortLinkLangs(registry: Registry): Lang[] {
  return (registry.editions.get(registry.current)?.official ?? []).filter((l) => l !== 'en');
}
