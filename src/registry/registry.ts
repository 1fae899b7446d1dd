/**
 * The registry: the one place that knows every rule number (per edition and
 * language), every entry id and every entry's names in all three languages.
 * Rendering, linking, search and validation all read it.
 */
import { LANGS, type EditionData, type Lang } from '../content/schemas.ts';
import {
  ancestorRuleNumbers,
  compareRuleNumbers,
  normalizeRuleNumber,
} from '../rules/rule-number.ts';
import { entryPath, rulePagePath } from '../lib/paths.ts';
import { findRuleRefs } from '../rules/rule-refs.ts';
import { ContentError } from '../content/content-error.ts';
import { RuleHistory, type CurrentOf } from './history.ts';
import {
  ENTRY_COLLECTIONS,
  type CrGlossaryFile,
  type EntryCollection,
  type EntryFile,
  type RawContent,
  type RulesFile,
} from './read-content.ts';

/** One rule or subrule in one language of one edition. */
export interface RuleRecord {
  number: string;
  edition: string;
  lang: Lang;
  /** Number of the rules page (file) that holds this rule. */
  page: string;
  /** Title of that page in this language. */
  pageTitle: string;
  /** The rule's Markdown text without its number. */
  text: string;
  examples: string[];
  file: string;
  line: number;
  /** True when the page has no paragraph of its own number: `text` is then the page title. */
  titleOnly?: boolean;
}

/** The names a reader may know an entry by, in one language. */
export interface EntryNames {
  /** The name printed today (title, term or card name). */
  primary: string;
  aliases: string[];
  formerNames: string[];
  /** Kana reading (Japanese glossary terms). */
  reading?: string;
}

/** An entry resolved for a reader's language, possibly from another language. */
export interface ResolvedEntry<C extends EntryCollection = EntryCollection> {
  entry: EntryFile<C>;
  /** True when the reader's language has no translation and `entry` is in another language. */
  fallback: boolean;
}

/** Order in which languages stand in for a missing translation. */
const FALLBACK_ORDER: readonly Lang[] = ['en', 'it', 'ja'];

export class Registry {
  /** Editions, oldest first. */
  readonly editions: EditionData[];
  /** The current edition: the newest one with rules content (or the newest edition). */
  readonly current: string;
  private readonly ruleMap = new Map<string, Map<string, Map<Lang, RuleRecord>>>();
  private readonly pageMap = new Map<string, Map<string, Map<Lang, RulesFile>>>();
  private readonly entryMap = new Map<EntryCollection, Map<string, Map<Lang, EntryFile>>>();
  /** Rule numbers known to exist per edition, with or without content (from number lists). */
  private readonly known = new Map<string, Set<string>>();
  private readonly citationCache = new Map<string, Set<string>>();
  private historyCache: RuleHistory | undefined;
  private citingIndex: Map<string, Array<{ collection: EntryCollection; id: string }>> | undefined;
  private readonly crGlossaryMap = new Map<string, Map<Lang, CrGlossaryFile>>();

  constructor(content: RawContent, numberLists: Map<string, string[]> = new Map()) {
    this.editions = [...content.editions].sort((a, b) => a.date.localeCompare(b.date));
    const editionIds = new Set(this.editions.map((e) => e.date));
    for (const f of content.rules) {
      if (!editionIds.has(f.edition))
        throw new ContentError(
          f.file,
          `field "edition": no edition ${f.edition} in content/editions/`,
        );
      const pages = getOrSet(this.pageMap, f.edition, () => new Map());
      const byLang = getOrSet(pages, f.data.number, () => new Map());
      byLang.set(f.lang, f);
      const rules = getOrSet(this.ruleMap, f.edition, () => new Map());
      for (const p of f.paragraphs) {
        const langs = getOrSet(rules, p.number, () => new Map());
        const clash = langs.get(f.lang);
        if (clash)
          throw new ContentError(
            f.file,
            `rule ${p.number} is already defined in ${clash.file}:${clash.line}`,
            p.line,
          );
        langs.set(f.lang, {
          number: p.number,
          edition: f.edition,
          lang: f.lang,
          page: f.data.number,
          pageTitle: f.data.title,
          text: p.text,
          examples: p.examples,
          file: f.file,
          line: p.line,
        });
        getOrSet(this.known, f.edition, () => new Set()).add(p.number);
      }
      // The page's own number (701.13, 116) is a rule too, even when the file
      // only has paragraphs for its subrules.
      const own = getOrSet(rules, f.data.number, () => new Map());
      if (!own.has(f.lang)) {
        own.set(f.lang, {
          number: f.data.number,
          edition: f.edition,
          lang: f.lang,
          page: f.data.number,
          pageTitle: f.data.title,
          text: f.data.title,
          examples: [],
          file: f.file,
          line: 1,
          titleOnly: true,
        });
      }
      getOrSet(this.known, f.edition, () => new Set()).add(f.data.number);
    }
    for (const [edition, numbers] of numberLists) {
      const set = getOrSet(this.known, edition, () => new Set());
      for (const n of numbers) set.add(n);
    }
    const withRules = this.editions.filter((e) => this.pageMap.has(e.date));
    this.current = (withRules.at(-1) ?? this.editions.at(-1))?.date ?? '';
    for (const g of content.crGlossaries ?? [])
      getOrSet(this.crGlossaryMap, g.edition, () => new Map()).set(g.lang, g);
    for (const collection of ENTRY_COLLECTIONS) this.entryMap.set(collection, new Map());
    for (const e of content.entries) {
      const byLang = getOrSet(this.entryMap.get(e.collection)!, e.id, () => new Map());
      byLang.set(e.lang, e);
    }
  }

