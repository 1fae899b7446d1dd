/**
 * The HTML of a rules page's blocks: each rule's text through the rendering
 * pipeline (`markdown/render-rules.ts`), or, for a rule whose text the site
 * lacks, a block that keeps its anchor and says so.
 */
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { Lang } from '../content/schemas.ts';
import { useTranslations } from '../i18n/index.ts';
import { renderRules, type RenderRulesOptions } from '../markdown/render-rules.ts';
import rehypeGlosses from '../markdown/rehype-glosses.ts';
import { glossDictionary } from '../glosses/gloss-dictionary.ts';
import type { ReferenceReport } from '../markdown/reference-report.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { ruleHeading } from '../rules/rule-title.ts';
import { ruleDepth } from '../rules/rule-number.ts';
import type { RulePageData } from './rule-page.ts';

/** A block for a rule whose text is not on the site: its number, its anchor, and a short note. */
export function missingBlock(number: string, lang: Lang): string {
  return toHtml(
    h(
      'section.rule.rule-missing',
      { id: number, dataRule: number, dataDepth: String(ruleDepth(number)) },
      [
        h('p', [
          h('a.rule-number', { href: `#${number}` }, number),
          ' ',
          h('span.muted', useTranslations(lang)('rules:missingShort')),
        ]),
      ],
    ),
  );
}

/** True when a page's own block only repeats its title ("701.17. Mill", in whichever language the title is). */
function isHeading(text: RuleText, heading: string | undefined): boolean {
  return (
    text.text === heading || (text.source === 'official' && ruleHeading(text.text) !== undefined)
  );
}

/** One block of a page as HTML, with the language of its text. */
export interface BlockHtml {
  number: string;
  html: string;
  /** The language of the text (none for a block that says the text is missing). */
  lang?: Lang;
}

/** The blocks of a page, and of the older text it shows, as HTML (also block by block, for side by side). */
export function rulePageBody(
  registry: Registry,
  data: RulePageData,
  base: string,
  report?: ReferenceReport,
): { blocks: string; older: string; items: BlockHtml[]; glossed: boolean } {
  const scope = data.isCurrent ? ('current' as const) : ('edition' as const);
  const glosses = data.lang === 'en' ? undefined : glossTransform(registry, data.lang);
  const opts = { registry, base, lang: data.lang, scope, report, transform: glosses };
  const heading = data.title?.title;
  // An older text stands for today's rules: its blocks carry today's numbers as anchors.
  const older = (data.older?.rules ?? []).map((r) => {
    const loc = registry.lineage.locate(r.number, r.edition, data.current);
    return loc?.status === 'found' ? { ...r, anchor: loc.number } : r;
  });
  const covered = new Set(older.map((r) => r.anchor));
  const items = data.blocks.flatMap((b): BlockHtml[] => {
    if (covered.has(b.number)) return [];
    if (!b.text)
      return data.hasText || b.number !== data.page
        ? [{ number: b.number, html: missingBlock(b.number, data.lang) }]
        : [];
    if (b.text.titleOnly || (b.number === data.page && isHeading(b.text, heading))) return [];
    // A translation of an older edition is shown under today's number.
    const copies = b.translation
      ? [{ ...b.text, number: b.number, anchor: b.number }]
      : registry.rules.copies(data.edition, b.number, b.text.lang);
    const html = copies.map((copy) => renderRules([copy], opts)).join('\n');
    return [{ number: b.number, html, lang: b.text.lang }];
  });
  const olderHtml = older.length ? renderRules(older, { ...opts, scope: 'current' }) : '';
  return {
    blocks: items.map((i) => i.html).join('\n'),
    older: olderHtml,
    items,
    glossed: [olderHtml, ...items.map((i) => i.html)].some((html) =>
      html.includes('class="gloss"'),
    ),
  };
}

/** Glosses English rules for a reader of `lang`; other languages' texts are left as they are. */
function glossTransform(registry: Registry, lang: Lang): RenderRulesOptions['transform'] {
  const t = useTranslations(lang);
  const plugin = rehypeGlosses({
    dictionary: glossDictionary(registry, lang),
    wrap: (gloss) => t('typo:parenthetical', { text: '', note: gloss }),
  });
  return (tree, rule) => {
    if (rule.lang === 'en') plugin(tree);
  };
}
