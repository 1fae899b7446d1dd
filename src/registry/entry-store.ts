/**
 * The entries (articles, glossary terms, cards) by collection, id and
 * language, with the fallback to another language for a missing
 * translation, and their names in every language.
 */
import { ENTRY_COLLECTIONS, LANGS, type EntryCollection, type Lang } from '../content/schemas.ts';
import { FALLBACK_ORDER } from '../i18n/languages.ts';
import type { EntryFile } from './read-content.ts';

/** The names a reader may know an entry by, in one language. */
export interface EntryNames {
  /** The name printed today (title, term or card name). */
  primary: string;
  aliases: string[];
  formerNames: string[];
  /** Kana reading (Japanese glossary terms). */
  reading?: string;
  /** Kana readings of the former names (Japanese glossary terms), in the order of `formerNames`. */
  formerReadings: string[];
}

/** An entry resolved for a reader's language, possibly from another language. */
export interface ResolvedEntry<C extends EntryCollection = EntryCollection> {
  entry: EntryFile<C>;
  /** True when the reader's language has no translation and `entry` is in another language. */
  fallback: boolean;
}

/** The names of an entry file. */
export function namesOf(e: EntryFile): EntryNames {
  const d = e.data;
  const primary = 'term' in d ? d.term : 'title' in d ? d.title : d.name;
  const names: EntryNames = {
    primary,
    aliases: d.aliases,
    formerNames: 'formerNames' in d ? d.formerNames : [],
    formerReadings: 'formerReadings' in d ? Object.values(d.formerReadings) : [],
  };
  if ('reading' in d && d.reading) names.reading = d.reading;
  return names;
}

export class EntryStore {
  private readonly map = new Map<EntryCollection, Map<string, Map<Lang, EntryFile>>>();

  constructor(entries: readonly EntryFile[]) {
    for (const c of ENTRY_COLLECTIONS) this.map.set(c, new Map());
    for (const e of entries) {
      const ids = this.map.get(e.collection)!;
      let byLang = ids.get(e.id);
      if (!byLang) ids.set(e.id, (byLang = new Map()));
      byLang.set(e.lang, e);
    }
  }

  /** Ids of a collection, sorted. */
  ids(collection: EntryCollection): string[] {
    return [...(this.map.get(collection)?.keys() ?? [])].sort();
  }

  /** True when an entry with this id exists in any language. */
  has(collection: EntryCollection, id: string): boolean {
    return this.map.get(collection)?.has(id) ?? false;
  }

  /** Languages an entry is written in. */
  langs(collection: EntryCollection, id: string): Lang[] {
    const byLang = this.map.get(collection)?.get(id);
    return byLang ? LANGS.filter((l) => byLang.has(l)) : [];
  }

  /** Every file of an entry, one per language it is written in. */
  files(collection: EntryCollection, id: string): EntryFile[] {
    return [...(this.map.get(collection)?.get(id)?.values() ?? [])];
  }

  /** Every entry file. */
  all(): EntryFile[] {
    return [...this.map.values()].flatMap((ids) =>
      [...ids.values()].flatMap((byLang) => [...byLang.values()]),
    );
  }

  /** An entry for a reader's language, falling back to another language when untranslated. */
  entry<C extends EntryCollection>(
    collection: C,
    id: string,
    lang: Lang,
  ): ResolvedEntry<C> | undefined {
    const byLang = this.map.get(collection)?.get(id) as Map<Lang, EntryFile<C>> | undefined;
    if (!byLang) return undefined;
    const own = byLang.get(lang);
    if (own) return { entry: own, fallback: false };
    for (const l of FALLBACK_ORDER) {
      const other = byLang.get(l);
      if (other) return { entry: other, fallback: true };
    }
    return undefined;
  }

  /** The names of an entry in one language (undefined when not translated). */
  names(collection: EntryCollection, id: string, lang: Lang): EntryNames | undefined {
    const e = this.map.get(collection)?.get(id)?.get(lang);
    return e && namesOf(e);
  }

  /** The display name of an entry for a reader (with fallback). */
  label(collection: EntryCollection, id: string, lang: Lang): string | undefined {
    const r = this.entry(collection, id, lang);
    return r && namesOf(r.entry).primary;
  }
}
