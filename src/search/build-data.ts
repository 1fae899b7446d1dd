/**
 * Builds the search data of a language from the registry: tier 0 (names,
 * rule numbers and titles, and the full-text manifest; loaded on first
 * focus) and the documents of the full-text index. Only the current edition
 * and Grimoire's own content are indexed; older editions are reached
 * through the lineage. A rule's text is the official text of the reader's
 * language where the registry has it (the Japanese translation), else
 * English (the registry's fallback), else Grimoire's own rendering.
 */
import { LANGS, type EntryCollection, type Lang } from '../content/schemas.ts';
import { entryPath, ruleHref, rulesIndexPath } from '../urls/paths.ts';
import { markdownToPlainText } from '../markdown/plain-text.ts';
import { rulePlainText } from '../markdown/rule-text.ts';
import { namesOf } from '../registry/entry-store.ts';
import { pageTexts, type PageTexts } from '../registry/page-texts.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { pageOf } from '../rules/rule-number.ts';
import { foldText } from './normalize.ts';
import {
  displayName,
  type FullTextDoc,
  type FullTextManifest,
  type NameTuple,
  type ResultKind,
  type Tier0,
} from './types.ts';

const KIND: Record<EntryCollection, Exclude<ResultKind, 'rule'>> = {
  glossary: 'glossary',
  articles: 'article',
  cards: 'card',
};

/** How many older editions' numbers tier 0 maps to today's rules (older ones go through the lineage file). */
export const MOVED_EDITIONS = 12;

/** Every name of an entry in every language. */
function namesTuples(registry: Registry, collection: EntryCollection, id: string): NameTuple[] {
  const n: NameTuple[] = [];
  for (const l of LANGS) {
    const names = registry.names(collection, id, l);
    if (!names) continue;
    n.push([names.primary, l, 'p']);
    for (const a of names.aliases) n.push([a, l, 'a']);
    for (const f of names.formerNames) n.push([f, l, 'f']);
    if (names.reading) n.push([names.reading, l, 'r']);
    for (const r of names.formerReadings) n.push([r, l, 'r']);
  }
  return n;
}

/** Rule numbers by page: page → its numbers written as suffixes ("a b c"). */
function rulesByPage(registry: Registry): Record<string, string> {
  const rules: Record<string, string> = {};
  for (const num of registry.lineage.sortedNumbers(registry.current)) {
    const page = pageOf(num);
    if (num === page) rules[page] ??= '';
    else rules[page] = `${rules[page] ?? ''}${rules[page] ? ' ' : ''}${num.slice(page.length)}`;
  }
  return rules;
}

/** Numbers of recent older editions that mean another rule today, newest edition first. */
function movedNumbers(registry: Registry): NonNullable<Tier0['moved']> {
  const moved: NonNullable<Tier0['moved']> = [];
  const editions = registry.editions.list
    .filter((e) => e.key !== registry.current)
    .slice(-MOVED_EDITIONS);
  for (const e of [...editions].reverse()) {
    const map: Record<string, string> = {};
    for (const n of registry.lineage.numbers(e.key)) {
      const now = registry.toCurrent(n, e.key);
      if (now?.status === 'found' && now.number !== n) map[n] = now.number;
    }
    if (Object.keys(map).length) moved.push([e.key, map]);
  }
  return moved;
}

/** A current rule page's texts, as its page shows them (`registry/page-texts.ts`). */
type CurrentPage = PageTexts & { page: string };

const pagesCache = new WeakMap<Registry, Map<Lang, CurrentPage[]>>();

/** The current edition's rule pages in a language (computed once per registry and language). */
function currentPages(registry: Registry, lang: Lang): CurrentPage[] {
  const byLang = pagesCache.get(registry) ?? new Map<Lang, CurrentPage[]>();
  pagesCache.set(registry, byLang);
  let pages = byLang.get(lang);
  if (!pages) {
    const current = registry.current;
    pages = registry.rules
      .pages(current)
      .map((page) => ({ page, ...pageTexts(registry, current, page, lang) }));
    byLang.set(lang, pages);
  }
  return pages;
}

/** Rule pages' own titles, by the language they are in. */
function ruleTitles(registry: Registry, lang: Lang): Tier0['titles'] {
  const titles: Tier0['titles'] = {};
  for (const data of currentPages(registry, lang))
    if (data.title) (titles[data.title.lang] ??= {})[data.page] = data.title.title;
  return titles;
}

/** The pages of today's rules a glossary term is about: its `rules` field, through the lineage. */
function termPages(registry: Registry, id: string): Set<string> {
  const e = registry.entry('glossary', id, 'en')?.entry.data;
  const pages = new Set<string>();
  for (const n of e?.rules ?? []) {
    const now = registry.toCurrent(n, e?.rulesEdition ?? registry.current);
    if (now?.status === 'found') pages.add(pageOf(now.number));
  }
  return pages;
}

/**
 * The names of a term that can title a rule page: its primary name and aliases in any language,
 * and its plural where a section names the concept in the plural (102 Players → Giocatori).
 */
function titleNames(registry: Registry, id: string): string[] {
  const names = namesTuples(registry, 'glossary', id)
    .filter(([, , type]) => type === 'p' || type === 'a')
    .map(([name]) => name);
  for (const lang of LANGS) {
    const data = registry.entry('glossary', id, lang)?.entry.data as
      { plural?: string } | undefined;
    if (data?.plural) names.push(data.plural);
  }
  return names;
}