  // ---- rules ----------------------------------------------------------

  /** Editions that have rules content, oldest first. */
  get ruleEditions(): string[] {
    return this.editions.map((e) => e.date).filter((d) => this.pageMap.has(d));
  }

  /** True when `number` is a real rule in `edition` (or in any edition when omitted). */
  isKnownRule(number: string, edition?: string): boolean {
    const n = normalizeRuleNumber(number);
    if (edition) return this.known.get(edition)?.has(n) ?? false;
    for (const set of this.known.values()) if (set.has(n)) return true;
    return false;
  }

  /** True when `number` has content (text) in `edition`, in any language. */
  hasRule(number: string, edition = this.current): boolean {
    return this.ruleMap.get(edition)?.has(number) ?? false;
  }

  /** Rule numbers that have content in an edition, sorted. */
  ruleNumbers(edition = this.current): string[] {
    return [...(this.ruleMap.get(edition)?.keys() ?? [])].sort(compareRuleNumbers);
  }

  /** The pages (rules files) of an edition, sorted by number. */
  pages(edition = this.current): string[] {
    return [...(this.pageMap.get(edition)?.keys() ?? [])].sort(compareRuleNumbers);
  }

  /** A rules page in a language, falling back to another language when untranslated. */
  page(
    number: string,
    lang: Lang,
    edition = this.current,
  ): { file: RulesFile; fallback: boolean } | undefined {
    const byLang = this.pageMap.get(edition)?.get(number);
    return byLang && pickLang(byLang, lang);
  }

  /** A rule in a language (with fallback), in an edition. */
  rule(
    number: string,
    lang: Lang,
    edition = this.current,
  ): { rule: RuleRecord; fallback: boolean } | undefined {
    const byLang = this.ruleMap.get(edition)?.get(normalizeRuleNumber(number));
    if (!byLang) return undefined;
    const r = pickLang(byLang, lang);
    return r && { rule: r.file, fallback: r.fallback };
  }

  /** Path (no base) of the page and anchor showing `number`, or undefined when no content holds it. */
  rulePath(number: string, lang: Lang, edition = this.current): string | undefined {
    const r = this.rule(number, lang, edition);
    if (!r) return undefined;
    const page = rulePagePath(lang, r.rule.page, edition, this.current);
    return r.rule.number === r.rule.page ? page : `${page}#${r.rule.number}`;
  }

  /** The Comprehensive Rules glossary of an edition for a reader (with fallback), if imported. */
  crGlossary(
    lang: Lang,
    edition = this.current,
  ): { file: CrGlossaryFile; fallback: boolean } | undefined {
    const byLang = this.crGlossaryMap.get(edition);
    return byLang && pickLang(byLang, lang);
  }

  // ---- history --------------------------------------------------------

  /** The rule history across the editions that have rules (computed once, on first use). */
  get history(): RuleHistory {
    this.historyCache ??= new RuleHistory(this.ruleEditions, (edition) =>
      [...(this.ruleMap.get(edition) ?? new Map<string, Map<Lang, RuleRecord>>())].map(
        ([number, byLang]) => {
          const r = byLang.get('en') ?? [...byLang.values()][0]!;
          return { number, text: r.text, title: r.titleOnly ? r.pageTitle : undefined };
        },
      ),
    );
    return this.historyCache;
  }

