/**
 * Everything a rules page shows, computed from the registry (the page
 * template only renders it): the rules on the page with their texts (or
 * that the site lacks them) and the older text when only an older edition
 * has one (`registry/page-texts.ts`, which search reads too), what changed
 * in English since a translation, the section's rules, the rule's history,
 * what its number meant in the previous edition, and the entries that cite it.
 */
import { ruleDrift } from '../lineage/drift.ts';
import type { Lang } from '../content/schemas.ts';
import type { LineageEvent, Location } from '../lineage/lineage.ts';
import type { EntryRef, Registry, RuleText } from '../registry/registry.ts';
import { chapterOf, ruleDepth } from '../rules/rule-number.ts';
import { ruleExcerpt } from '../markdown/rule-text.ts';
import { pageTexts } from '../registry/page-texts.ts';
import { ruleTitle } from '../registry/reader-title.ts';
import { translatedRule, type TranslatedRule } from './translations.ts';

/** The official rules page, for editions whose file's address is not known. */
export const OFFICIAL_RULES_PAGE = 'https://magic.wizards.com/en/rules';

/** One rule on a page: its text in the reader's language or another, or none. */
export interface PageBlock {
  number: string;
  text?: RuleText;
  /** Set when the text is an official translation of an older edition (`text` numbers it as that edition does). */
  translation?: TranslatedRule;
}

/** An older edition's text of this rule, shown when the current edition's is not on the site. */
export interface OlderText {
  edition: string;
  /** The rule's number in that edition. */
  number: string;
  rules: RuleText[];
  /** Editions since then in which the wording of a rule on the page changed. */
  changedSince: string[];
}

export interface RulePageData {
  lang: Lang;
  edition: string;
  current: string;
  isCurrent: boolean;
  page: string;
  chapter: string;
  /** The page's own title ("Mill"), if it has one, and its language. */
  title?: { title: string; lang: Lang };
  /** The title of the section the page is in ("Special Actions"). */
  sectionTitle?: string;
  blocks: PageBlock[];
  /** Whether any rule on the page has a text on the site. */
  hasText: boolean;
  /** The language the texts are in, when it is not the reader's. */
  fallbackLang?: Lang;
  /** Where the texts come from. */
  source?: 'official' | 'paraphrase';
  older?: OlderText;
  /** Shown in another language for want of a translation: the newest older edition with the reader's own text of this rule. */
  olderTranslation?: { edition: string; number: string; page: string };
  /** A section's rules, with their titles or first words. */
  /** The section's rules, each with its title (and the title's language) or its first words. */
  children: Array<{ number: string; label: string; labelLang?: Lang }>;
  /** What happened to the page's rule across editions (current pages). */
  history: readonly LineageEvent[];
  /** The number meant another rule in a recent edition (the newest such edition, and where that rule is now). */
  previousMeaning?: { edition: string; now: Location };
  explainedBy: EntryRef[];
  citedBy: EntryRef[];
  /** Where the official text of this edition can be read. */
  officialUrl: string;
  /** The Japanese translation's revision, when the text shown is it. */
  revision?: string;
  /** The texts are an official translation of an older edition than the page's: which one. */
  translatedEdition?: string;
}

/** How far back a page looks for another meaning of its number: links published in these years may still be read. */
export const MEANING_WINDOW_YEARS = 3;

/** The earliest effective date whose meaning of a number a current page mentions. */
export function meaningWindowStart(registry: Registry): string {
  const current = registry.editions.get(registry.current)?.effective ?? registry.current;
  return `${Number(current.slice(0, 4)) - MEANING_WINDOW_YEARS}${current.slice(4)}`;
}

