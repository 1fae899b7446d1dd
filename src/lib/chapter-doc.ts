/**
 * One chapter of an edition's official text, as one document: its sections
 * (headings anchored by number) and every rule's block, with rule
 * references linked within the same edition. The HTML is made once per
 * edition, chapter and text language and shared by the three interface
 * languages (only the language segment of the links differs), so the whole
 * archive renders in minutes.
 */
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { Lang } from '../content/schemas.ts';
import { renderRules } from '../markdown/render-rules.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { chapterOf, ruleDepth } from '../rules/rule-number.ts';
import { homePath } from '../urls/paths.ts';

const cache = new Map<string, string>();
/** How many chapters are kept (a full archive has ~900; each is used by three pages in a row). */
const CACHE_SIZE = 24;

/** The chapters of an edition that have text in a language. */
export function editionChapters(
  registry: Registry,
  edition: string,
  textLang: Lang,
): Array<{ number: string; title: string }> {
  const off = registry.rules.official(edition, textLang);
  if (!off) return [];
  const used = new Set(off.sections.map((s) => chapterOf(s.number)));
  return off.chapters
    .filter((c) => used.has(c.number))
    .map((c) => ({ number: c.number, title: c.title }));
}

function build(
  registry: Registry,
  edition: string,
  chapter: string,
  textLang: Lang,
  base: string,
): string {
  const off = registry.rules.official(edition, textLang)!;
  const parts: string[] = [];
  const rules = off.rules.filter((r) => chapterOf(r.number) === chapter);
  for (const section of off.sections.filter((s) => chapterOf(s.number) === chapter)) {
    // Each section is its own box, so a long document lays out only what is on screen.
    parts.push('<section class="doc-section">');
    parts.push(
      toHtml(
        h('h2.section-heading', { id: section.number, dataRule: section.number }, [
          h('span.num', section.number),
          section.title,
        ]),
      ),
    );
    const texts: RuleText[] = rules
      .filter((r) => r.number.startsWith(`${section.number}.`))
      .map((r) =>
        registry.rules
          .copies(edition, r.number, textLang)
          .find((c) => c.anchor === (r.anchor ?? r.number))!,
      )
      .filter((t) => t && ruleDepth(t.number) > 0);
    parts.push(renderRules(texts, { registry, base, lang: 'en', scope: 'edition', trusted: true }));
    parts.push('</section>');
  }
  return parts.join('\n');
}

/** The chapter's HTML for readers of `lang` (links to pages in their language). */
export function chapterHtml(
  registry: Registry,
  edition: string,
  chapter: string,
  textLang: Lang,
  lang: Lang,
  base: string,
): string {
  const key = `${edition}/${chapter}/${textLang}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = build(registry, edition, chapter, textLang, base);
    cache.set(key, html);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return lang === 'en'
    ? html
    : html.replaceAll(`href="${base}${homePath('en')}`, `href="${base}${homePath(lang)}`);
}
