/**
 * Builds the search data files from the registry: tier 0 (names and rule
 * numbers, small, loaded on first focus) and tier 1 (full text, loaded in a
 * worker). One pair per language.
 */
import { LANGS, type Lang } from '../content/schemas.ts';
import { entryPath, rulesIndexPath } from '../lib/paths.ts';
import type { EntryCollection, Registry } from '../registry/index.ts';
import { namesOf } from '../registry/registry.ts';
import type { NameTuple, ResultKind, Tier0, Tier1Doc } from './types.ts';

const KIND: Record<EntryCollection, Exclude<ResultKind, 'rule'>> = {
  glossary: 'glossary',
  articles: 'article',
  cards: 'card',
};

/** Markdown source → plain text (term links keep their label or id, rule numbers stay). */
export function plainText(
  md: string,
  label: (id: string) => string | undefined = () => undefined,
): string {
  return md
    .replace(
      /\[\[([a-z0-9-]+)(?:\|([^\]]+))?\]\]/g,
      (_m, id: string, text?: string) => text ?? label(id) ?? id,
    )
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tier 0 for a language. */
export function buildTier0(registry: Registry, lang: Lang): Tier0 {
  const entries: Tier0['entries'] = [];
  for (const collection of ['glossary', 'articles', 'cards'] as const) {
    for (const id of registry.ids(collection)) {
      const n: NameTuple[] = [];
      for (const l of LANGS) {
        const names = registry.names(collection, id, l);
        if (!names) continue;
        n.push([names.primary, l, 'p']);
        for (const a of names.aliases) n.push([a, l, 'a']);
        for (const f of names.formerNames) n.push([f, l, 'f']);
        if (names.reading) n.push([names.reading, l, 'r']);
      }
      entries.push({
        k: KIND[collection],
        d: registry.label(collection, id, lang) ?? id,
        u: entryPath(lang, collection, id),
        n,
      });
    }
  }
  const rules: Record<string, string> = {};
  const pageOf = new Map<string, string>();
  for (const num of registry.ruleNumbers()) {
    const r = registry.rule(num, lang);
    if (r) pageOf.set(num, r.rule.page);
  }
  for (const [num, page] of pageOf) {
    if (num === page) rules[page] ??= '';
    else rules[page] = `${rules[page] ?? ''}${rules[page] ? ' ' : ''}${num.slice(page.length)}`;
  }
  const moved: NonNullable<Tier0['moved']> = [];
  for (const edition of [...registry.ruleEditions].reverse()) {
    if (edition === registry.current) continue;
    const map: Record<string, string> = {};
    for (const n of registry.ruleNumbers(edition)) {
      const now = registry.toCurrent(n, edition);
      if (now?.status === 'current' && now.number !== n) map[n] = now.number;
    }
    if (Object.keys(map).length) moved.push([edition, map]);
  }
  return {
    v: 1,
    lang,
    entries,
    rules,
    rulesPath: rulesIndexPath(lang),
    ...(moved.length ? { moved } : {}),
  };
}

/** Tier 1 for a language: every rule and subrule, and every entry, as plain text. */
export function buildTier1(registry: Registry, lang: Lang): Tier1Doc[] {
  const docs: Tier1Doc[] = [];
  const label = (id: string) => registry.label('glossary', id, lang);
  for (const num of registry.ruleNumbers()) {
    const r = registry.rule(num, lang);
    if (!r) continue;
    const { rule } = r;
    const path = registry.rulePath(num, lang)!;
    const text = rule.titleOnly
      ? rule.pageTitle
      : plainText([rule.text, ...rule.examples].join(' '), label);
    docs.push({ k: 'rule', t: `${num} ${rule.pageTitle}`, u: path, x: text });
  }
  for (const collection of ['glossary', 'articles', 'cards'] as const) {
    for (const id of registry.ids(collection)) {
      const r = registry.entry(collection, id, lang)!;
      const names = namesOf(r.entry);
      const d = r.entry.data as { summary?: string; rulings?: Array<{ text: string }> };
      const parts = [
        names.aliases.join(' '),
        names.formerNames.join(' '),
        d.summary ?? '',
        r.entry.body,
        ...(d.rulings ?? []).map((x) => x.text),
      ];
      docs.push({
        k: KIND[collection],
        t: names.primary,
        u: entryPath(lang, collection, id),
        x: plainText(parts.join(' \n'), label),
      });
    }
  }
  return docs;
}