  /**
   * Where a rule cited against `edition` is in the current edition. Undefined
   * when `edition` has no rules content (its numbers are taken as current).
   */
  toCurrent(number: string, edition: string): CurrentOf | undefined {
    if (edition === this.current || !this.pageMap.has(edition)) return undefined;
    return this.history.toCurrent(normalizeRuleNumber(number), edition);
  }

  // ---- entries --------------------------------------------------------

  /** Ids of a collection, sorted. */
  ids(collection: EntryCollection): string[] {
    return [...(this.entryMap.get(collection)?.keys() ?? [])].sort();
  }

  /** True when an entry with this id exists in any language. */
  hasEntry(collection: EntryCollection, id: string): boolean {
    return this.entryMap.get(collection)?.has(id) ?? false;
  }

  /** Languages an entry is written in. */
  entryLangs(collection: EntryCollection, id: string): Lang[] {
    const byLang = this.entryMap.get(collection)?.get(id);
    return byLang ? LANGS.filter((l) => byLang.has(l)) : [];
  }

  /** An entry for a reader's language, falling back to another language when untranslated. */
  entry<C extends EntryCollection>(
    collection: C,
    id: string,
    lang: Lang,
  ): ResolvedEntry<C> | undefined {
    const byLang = this.entryMap.get(collection)?.get(id) as Map<Lang, EntryFile<C>> | undefined;
    if (!byLang) return undefined;
    const r = pickLang(byLang, lang);
    return r && { entry: r.file, fallback: r.fallback };
  }

  /** The names of an entry in one language (undefined when not translated). */
  names(collection: EntryCollection, id: string, lang: Lang): EntryNames | undefined {
    const e = this.entryMap.get(collection)?.get(id)?.get(lang);
    return e && namesOf(e);
  }

  /** The display name of an entry for a reader (with fallback). */
  label(collection: EntryCollection, id: string, lang: Lang): string | undefined {
    const r = this.entry(collection, id, lang);
    return r && namesOf(r.entry).primary;
  }

  /** Path (no base) of an entry page. */
  entryPath(collection: EntryCollection, id: string, lang: Lang): string {
    return entryPath(lang, collection, id);
  }

  /**
   * Rule numbers an entry cites: its front-matter `rules` and every rule
   * reference in its text (body and rulings), in any of its languages.
   */
  citedRules(collection: EntryCollection, id: string): Set<string> {
    const key = `${collection}/${id}`;
    let set = this.citationCache.get(key);
    if (!set) {
      set = new Set<string>();
      for (const e of this.entryMap.get(collection)?.get(id)?.values() ?? []) {
        for (const n of e.data.rules) set.add(n);
        const rulings = 'rulings' in e.data ? e.data.rulings.map((r) => r.text).join('\n') : '';
        for (const ref of findRuleRefs(`${e.body}\n${rulings}`))
          if (ref.kind === 'rule') set.add(ref.number);
      }
      this.citationCache.set(key, set);
    }
    return set;
  }

  /** Entries (any collection) that cite `number` or one of its subrules, in front matter or text. */
  citing(number: string): Array<{ collection: EntryCollection; id: string }> {
    if (!this.citingIndex) {
      // Built once: every cited number and each of its ancestors → the entries citing it.
      const index = new Map<string, Array<{ collection: EntryCollection; id: string }>>();
      for (const [collection, ids] of this.entryMap) {
        for (const id of ids.keys()) {
          const under = new Set<string>();
          for (const r of this.citedRules(collection, id))
            for (const n of [r, ...ancestorRuleNumbers(r)]) under.add(n);
          for (const n of under) getOrSet(index, n, () => []).push({ collection, id });
        }
      }
      this.citingIndex = index;
    }
    return this.citingIndex.get(number) ?? [];
  }
}

/** Extracts the names of an entry file. */
export function namesOf(e: EntryFile): EntryNames {
  const d = e.data as Record<string, unknown>;
  const primary = String(d.term ?? d.title ?? d.name);
  return {
    primary,
    aliases: (d.aliases as string[] | undefined) ?? [],
    formerNames: (d.formerNames as string[] | undefined) ?? [],
    reading: d.reading as string | undefined,
  };
}

function pickLang<T>(byLang: Map<Lang, T>, lang: Lang): { file: T; fallback: boolean } | undefined {
  const own = byLang.get(lang);
  if (own) return { file: own, fallback: false };
  for (const l of FALLBACK_ORDER) {
    const other = byLang.get(l);
    if (other) return { file: other, fallback: true };
  }
  return undefined;
}

function getOrSet<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}
