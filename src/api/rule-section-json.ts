/**
 * `/api/v1/rules/<section>.json`: one section of the current edition, every
 * numbered rule with its subrules, examples, texts in every language the
 * site has, history, cross-references and citing entries. One file per
 * section, so a bot gets any rule in one request (the section of 701.17b is
 * 701) while the site stays within its file budget.
 */
import { LANGS, type Lang } from '../content/schemas.ts';
import type { LineageEvent } from '../lineage/lineage.ts';
import { rulePagePath } from '../urls/paths.ts';
import { rulePlainExamples, rulePlainText } from '../markdown/rule-text.ts';
import type { Registry } from '../registry/registry.ts';
import { chapterOf, ruleDepth } from '../rules/rule-number.ts';
import { absolute, schemaUrl, type ApiContext } from './api-context.ts';
import type { RuleJson, RuleSectionJson, SubruleJson } from './api-schemas.ts';
import { crossRefs, type CrossRefs } from './rule-cross-refs.ts';

const refsCache = new WeakMap<Registry, CrossRefs>();

function refsOf(registry: Registry): CrossRefs {
  let r = refsCache.get(registry);
  if (!r) refsCache.set(registry, (r = crossRefs(registry, registry.current)));
  return r;
}

/** The sections of the current edition, in order. */
export function apiSections(registry: Registry): string[] {
  return registry.rules.pages(registry.current).filter((p) => ruleDepth(p) === 0);
}

/** A page's own title per language (no stand-in from another language). */
export function titlesOf(registry: Registry, page: string): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of LANGS) {
    const t = registry.rules.pageTitle(registry.current, page, lang);
    if (t && t.lang === lang) out[lang] = t.title;
  }
  return out;
}

function pageUrls(ctx: ApiContext, page: string): Partial<Record<Lang, string>> {
  const { current } = ctx.registry;
  return Object.fromEntries(
    LANGS.map((l) => [l, absolute(ctx, rulePagePath(l, page, current, current))]),
  );
}

const event = (e: LineageEvent) => ({
  edition: e.edition,
  kind: e.kind,
  number: e.number,
  ...(e.from ? { from: e.from } : {}),
  ...(e.change !== undefined ? { change: e.change } : {}),
  ...(e.unsure ? { unsure: true } : {}),
  ...(e.similarity !== undefined ? { similarity: e.similarity } : {}),
});

/** Every copy of a number (a number printed twice has two anchors), with its texts per language. */
function subrules(ctx: ApiContext, number: string): SubruleJson[] {
  const { registry } = ctx;
  const edition = registry.current;
  const refs = refsOf(registry);
  const byAnchor = new Map<string, SubruleJson>();
  for (const lang of LANGS) {
    for (const t of registry.rules.copies(edition, number, lang)) {
      if (t.titleOnly) continue;
      let s = byAnchor.get(t.anchor);
      if (!s)
        byAnchor.set(
          t.anchor,
          (s = {
            number,
            anchor: t.anchor,
            texts: {},
            cites: refs.cites.get(number) ?? [],
            citedBy: refs.citedBy.get(number) ?? [],
            history: registry.lineage.history(edition, number).map(event),
          }),
        );
      s.texts[lang] = {
        text: rulePlainText(registry, t, { lang }),
        examples: rulePlainExamples(registry, t, { lang }),
        source: t.source,
      };
    }
  }
  if (!byAnchor.size)
    byAnchor.set(number, {
      number,
      anchor: number,
      texts: {},
      cites: refs.cites.get(number) ?? [],
      citedBy: refs.citedBy.get(number) ?? [],
      history: registry.lineage.history(edition, number).map(event),
    });
  return [...byAnchor.values()];
}

/** One numbered rule with its subrules, as in its section's file. */
export function ruleJson(ctx: ApiContext, rule: string): RuleJson {
  const { registry } = ctx;
  const edition = registry.current;
  const [own, ...ownCopies] = subrules(ctx, rule);
  const below = registry.rules
    .pageNumbers(edition, rule)
    .filter((n) => n !== rule)
    .flatMap((n) => subrules(ctx, n));
  return {
    ...own!,
    title: titlesOf(registry, rule),
    url: pageUrls(ctx, rule),
    subrules: [...ownCopies, ...below],
    entries: registry.citing(rule, edition).map((e) => ({ collection: e.collection, id: e.id })),
  };
}

/** The file of one section. */
export function ruleSectionJson(ctx: ApiContext, section: string): RuleSectionJson {
  const { registry } = ctx;
  const edition = registry.current;
  return {
    $schema: schemaUrl(ctx, 'rule-section'),
    format: 1,
    edition,
    section,
    chapter: chapterOf(section),
    title: titlesOf(registry, section),
    url: pageUrls(ctx, section),
    rules: registry.rules.sectionRules(edition, section).map((r) => ruleJson(ctx, r)),
  };
}
