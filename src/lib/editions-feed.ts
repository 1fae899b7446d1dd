/**
 * The Atom feed of new rules editions, one per language (`/<lang>/feed.xml`),
 * so judges can subscribe. Each entry is an edition, newest first, and lists
 * the rules it changed from the edition before (reworded, added, removed,
 * renumbered, from the lineage, so an edition without text on the site has
 * its entry too), each linked to the rule, with a link to the page of what
 * changed. Written with the `feed` library; entry HTML is built as a hast
 * tree, so every text is escaped.
 */
import { Feed } from 'feed';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { Lang } from '../content/schemas.ts';
import { useTranslations, type UiKey } from '../i18n/index.ts';
import { language } from '../i18n/languages.ts';
import { compareEditions, type EditionComparison } from '../lineage/compare.ts';
import type { Registry } from '../registry/registry.ts';
import { ruleAddress } from './edition-rule-href.ts';
import { editionName, formatDate } from './edition-names.ts';
import { changePairs } from './editions-list.ts';
import {
  changesPath,
  comparePath,
  editionPath,
  editionsPath,
  feedPath,
  homePath,
} from '../urls/paths.ts';

/** Editions in the feed (the newest). */
export const FEED_EDITIONS = 12;
/** Rules listed per kind of change in one entry; the rest are counted and left to the changes page. */
export const FEED_LIST_MAX = 100;

/** Turns a site path into an absolute URL (base and origin included). */
export type AbsoluteUrl = (path: string) => string;

const dateOf = (key: string) => new Date(`${key}T00:00:00Z`);
const text = (s: string) => toHtml({ type: 'text', value: s });

/** The feed's XML for a language. */
export function editionsFeed(registry: Registry, lang: Lang, abs: AbsoluteUrl): string {
  const t = useTranslations(lang);
  const editions = registry.editions.list;
  const newest = editions.slice(-FEED_EDITIONS).reverse();
  const feed = new Feed({
    id: abs(feedPath(lang)),
    title: t('feed:title'),
    description: t('feed:subtitle'),
    link: abs(editionsPath(lang)),
    feedLinks: { atom: abs(feedPath(lang)) },
    language: lang,
    updated: dateOf(newest[0]?.key ?? '2003-07-01'),
    generator: t('site:name'),
    author: { name: t('site:name'), link: abs(homePath(lang)) },
    copyright: t('footer:disclaimer'),
  });
  const pages = new Set(changePairs(registry).map(([a, b]) => `${a}/${b}`));
  for (const e of newest) {
    const i = editions.indexOf(e);
    const from = i > 0 ? editions[i - 1]!.key : undefined;
    const cmp = from ? compareEditions(registry.lineage, from, e.key) : undefined;
    const link = !from
      ? editionPath(lang, e.key)
      : pages.has(`${from}/${e.key}`)
        ? changesPath(lang, from, e.key)
        : comparePath(lang, from, e.key);
    const effective = formatDate(e.effective, lang);
    const summary = cmp
      ? t('feed:entrySummary', {
          effective,
          counts: new Intl.ListFormat(language(lang).tag, { type: 'conjunction' }).format([
            t('feed:changedCount', { count: cmp.reworded.length }),
            t('feed:addedCount', { count: cmp.added.length }),
            t('feed:removedCount', { count: cmp.removed.length }),
            t('feed:renumberedCount', { count: cmp.renumbered.length }),
          ]),
        })
      : t('feed:first', { effective });
    feed.addItem({
      id: abs(editionPath(lang, e.key)),
      title: text(editionName(registry, e.key, lang)),
      link: abs(link),
      date: dateOf(e.key),
      published: dateOf(e.key),
      description: text(summary),
      content: toHtml(entryBody(registry, lang, abs, summary, cmp, abs(link))),
    });
  }
  return feed.atom1();
}

/** An entry's HTML: the summary, the link to what changed, and each kind of change with its rules. */
function entryBody(
  registry: Registry,
  lang: Lang,
  abs: AbsoluteUrl,
  summary: string,
  cmp: EditionComparison | undefined,
  changesUrl: string,
): Element[] {
  const t = useTranslations(lang);
  if (!cmp) return [h('p', summary)];
  const rule = (edition: string, n: string) =>
    h('a', { href: abs(ruleAddress(registry, edition, n, lang)) }, n);
  const section = (what: UiKey, items: ElementContent[][]) =>
    items.length
      ? [
          h('h3', t('feed:heading', { what: t(what), total: items.length })),
          h('p', listed(items, t('feed:more', { count: items.length - FEED_LIST_MAX }))),
        ]
      : [];
  return [
    h('p', summary),
    h(
      'p',
      h('a', { href: changesUrl }, t('editions:changes', { from: formatDate(cmp.from, lang) })),
    ),
    ...section(
      'changes:changed',
      cmp.reworded.map(([, n]) => [rule(cmp.to, n)]),
    ),
    ...section(
      'changes:added',
      cmp.added.map((n) => [rule(cmp.to, n)]),
    ),
    ...section(
      'changes:removed',
      cmp.removed.map((n) => [rule(cmp.from, n)]),
    ),
    ...section(
      'changes:renumbered',
      cmp.renumbered.map(([o, n]) => [{ type: 'text', value: `${o} → ` }, rule(cmp.to, n)]),
    ),
  ];
}

/** Items separated by commas, at most FEED_LIST_MAX of them, then "and N more". */
function listed(items: ElementContent[][], more: string): ElementContent[] {
  const out: ElementContent[] = [];
  items.slice(0, FEED_LIST_MAX).forEach((item, i) => {
    if (i > 0) out.push({ type: 'text', value: ', ' });
    out.push(...item);
  });
  if (items.length > FEED_LIST_MAX) out.push({ type: 'text', value: `, ${more}` });
  return out;
}
