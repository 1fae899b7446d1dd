/**
 * The editions the site knows: every edition of the lineage, in order of
 * taking effect, with what the site holds of each (official text per
 * language, Grimoire's own renderings) and its notes. One key per
 * publication; the effective date is an alias of it.
 */
import { ContentError } from '../content/content-error.ts';
import { LANGS, type EditionData, type Lang } from '../content/schemas.ts';
import type { Lineage } from '../lineage/lineage.ts';
import type { OfficialFile } from '../official/official-store.ts';
import type { RulesFile } from './read-content.ts';

/** One edition and what the site holds of it. */
export interface EditionInfo {
  /** The date it was published under. */
  key: string;
  /** The date its rules took effect. */
  effective: string;
  /** Where Wizards published the official file, when known. */
  url?: string;
  /** The official file stops early as published. */
  incomplete?: boolean;
  /** A name given in `content/editions/<key>.yaml`, per language. */
  name?: Partial<Record<Lang, string>>;
  /** Languages whose official text is imported. */
  official: Lang[];
  /** Languages with Grimoire's own renderings of some rules. */
  paraphrase: Lang[];
}

export class EditionCatalogue {
  /** Every edition, oldest first. */
  readonly list: EditionInfo[];
  /** The newest edition. */
  readonly current: string;
  private readonly byKey = new Map<string, EditionInfo>();
  private readonly aliases = new Map<string, string>();

  constructor(
    lineage: Lineage,
    notes: readonly EditionData[],
    official: readonly OfficialFile[],
    rules: readonly RulesFile[],
    root: string,
  ) {
    this.list = lineage.editions.map((e) => ({ ...e, official: [], paraphrase: [] }));
    for (const e of this.list) {
      this.byKey.set(e.key, e);
      if (!this.aliases.has(e.effective)) this.aliases.set(e.effective, e.key);
    }
    for (const e of this.list) this.aliases.set(e.key, e.key);
    this.current = lineage.newest;
    for (const n of notes) {
      const e = this.require(n.date, `content/editions/${n.date}.yaml`);
      if (n.name) e.name = n.name;
    }
    for (const f of official) {
      const e = this.require(f.key, f.path.slice(root.length + 1));
      if (!e.official.includes(f.lang)) e.official.push(f.lang);
    }
    for (const r of rules) {
      const e = this.require(r.edition, r.file);
      if (!e.paraphrase.includes(r.lang)) e.paraphrase.push(r.lang);
    }
    for (const e of this.list) {
      e.official.sort((a, b) => LANGS.indexOf(a) - LANGS.indexOf(b));
      e.paraphrase.sort((a, b) => LANGS.indexOf(a) - LANGS.indexOf(b));
    }
  }

  private require(key: string, file: string): EditionInfo {
    const e = this.byKey.get(key);
    if (!e)
      throw new ContentError(
        file,
        `edition ${key} is not in the lineage (content/lineage/editions.tsv); import its official English file first (npm run import-cr or npm run update-cr)`,
      );
    return e;
  }

  /** An edition by key. */
  get(key: string): EditionInfo | undefined {
    return this.byKey.get(key);
  }

  /** The key an edition is known by: itself, or its effective date; undefined for anything else. */
  resolve(keyOrAlias: string): string | undefined {
    return this.aliases.get(keyOrAlias);
  }

  /** Editions with any text on the site (official or Grimoire's own), oldest first. */
  get withText(): EditionInfo[] {
    return this.list.filter((e) => e.official.length || e.paraphrase.length);
  }

  /** Editions with official text in a language, oldest first. */
  withOfficial(lang: Lang): EditionInfo[] {
    return this.list.filter((e) => e.official.includes(lang));
  }
}
