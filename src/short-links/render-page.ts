/**
 * The HTML of one short-link page, built as a hast tree (so every value is
 * escaped by hast-util-to-html): the rule's number, title and text in Open
 * Graph and Twitter tags for link previews, a canonical URL, links to the
 * rule in every language for readers without JavaScript, and the follow
 * script allowed by its hash.
 */
import { createHash } from 'node:crypto';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { LANGS, type Lang } from '../content/schemas.ts';
import { languageName, useTranslations } from '../i18n/index.ts';
import type { ShortLinkOutcome } from '../lib/short-links.ts';
import { FOLLOW_SCRIPT } from './follow.ts';

export interface ShortLinkPageData {
  number: string;
  /** Language of `/{lang}/r/` pages; undefined for the neutral `/r/` page. */
  lang?: Lang;
  title: string;
  description: string;
  /** Language of the preview text. */
  textLang: Lang;
  /** Absolute URL of this page. */
  self: string;
  /** Rule page per language (with base). */
  targets: Record<Lang, string>;
  /** Where older editions' meanings of the number are today (paths without base, `{lang}` for the language). */
  history: ShortLinkOutcome[];
  /** The site's base path, for the history's paths. */
  base: string;
  /** Stylesheet and icon URLs (with base). */
  stylesheet?: string;
  icon: string;
}

const scriptHash = `sha256-${createHash('sha256').update(FOLLOW_SCRIPT).digest('base64')}`;
const CSP = `default-src 'self'; script-src '${scriptHash}'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'`;

/** The page of one short link, as HTML. */
export function renderShortLinkPage(d: ShortLinkPageData): string {
  const metaLang = d.lang ?? 'en';
  const tree = h(null, [
    { type: 'doctype' },
    h('html', { lang: metaLang }, [
      h('head', head(d)),
      h('body', [body(d, metaLang), h('script', FOLLOW_SCRIPT)]),
    ]),
  ]);
  return toHtml(tree, { upperDoctype: true });
}

/** The head: what a chat, a forum or a search engine reads to unfurl the link. */
function head(d: ShortLinkPageData) {
  return [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { httpEquiv: 'content-security-policy', content: CSP }),
    h('title', d.title),
    h('meta', { name: 'description', content: d.description }),
    h('link', { rel: 'canonical', href: d.self }),
    h('meta', { property: 'og:site_name', content: 'Grimoire' }),
    h('meta', { property: 'og:type', content: 'article' }),
    h('meta', { property: 'og:title', content: d.title }),
    h('meta', { property: 'og:description', content: d.description }),
    h('meta', { property: 'og:url', content: d.self }),
    h('meta', { name: 'twitter:card', content: 'summary' }),
    h('meta', { name: 'twitter:title', content: d.title }),
    h('meta', { name: 'twitter:description', content: d.description }),
    h('meta', { name: 'robots', content: 'noindex, follow' }),
    h('link', { rel: 'icon', href: d.icon, type: 'image/svg+xml' }),
    d.stylesheet ? h('link', { rel: 'stylesheet', href: d.stylesheet }) : null,
  ];
}

/** The body: the rule, and links to it in each language (the script follows the reader's). */
function body(d: ShortLinkPageData, metaLang: Lang) {
  const t = useTranslations(metaLang);
  return h(
    'main',
    {
      id: 'main',
      className: ['wrap', 'narrow', 'short-link'],
      dataLang: d.lang ?? '',
      dataTargets: JSON.stringify(d.targets),
      dataHistory: JSON.stringify(d.history),
      dataNumber: d.number,
      dataBase: d.base,
    },
    [
      // Shown by the script, in the reader's language, when the link's edition is no date (BR15).
      ...LANGS.map((l) =>
        h(
          'p',
          { className: ['notice', 'short-link-edition'], lang: l, hidden: true },
          useTranslations(l)('shortlink:editionUnreadable', { number: d.number }),
        ),
      ),
      h('h1', { className: ['rule-ref-big'] }, d.title),
      h('blockquote', { lang: d.textLang }, d.description),
      h('p', [
        h(
          'a',
          { className: ['go'], href: d.targets[metaLang], hrefLang: metaLang },
          t('shortlink:go', { number: d.number }),
        ),
      ]),
      h('p', { className: ['muted'] }, t('shortlink:choose')),
      h(
        'ul',
        { className: ['inline-list'] },
        LANGS.filter((l) => l !== metaLang).map((l) =>
          h('li', [h('a', { href: d.targets[l], hrefLang: l, lang: l }, languageName(l))]),
        ),
      ),
    ],
  );
}
