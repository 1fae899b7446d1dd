/**
 * The official names of glossary terms in a translation: the glossary of the
 * newest imported official edition in a language (the Japanese translation's
 * `=相棒（あいぼう）／Companion=` entries), matched to our glossary entries by
 * their English names. A name that differs from our entry's term or reading
 * is reported: a signal to check our terms.
 */
import type { Lang } from '../content/schemas.ts';
import { foldText } from '../text/fold.ts';
import type { EditionCatalogue } from './edition-catalogue.ts';
import type { EntryStore } from './entry-store.ts';
import type { RuleStore } from './rule-store.ts';

/** A term as an official translation prints it. */
export interface OfficialName {
  term: string;
  reading?: string;
  /** The edition whose glossary prints it. */
  edition: string;
  obsolete: boolean;
}

/** Our entry's name and the official one, when they differ. */
export interface NameDifference {
  id: string;
  lang: Lang;
  ours: { term: string; reading?: string };
  official: OfficialName;
  /** What differs. */
  differs: Array<'term' | 'reading'>;
}

/** Folds an English name for matching ("Combat Damage Step" = "combat damage step"). */
const englishKey = (name: string) => name.normalize('NFKC').trim().toLowerCase();

/** Folds a Japanese name or reading: kana width and script, long marks and middle dots, spaces. */
const jaKey = (name: string) => foldText(name).replace(/\s+/g, '');

export class OfficialTerms {
  private readonly byLang = new Map<Lang, Map<string, OfficialName> | undefined>();
  private readonly idsByEnglish = new Map<string, string[]>();

  private readonly rules: RuleStore;
  private readonly editions: EditionCatalogue;
  private readonly entries: EntryStore;

  constructor(rules: RuleStore, editions: EditionCatalogue, entries: EntryStore) {
    this.rules = rules;
    this.editions = editions;
    this.entries = entries;
    for (const id of entries.ids('glossary')) {
      const en = entries.names('glossary', id, 'en');
      if (!en) continue;
      for (const name of new Set([en.primary, ...en.aliases].map(englishKey))) {
        const ids = this.idsByEnglish.get(name) ?? [];
        ids.push(id);
        this.idsByEnglish.set(name, ids);
      }
    }
  }

  /** English name (folded) → the official name, from the newest edition with a glossary in `lang`. */
  private table(lang: Lang): Map<string, OfficialName> | undefined {
    if (this.byLang.has(lang)) return this.byLang.get(lang);
    let table: Map<string, OfficialName> | undefined;
    for (const e of [...this.editions.withOfficial(lang)].reverse()) {
      const glossary = this.rules.glossary(e.key, lang);
      if (!glossary?.some((t) => t.englishTerm)) continue;
      table = new Map();
      for (const t of glossary) {
        if (!t.englishTerm) continue;
        const name: OfficialName = { term: t.term, edition: e.key, obsolete: t.obsolete };
        if (t.reading) name.reading = t.reading;
        table.set(englishKey(t.englishTerm), name);
      }
      break;
    }
    this.byLang.set(lang, table);
    return table;
  }

  /**
   * The official name of our glossary entry `id` in `lang`, found by its
   * English term or aliases; undefined when no imported glossary names it, or
   * when its English name is shared by another entry (counter, the marker,
   * and counter, the verb), so the match would be a guess.
   */
  name(id: string, lang: Lang): OfficialName | undefined {
    const table = this.table(lang);
    const en = this.entries.names('glossary', id, 'en');
    if (!table || !en) return undefined;
    for (const n of [en.primary, ...en.aliases].map(englishKey)) {
      const found = table.get(n);
      if (found && this.idsByEnglish.get(n)?.length === 1) return found;
    }
    return undefined;
  }

  /** Our entries whose term or reading in `lang` differs from the official translation's. */
  differences(lang: Lang): NameDifference[] {
    const out: NameDifference[] = [];
    for (const id of this.entries.ids('glossary')) {
      const official = this.name(id, lang);
      const ours = this.entries.names('glossary', id, lang);
      if (!official || !ours) continue;
      const differs: NameDifference['differs'] = [];
      if (jaKey(ours.primary) !== jaKey(official.term)) differs.push('term');
      else if (ours.reading && official.reading && jaKey(ours.reading) !== jaKey(official.reading))
        differs.push('reading');
      if (!differs.length) continue;
      const d: NameDifference = {
        id,
        lang,
        ours: { term: ours.primary, ...(ours.reading ? { reading: ours.reading } : {}) },
        official,
        differs,
      };
      out.push(d);
    }
    return out;
  }
}

/** One difference as a warning line for a person. */
export function describeDifference(d: NameDifference): string {
  const ours = `${d.ours.term}${d.ours.reading ? `（${d.ours.reading}）` : ''}`;
  const off = `${d.official.term}${d.official.reading ? `（${d.official.reading}）` : ''}`;
  return `content/glossary/${d.lang}/${d.id}.md: our ${d.differs.join(' and ')} ${ours} differs from the official translation's ${off} (glossary of ${d.official.edition}${d.official.obsolete ? ', marked obsolete' : ''}): check our term`;
}