/** The data of one rules page. */
export function rulePageData(
  registry: Registry,
  edition: string,
  page: string,
  lang: Lang,
): RulePageData {
  const current = registry.current;
  const isCurrent = edition === current;
  const shown = pageTexts(registry, edition, page, lang);
  const blocks = shown.blocks.map(({ number, text, translated }): PageBlock => {
    if (!text) return { number };
    return translated
      ? { number, text, translation: translatedRule(registry, number, text) }
      : { number, text };
  });
  const texts = blocks.flatMap((b) => (b.text ? [b.text] : []));
  const first = texts.find((t) => !t.titleOnly) ?? texts[0];
  const citing = registry.citing(page, edition);
  const data: RulePageData = {
    lang,
    edition,
    current,
    isCurrent,
    page,
    chapter: chapterOf(page),
    blocks,
    hasText: shown.hasText,
    children: isCurrent ? children(registry, edition, page, lang) : [],
    history: isCurrent ? registry.lineage.history(edition, page) : [],
    explainedBy: citing.filter((c) => c.collection === 'articles'),
    citedBy: citing.filter((c) => c.collection !== 'articles'),
    officialUrl: registry.editions.get(edition)?.url ?? OFFICIAL_RULES_PAGE,
  };
  if (shown.title) data.title = shown.title;
  if (shown.sectionTitle) data.sectionTitle = shown.sectionTitle;
  if (shown.older)
    data.older = { ...shown.older, changedSince: changedSince(registry, shown.older) };
  if (first && first.lang !== lang) data.fallbackLang = first.lang;
  if (first) data.source = first.source;
  if (first?.source === 'official' && first.lang === 'ja') {
    const revision = registry.rules.official(first.edition, 'ja')?.revision;
    if (revision) data.revision = revision;
  }
  if (first && first.edition !== edition && blocks.some((b) => b.translation))
    data.translatedEdition = first.edition;
  if (isCurrent) addPast(registry, data);
  return data;
}

/** What a current page tells of the past: a recent other meaning of its number, an older translation. */
function addPast(registry: Registry, data: RulePageData): void {
  const { edition, page, lang } = data;
  const prev = registry.lineage.recentMeaning(edition, page, meaningWindowStart(registry));
  if (prev) data.previousMeaning = prev;
  if (data.fallbackLang) {
    const t = olderTranslation(registry, page, lang);
    if (t) data.olderTranslation = t;
  }
}

/** Editions since an older text in which the wording of a rule it shows changed: the rule itself and each of its subrules. */
function changedSince(registry: Registry, older: { edition: string; number: string }): string[] {
  const drift = ruleDrift(registry.lineage, older.number, older.edition, registry.current);
  return [...new Set(drift.map((e) => e.edition))].sort();
}

/** A page's title in the reader's language where one is known, else in English (`registry/reader-title.ts`). */
function pageTitleFor(
  registry: Registry,
  edition: string,
  page: string,
  lang: Lang,
): RulePageData['title'] {
  return ruleTitle(registry, edition, page, lang);
}

/** A section's numbered rules, each with its title or its first words. */
function children(
  registry: Registry,
  edition: string,
  page: string,
  lang: Lang,
): RulePageData['children'] {
  if (ruleDepth(page) !== 0) return [];
  return registry.rules.sectionRules(edition, page).map((number) => {
    const title = pageTitleFor(registry, edition, number, lang);
    return title
      ? { number, label: title.title, labelLang: title.lang }
      : {
          number,
          label: ruleLabel(registry, edition, number, lang),
          labelLang: registry.rules.resolve(edition, number, lang)?.rule.lang ?? lang,
        };
  });
}

/** A rule's title ("Mill"), else its first words ("Special actions are actions a player may take…"), else nothing. */
export function ruleLabel(registry: Registry, edition: string, number: string, lang: Lang): string {
  const title = pageTitleFor(registry, edition, number, lang);
  if (title) return title.title;
  const text = registry.rules.resolve(edition, number, lang)?.rule;
  if (!text || text.titleOnly) return '';
  return ruleExcerpt(registry, text, 70, { lang });
}

/** The newest older edition with the reader's own language text of this page's rule. */
function olderTranslation(
  registry: Registry,
  page: string,
  lang: Lang,
): RulePageData['olderTranslation'] {
  for (const past of registry.lineage.pastNumbers(registry.current, page)) {
    const r = registry.rules.text(past.edition, past.number, lang);
    if (r) return { edition: past.edition, number: past.number, page: r.page };
  }
  return undefined;
}
