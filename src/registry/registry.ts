/**
 * The registry: the one place that knows every edition, every rule's text
 * per edition and language, every entry and its names, and which entries
 * cite which rules. It returns data (numbers, pages, texts), never paths:
 * `src/urls/paths.ts` builds every URL. How rules relate across editions is
 * the lineage's (`src/lineage/lineage.ts`), which the registry holds.
 */
import { resolve } from 'node:path';
import { ContentError } from '../content/content-error.ts';
import type { EntryCollection, Lang } from '../content/schemas.ts';
import { Lineage, type Location } from '../lineage/lineage.ts';
import { normalizeRuleNumber } from '../rules/rule-number.ts';
import { Citations, type CitedRule, type EntryRef } from './citations.ts';
import { EditionCatalogue } from './edition-catalogue.ts';
import { EntryStore, type EntryNames, type ResolvedEntry } from './entry-store.ts';
import { entryDrift, staleEntries, type DriftedCitation, type StaleEntry } from './entry-drift.ts';
import type { RawContent } from './read-content.ts';
import { OfficialTerms } from './official-terms.ts';
import { RuleStore } from './rule-store.ts';

export type { EntryNames, ResolvedEntry } from './entry-store.ts';
export type { RuleText } from './rule-store.ts';
export type { EditionInfo } from './edition-catalogue.ts';
export type { EntryRef, CitedRule } from './citations.ts';
export type { StaleEntry, DriftedCitation } from './entry-drift.ts';

export class Registry {
  readonly lineage: Lineage;
  readonly editions: EditionCatalogue;
  readonly rules: RuleStore;
  readonly entries: EntryStore;
  readonly citations: Citations;
  /** Official names of our glossary terms in imported translations (their glossaries). */
  readonly officialTerms: OfficialTerms;
  /** The project root (for messages and paths of files). */
  readonly root: string;
  /** The content folder it was read from (absolute). */
  readonly contentDir: string;
  /** Content files (absolute paths) → the line their Markdown body starts on. */
  private readonly bodyLines = new Map<string, number>();
  private staleList: StaleEntry[] | undefined;

  constructor(content: RawContent) {
    if (!content.lineage)
      throw new ContentError(
        'content/lineage/editions.tsv',
        'the content has no lineage of rule numbers; import an official edition (npm run import-cr) or restore content/lineage/',
      );
    this.root = content.root;
    this.contentDir = content.contentDir;
    this.lineage = new Lineage(content.lineage);
    this.editions = new EditionCatalogue(
      this.lineage,
      content.editions,
      content.official,
      content.rules,
      content.root,
    );
    this.rules = new RuleStore(
      this.lineage,
      this.editions,
      content.official,
      content.rules,
      content.root,
    );
    this.entries = new EntryStore(content.entries);
    this.citations = new Citations(this.entries, this.lineage);
    this.officialTerms = new OfficialTerms(this.rules, this.editions, this.entries);
    for (const f of [...content.entries, ...content.rules])
      this.bodyLines.set(resolve(content.root, f.file), f.bodyLine);
  }

  /** Lines before the Markdown body of a content file (its front matter); 0 for other files. The path is absolute or relative to the root. */
  bodyLineOffset(file: string): number {
    return (this.bodyLines.get(resolve(this.root, file)) ?? 1) - 1;
  }

  /** The current edition: the newest one of the lineage. */
  get current(): string {
    return this.editions.current;
  }

  /** True when `number` is a rule of `edition` (of the current edition when omitted). */
  isKnownRule(number: string, edition = this.current): boolean {
    return this.lineage.has(edition, normalizeRuleNumber(number));
  }

  /** Where the rule `number` of `edition` is in the current edition. */
  toCurrent(number: string, edition: string): Location | undefined {
    return this.lineage.locate(normalizeRuleNumber(number), edition, this.current);
  }

  /** Rules an entry cites (number and the edition it is numbered in). */
  cited(collection: EntryCollection, id: string): CitedRule[] {
    return this.citations.cited(collection, id);
  }

  /** Entries that cite rule `number` of `edition` or one of its subrules. */
  citing(number: string, edition = this.current): EntryRef[] {
    return this.citations.citing(edition, number);
  }

  /** Entry files that cite a rule which changed, went, was divided or merged after their `rulesEdition` (computed once). */
  stale(): StaleEntry[] {
    return (this.staleList ??= staleEntries(this.lineage, this.entries.all()));
  }

  /** The drifted citations of one entry in one language (empty when current or absent). */
  drift(collection: EntryCollection, id: string, lang: Lang): DriftedCitation[] {
    const file = this.entries.files(collection, id).find((f) => f.lang === lang);
    return file ? entryDrift(this.lineage, file) : [];
  }

  // Entries, by collection and id.

  ids(collection: EntryCollection): string[] {
    return this.entries.ids(collection);
  }

  hasEntry(collection: EntryCollection, id: string): boolean {
    return this.entries.has(collection, id);
  }

  entryLangs(collection: EntryCollection, id: string): Lang[] {
    return this.entries.langs(collection, id);
  }

  entry<C extends EntryCollection>(
    collection: C,
    id: string,
    lang: Lang,
  ): ResolvedEntry<C> | undefined {
    return this.entries.entry(collection, id, lang);
  }

  names(collection: EntryCollection, id: string, lang: Lang): EntryNames | undefined {
    return this.entries.names(collection, id, lang);
  }

  label(collection: EntryCollection, id: string, lang: Lang): string | undefined {
    return this.entries.label(collection, id, lang);
  }
}
