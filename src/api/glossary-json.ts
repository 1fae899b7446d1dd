/**
 * The glossary in the JSON API: `/api/v1/glossary/<id>.json` (a term in
 * every language it is written in: names, plain text, rules) and
 * `/api/v1/glossary.json` (every term with its names). Rule numbers are
 * given as in the current edition, through the lineage, in `rules` and in
 * the texts; `textEdition` says which edition each text was written for.
 */
import { LANGS, type Lang } from '../content/schemas.ts';
import { entryPath } from '../urls/paths.ts';
import { markdownToPlainText } from '../markdown/plain-text.ts';
import { renumberText } from '../lineage/renumber.ts';
import type { Registry } from '../registry/registry.ts';
import { absolute, schemaUrl, type ApiContext } from './api-context.ts';
import type { GlossaryJson, TermJson, TermNames } from './api-schemas.ts';

/** A term's names per language it is written in. */
export function termNames(registry: Registry, id: string): Partial<Record<Lang, TermNames>> {
  const out: Partial<Record<Lang, TermNames>> = {};
  for (const lang of registry.entryLangs('glossary', id)) {
    const n = registry.names('glossary', id, lang)!;
    out[lang] = {
      name: n.primary,
      aliases: n.aliases,
      formerNames: n.formerNames,
      ...(n.reading ? { reading: n.reading } : {}),
    };
  }
  return out;
}

/** The rules a term cites in its front matter, numbered as in the current edition (removed rules are left out). */
export function termRules(registry: Registry, id: string): string[] {
  const out = new Set<string>();
  for (const lang of registry.entryLangs('glossary', id)) {
    const e = registry.entry('glossary', id, lang)!.entry;
    for (const n of e.data.rules) {
      const loc = registry.toCurrent(n, e.data.rulesEdition);
      if (loc?.status === 'found') out.add(loc.number);
    }
  }
  return [...out];
}

/** One term's file. */
export function termJson(ctx: ApiContext, id: string): TermJson {
  const { registry } = ctx;
  const langs = registry.entryLangs('glossary', id);
  const first = registry.entry('glossary', id, langs[0]!)!.entry;
  const text: Partial<Record<Lang, string>> = {};
  const textEdition: Partial<Record<Lang, string>> = {};
  for (const lang of langs) {
    const e = registry.entry('glossary', id, lang)!.entry;
    const plain = markdownToPlainText(e.body, {
      label: (other) => registry.label('glossary', other, lang),
    });
    // Numbers as the edition of the file numbers them, like the term's page.
    text[lang] = renumberText(registry.lineage, plain, e.data.rulesEdition, registry.current);
    textEdition[lang] = e.data.rulesEdition;
  }
  return {
    $schema: schemaUrl(ctx, 'term'),
    format: 1,
    id,
    edition: registry.current,
    category: first.data.category,
    names: termNames(registry, id),
    text,
    textEdition,
    rules: termRules(registry, id),
    seeAlso: first.data.seeAlso,
    url: Object.fromEntries(LANGS.map((l) => [l, absolute(ctx, entryPath(l, 'glossary', id))])),
  };
}

/** Every term with its names. */
export function glossaryJson(ctx: ApiContext): GlossaryJson {
  const { registry } = ctx;
  return {
    $schema: schemaUrl(ctx, 'glossary'),
    format: 1,
    edition: registry.current,
    terms: registry.ids('glossary').map((id) => ({
      id,
      category: registry.entry('glossary', id, 'en')!.entry.data.category,
      names: termNames(registry, id),
      rules: termRules(registry, id),
    })),
  };
}