/**
 * For each glossary term, the rule pages titled by one of its names (primary
 * or alias, any language) that the term is about: "trample" → 702.19
 * Trample, but "counter" the marker never → 701.6 Counter, the verb.
 */
function titledPages(registry: Registry, titles: Tier0['titles']): Map<string, string[]> {
  const pagesByTitle = new Map<string, string[]>();
  for (const byPage of Object.values(titles))
    for (const [page, title] of Object.entries(byPage)) {
      const f = foldText(title);
      pagesByTitle.set(f, [...(pagesByTitle.get(f) ?? []), page]);
    }
  const out = new Map<string, string[]>();
  for (const id of registry.ids('glossary')) {
    const about = termPages(registry, id);
    const pages = new Set<string>();
    for (const name of titleNames(registry, id))
      for (const page of pagesByTitle.get(foldText(name)) ?? [])
        if (about.has(page)) pages.add(page);
    if (pages.size) out.set(id, [...pages]);
  }
  return out;
}

/** The pages of a term's own rules that its names do not title (`titled`): opponent → 102.2, 102.3. */
function aboutPages(registry: Registry, id: string, titled: string[] | undefined): string[] {
  return [...termPages(registry, id)].filter((page) => !titled?.includes(page));
}

/** Tier 0 for a language, with the manifest of its full-text index. */
export function buildTier0(registry: Registry, lang: Lang, ft: FullTextManifest): Tier0 {
  const titles = ruleTitles(registry, lang);
  const titled = titledPages(registry, titles);
  const entries: Tier0['entries'] = [];
  for (const collection of ['glossary', 'articles', 'cards'] as const) {
    for (const id of registry.ids(collection)) {
      const r = collection === 'glossary' ? titled.get(id) : undefined;
      const a = collection === 'glossary' ? aboutPages(registry, id, r) : [];
      const entry = { k: KIND[collection], u: entryPath(lang, collection, id) };
      const n = namesTuples(registry, collection, id);
      const d = registry.label(collection, id, lang) ?? id;
      // The display name is left out when the names give it (nearly always): a kilobyte of tier 0.
      entries.push({
        ...entry,
        ...(d === displayName({ ...entry, n }, lang) ? {} : { d }),
        n,
        ...(r ? { r } : {}),
        ...(a.length ? { a } : {}),
      });
    }
  }
  const moved = movedNumbers(registry);
  return {
    v: 2,
    lang,
    entries,
    rules: rulesByPage(registry),
    titles,
    rulesPath: rulesIndexPath(lang),
    ...(moved.length ? { moved } : {}),
    ft,
  };
}

/** Today's number of a rule of an older edition (its own number when it is gone). */
function todayNumber(registry: Registry, rule: RuleText): string {
  if (rule.edition === registry.current) return rule.number;
  const loc = registry.toCurrent(rule.number, rule.edition);
  return loc?.status === 'found' ? loc.number : rule.number;
}

/** Full-text documents and the languages of their text. */
export interface FullTextDocs {
  docs: FullTextDoc[];
  langs: Lang[];
  /** The first entry's document: entries follow the rules, in tier 0's order. */
  entries: number;
}

/**
 * The rule documents of a language: the current edition's texts, or an
 * older text where the current one is not on the site.
 */
function ruleDocs(registry: Registry, lang: Lang, out: FullTextDocs): void {
  const current = registry.current;
  /** Each address once: where a section page's own rendering repeats a rule, the official text wins. */
  const at = new Map<string, { index: number; official: boolean }>();
  for (const data of currentPages(registry, lang)) {
    const title = data.title?.title ?? data.sectionTitle ?? '';
    const texts = data.hasText
      ? data.blocks.flatMap((b) => (b.text ? [b.text] : []))
      : (data.older?.rules ?? []);
    for (const rule of texts) {
      // A page's title alone is found by tier 0 (its rule titles), not by the full text.
      if (rule.titleOnly) continue;
      const now = todayNumber(registry, rule);
      const anchor = rule.anchor !== rule.number ? { anchor: rule.anchor } : {};
      const number = { number: now, page: pageOf(now), edition: current, current, ...anchor };
      const text = rulePlainText(registry, rule, { lang, examples: true });
      const url = ruleHref({ lang, ...number });
      const doc: FullTextDoc = ['rule', `${now} ${title}`.trim(), url, text];
      const official = rule.source === 'official';
      const seen = at.get(url);
      if (seen && (seen.official || !official)) continue;
      if (seen) out.docs[seen.index] = doc;
      else at.set(url, { index: out.docs.push(doc) - 1, official });
      if (!out.langs.includes(rule.lang)) out.langs.push(rule.lang);
    }
  }
}

/** The documents of a language: every rule and subrule, and every entry, as plain text. */
export function fullTextDocs(registry: Registry, lang: Lang): FullTextDocs {
  const out: FullTextDocs = { docs: [], langs: [], entries: 0 };
  ruleDocs(registry, lang, out);
  out.entries = out.docs.length;
  const label = (id: string) => registry.label('glossary', id, lang);
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
      const text = markdownToPlainText(parts.join('\n\n'), { label });
      out.docs.push([KIND[collection], names.primary, entryPath(lang, collection, id), text]);
      if (!out.langs.includes(r.entry.lang)) out.langs.push(r.entry.lang);
    }
  }
  return out;
}
