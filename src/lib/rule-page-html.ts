/**
 * The HTML of a rules page's blocks: each rule's text through the rendering
 * pipeline (`markdown/render-rules.ts`), or, for a rule whose text the site
 * lacks, a block that keeps its anchor and says so.
 */
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { Lang } from '../content/schemas.ts';
import { useTranslations } from '../i18n/index.ts';
import { renderRules } from '../markdown/render-rules.ts';
import type { ReferenceReport } from '../markdown/reference-report.ts';
import type { Registry } from '../registry/registry.ts';
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
          h('span.muted', useTranslations(lang)('rules.missingShort')),
        ]),
      ],
    ),
  );
}

/** The blocks of a page, and of the older text it shows, as HTML. */
export function rulePageBody(
  registry: Registry,
  data: RulePageData,
  base: string,
  report?: ReferenceReport,
): { blocks: string; older: string } {
  const opts = {
    registry,
    base,
    lang: data.lang,
    scope: data.isCurrent ? ('current' as const) : ('edition' as const),
    report,
  };
  const heading = data.title?.title;
  const blocks = data.blocks
    .map((b) => {
      if (!b.text)
        return data.hasText || b.number !== data.page ? missingBlock(b.number, data.lang) : '';
      if (b.text.titleOnly || (b.number === data.page && b.text.text === heading)) return '';
      return registry.rules
        .copies(data.edition, b.number, b.text.lang)
        .map((copy) => renderRules([copy], opts))
        .join('\n');
    })
    .join('\n');
  const older = data.older ? renderRules(data.older.rules, { ...opts, scope: 'current' }) : '';
  return { blocks, older };
}
