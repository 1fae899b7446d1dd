/**
 * Builds the search data files from the registry: tier 0 (names and rule
 * numbers, small, loaded on first focus) and tier 1 (full text, loaded in a
 * worker). One pair per language. Only the current edition and Grimoire's
 * own content are indexed; older editions are reached through the lineage.
 */
import { LANGS, type EntryCollection, type Lang } from '../content/schemas.ts';
import { entryPath, ruleHref, rulesIndexPath } from '../lib/paths.ts';
import { markdownToPlainText } from '../markdown/plain-text.ts';
import { namesOf } from '../registry/entry-store.ts';
import type { Registry, RuleText } from '../registry/registry.ts';
import { pageOf } from '../rules/rule-number.ts';
import { rulePageData } from '../lib/rule-page.ts';
import type { NameTuple, ResultKind, Tier0, Tier1Doc } from './types.ts';

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

/** Tier 0 for a language. */
export function buildTier0(registry: Registry, lang: Lang): Tier0 {
  const entries: Tier0['entries'] = [];
  for (const collection of ['glossary', 'articles', 'cards'] as const) {
    for (const id of registry.ids(collection)) {
      entries.push({
        k: KIND[collection],
        d: registry.label(collection, id, lang) ?? id,
        u: entryPath(lang, collection, id),
        n: namesTuples(registry, collection, id),
      });
    }
  }
  const moved = movedNumbers(registry);
  return {
    v: 1,
    lang,
    entries,
    rules: rulesByPage(registry),
    rulesPath: rulesIndexPath(lang),
    ...(moved.length ? { moved } : {}),
  };
}

/** A rule's text as plain text. */
function plain(registry: Registry, r: RuleText, lang: Lang): string {
  const text = [r.text, ...r.examples].join(' ');
  return r.source === 'official'
    ? text
    : markdownToPlainText(text, { label: (id) => registry.label('glossary', id, lang) });
}

/** Today's number of a rule of an older edition (its own number when it is gone). */
function todayNumber(registry: Registry, rule: RuleText): string {
  if (rule.edition === registry.current) return rule.number;
  const loc = registry.toCurrent(rule.number, rule.edition);
  return loc?.status === 'found' ? loc.number : rule.number;
}

/** The rule documents of a language: the current edition's texts, or an older text where the current one is not on the site. */
function ruleDocs(registry: Registry, lang: Lang): Tier1Doc[] {
  const current = registry.current;
  const docs: Tier1Doc[] = [];
  for (const page of registry.rules.pages(current)) {
    const data = rulePageData(registry, current, page, lang);
    const title = data.title?.title ?? data.sectionTitle ?? '';
    const texts = data.hasText
      ? data.blocks.flatMap((b) => (b.text ? [b.text] : []))
      : (data.older?.rules ?? []);
    for (const rule of texts) {
      const now = todayNumber(registry, rule);
      const anchor = rule.anchor !== rule.number ? { anchor: rule.anchor } : {};
      const u = ruleHref({
        lang,
        number: now,
        page: pageOf(now),
        edition: current,
        current,
        ...anchor,
      });
      docs.push({
        k: 'rule',
        t: `${now} ${title}`.trim(),
        u,
        x: rule.titleOnly ? title : plain(registry, rule, lang),
      });
    }
  }
  return docs;
}

/** Tier 1 for a language: every rule and subrule, and every entry, as plain text. */
export function buildTier1(registry: Registry, lang: Lang): Tier1Doc[] {
  const docs = ruleDocs(registry, lang);
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
      docs.push({
        k: KIND[collection],
        t: names.primary,
        u: entryPath(lang, collection, id),
        x: markdownToPlainText(parts.join('\n\n'), { label }),
      });
    }
  }
  return docs;
}
