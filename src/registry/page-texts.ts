/**
 * The texts a rule page shows, from the registry: each rule of the page with
 * its text in the reader's language (on a current page, the newest official
 * translation where the edition has none in that language), whether the page
 * has any text, its title and its section's title, and, on a current page
 * with no text, the newest older edition's. The page view-model
 * (`lib/rule-page.ts`) and the search documents (`search/build-data.ts`) both
 * read it, so search finds what the page shows.
 */
import type { Lang } from '../content/schemas.ts';
import { pageOf, ruleDepth, sectionOf } from '../rules/rule-number.ts';
import { newestText } from './newest-text.ts';
import { ruleTitle, type RuleTitle } from './reader-title.ts';
import type { Registry, RuleText } from './registry.ts';

/** One rule on a page: its text in the reader's language or another, or none. */
export interface PageText {
  number: string;
  text?: RuleText;
  /** The text is an official translation of an older edition (`text` numbers it as that edition does). */
  translated?: boolean;
}

/** An older edition's text of a page, shown when the current edition's is not on the site. */
export interface OlderTexts {
  edition: string;
  /** The rule's number in that edition. */
  number: string;
  rules: RuleText[];
}

export interface PageTexts {
  blocks: PageText[];
  /** Whether any rule on the page has a text on the site. */
  hasText: boolean;
  /** The page's own title ("Mill"), if it has one, and its language. */
  title?: RuleTitle;
  /** The title of the section the page is in ("Special Actions"). */
  sectionTitle?: string;
  older?: OlderTexts;
}

/** The rules of a page with their texts. */
function blocksOf(registry: Registry, edition: string, page: string, lang: Lang): PageText[] {
  const isCurrent = edition === registry.current;
  return registry.rules.pageNumbers(edition, page).map((number): PageText => {
    const r = registry.rules.resolve(edition, number, lang);
    if (isCurrent && lang !== 'en' && (!r || r.fallback)) {
      const t = newestText(registry, number, lang, { officialOnly: true });
      if (t) return { number, text: t, translated: true };
    }
    return r ? { number, text: r.rule } : { number };
  });
}

/** The newest older edition with a text of this page's rule: the rules of its page there. */
function olderTexts(registry: Registry, page: string, lang: Lang): OlderTexts | undefined {
  for (const past of registry.lineage.pastNumbers(registry.current, page)) {
    if (!registry.rules.resolve(past.edition, past.number, lang)) continue;
    const rules = registry.rules.pageNumbers(past.edition, pageOf(past.number)).flatMap((n) => {
      const r = registry.rules.resolve(past.edition, n, lang);
      return r && !r.rule.titleOnly ? [r.rule] : [];
    });
    return { edition: past.edition, number: past.number, rules };
  }
  return undefined;
}

/** What one rules page of an edition shows a reader of `lang`. */
export function pageTexts(
  registry: Registry,
  edition: string,
  page: string,
  lang: Lang,
): PageTexts {
  const blocks = blocksOf(registry, edition, page, lang);
  const texts = blocks.flatMap((b) => (b.text ? [b.text] : []));
  const out: PageTexts = {
    blocks,
    // A section's own text is its title: with it, its page lists its rules, nothing is missing.
    hasText: texts.some((t) => !t.titleOnly || (ruleDepth(page) === 0 && t.source === 'official')),
  };
  const title = ruleTitle(registry, edition, page, lang);
  if (title) out.title = title;
  const section = sectionOf(page);
  if (section && section !== page) {
    const st = ruleTitle(registry, edition, section, lang);
    if (st) out.sectionTitle = st.title;
  }
  if (edition === registry.current && !out.hasText) {
    const older = olderTexts(registry, page, lang);
    if (older) out.older = older;
    if (older && !out.title) {
      const t = registry.rules.pageTitle(older.edition, pageOf(older.number), lang);
      if (t) out.title = t;
    }
  }
  return out;
}
