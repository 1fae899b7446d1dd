/**
 * The rules' texts, per edition, language and number: the imported
 * official text (read on first use from `content/official/`) and
 * Grimoire's own renderings (Markdown). Where both exist for a language the
 * official text wins. Pages are the sections and numbered rules of the
 * lineage, so an edition has pages whether or not its text is on the site.
 */
import { LANGS, type Lang } from '../content/schemas.ts';
import { FALLBACK_ORDER } from '../i18n/languages.ts';
import type { Lineage } from '../lineage/lineage.ts';
import type { OfficialEdition, OfficialTerm } from '../official/official-edition.ts';
import { officialPath, readOfficial, type OfficialFile } from '../official/official-store.ts';
import {
  compareRuleNumbers,
  pageOf,
  parseRuleNumber,
  ruleDepth,
  sectionOf,
} from '../rules/rule-number.ts';
import { ruleHeading } from '../rules/rule-title.ts';
import type { EditionCatalogue } from './edition-catalogue.ts';
import type { RulesFile } from './read-content.ts';

/** One rule or subrule's text in one language of one edition. */
export interface RuleText {
  number: string;
  edition: string;
  /** The language of the text. */
  lang: Lang;
  /** `official`: imported, plain text; `paraphrase`: Grimoire's own rendering, Markdown. */
  source: 'official' | 'paraphrase';
  text: string;
  examples: string[];
  /** The element id on its page: the number, or "605.2c-2" for a repeated number. */
  anchor: string;
  /** The page that holds it. */
  page: string;
  /** True when the text is only the page's title (a section, or a page without its own paragraph). */
  titleOnly?: boolean;
  /** Where it comes from, for messages: the file and line. */
  file: string;
  line: number;
}

/** Texts of one edition in one language: number → its texts (a repeated number has two). */
type Texts = Map<string, RuleText[]>;

export class RuleStore {
  private readonly officialFiles = new Map<string, OfficialFile>();
  private readonly officialCache = new Map<string, OfficialEdition>();
  private readonly textCache = new Map<string, Texts>();
  private readonly paraphrase = new Map<string, RulesFile[]>();
  private readonly pageCache = new Map<string, string[]>();
  private readonly memberCache = new Map<string, Map<string, string[]>>();

  private readonly lineage: Lineage;
  private readonly catalogue: EditionCatalogue;
  private readonly root: string;

  constructor(
    lineage: Lineage,
    catalogue: EditionCatalogue,
    official: readonly OfficialFile[],
    rules: readonly RulesFile[],
    root: string,
  ) {
    this.lineage = lineage;
    this.catalogue = catalogue;
    this.root = root;
    for (const f of official) this.officialFiles.set(`${f.key}/${f.lang}`, f);
    for (const r of rules) {
      const list = this.paraphrase.get(`${r.edition}/${r.lang}`) ?? [];
      list.push(r);
      this.paraphrase.set(`${r.edition}/${r.lang}`, list);
    }
  }

  /** The imported official edition in a language, read on first use. */
  official(edition: string, lang: Lang): OfficialEdition | undefined {
    const key = `${edition}/${lang}`;
    const cached = this.officialCache.get(key);
    if (cached) return cached;
    const file = this.officialFiles.get(key);
    if (!file) return undefined;
    const e = readOfficial(file.path, this.root);
    this.officialCache.set(key, e);
    return e;
  }

  /** Grimoire's own rule files of an edition in a language. */
  paraphraseFiles(edition: string, lang: Lang): RulesFile[] {
    return this.paraphrase.get(`${edition}/${lang}`) ?? [];
  }

  /** Every text of an edition in one language (official first, then Grimoire's own where official has none). */
  private texts(edition: string, lang: Lang): Texts {
    const key = `${edition}/${lang}`;
    let texts = this.textCache.get(key);
    if (texts) return texts;
    texts = new Map();
    const off = this.official(edition, lang);
    if (off) addOfficial(texts, off);
    for (const f of this.paraphraseFiles(edition, lang)) addParaphrase(texts, f);
    this.textCache.set(key, texts);
    return texts;
  }

  /** A rule's text in exactly this language, if the site has it. */
  text(edition: string, number: string, lang: Lang): RuleText | undefined {
    return this.texts(edition, lang).get(number)?.[0];
  }

  /** Every text of a number in a language (a number the official file repeats has two). */
  copies(edition: string, number: string, lang: Lang): RuleText[] {
    return this.texts(edition, lang).get(number) ?? [];
  }

  /** A rule's text for a reader: in their language if the site has it, else another language's. */
  resolve(
    edition: string,
    number: string,
    lang: Lang,
  ): { rule: RuleText; fallback: boolean } | undefined {
    const own = this.text(edition, number, lang);
    if (own) return { rule: own, fallback: false };
    for (const l of FALLBACK_ORDER) {
      if (l === lang) continue;
      const other = this.text(edition, number, l);
      if (other) return { rule: other, fallback: true };
    }
    return undefined;
  }

  /** True when the edition has some text in a language (any language when omitted). */
  hasText(edition: string, lang?: Lang): boolean {
    const e = this.catalogue.get(edition);
    if (!e) return false;
    if (lang) return e.official.includes(lang) || e.paraphrase.includes(lang);
    return e.official.length > 0 || e.paraphrase.length > 0;
  }

  /** The pages of an edition (sections and numbered rules), sorted. */
  pages(edition: string): string[] {
    let pages = this.pageCache.get(edition);
    if (pages) return pages;
    const set = new Set<string>();
    // A subrule's rule and section always have pages, even in a list that omits them.
    for (const n of this.lineage.numbers(edition)) {
      if (ruleDepth(n) < 0) continue;
      set.add(pageOf(n));
      set.add(sectionOf(n) ?? n);
    }
    for (const lang of LANGS)
      for (const f of this.paraphraseFiles(edition, lang)) set.add(f.data.number);
    pages = [...set].sort(compareRuleNumbers);
    this.pageCache.set(edition, pages);
    return pages;
  }

  /**
   * The numbers shown on a page, in order: a section shows itself, a rule
   * itself and its subrules; a page of Grimoire's own also shows every rule
   * its file holds (116.md holds 116.1–116.3).
   */
  pageNumbers(edition: string, page: string): string[] {
    const out = new Set<string>([page]);
    if (ruleDepth(page) > 0) for (const n of this.members(edition).get(page) ?? []) out.add(n);
    for (const lang of LANGS)
      for (const f of this.paraphraseFiles(edition, lang))
        if (f.data.number === page) for (const p of f.paragraphs) out.add(p.number);
    return [...out].sort(compareRuleNumbers);
  }

  /** The edition's numbers by the page that holds them (701.13 → 701.13, 701.13a…), built once. */
  private members(edition: string): Map<string, string[]> {
    let members = this.memberCache.get(edition);
    if (members) return members;
    members = new Map();
    for (const n of this.lineage.numbers(edition)) {
      const page = pageOf(n);
      const list = members.get(page);
      if (list) list.push(n);
      else members.set(page, [n]);
    }
    this.memberCache.set(edition, members);
    return members;
  }

  /** The numbered rules of a section, in order. */
  sectionRules(edition: string, section: string): string[] {
    return this.pages(edition).filter(
      (p) => ruleDepth(p) === 1 && parseRuleNumber(p)?.section === Number(section),
    );
  }

  /**
   * A page's title in a language (or the one the site has), with the title's
   * language; undefined for a rule that is a sentence (116.1), which pages
   * show by its first words instead.
   */
  pageTitle(edition: string, page: string, lang: Lang): { title: string; lang: Lang } | undefined {
    for (const l of [lang, ...FALLBACK_ORDER]) {
      const t = this.titleIn(edition, page, l);
      if (t) return { title: t, lang: l };
    }
    return undefined;
  }

  /** A page's own title: a section's heading, a numbered rule that reads as a heading ("Mill"), or Grimoire's title. */
  private titleIn(edition: string, page: string, lang: Lang): string | undefined {
    const off = this.official(edition, lang);
    if (off) {
      const section = off.sections.find((s) => s.number === page);
      if (section) return section.title;
      const own = this.text(edition, page, lang);
      if (own?.source === 'official') return ruleHeading(own.text);
    }
    return this.paraphraseFiles(edition, lang).find((f) => f.data.number === page)?.data.title;
  }

  /** The glossary of an edition in a language, if its official text is imported. */
  glossary(edition: string, lang: Lang): OfficialTerm[] | undefined {
    return this.official(edition, lang)?.glossary;
  }
}

function push(texts: Texts, t: RuleText): void {
  const list = texts.get(t.number);
  if (list) list.push(t);
  else texts.set(t.number, [t]);
}

function addOfficial(texts: Texts, e: OfficialEdition): void {
  const file = officialPath('content', e.lang, e.edition);
  for (const s of e.sections) {
    push(texts, {
      number: s.number,
      edition: e.edition,
      lang: e.lang,
      source: 'official',
      text: s.title,
      examples: [],
      anchor: s.number,
      page: s.number,
      titleOnly: true,
      file,
      line: 1,
    });
  }
  for (const r of e.rules) {
    push(texts, {
      number: r.number,
      edition: e.edition,
      lang: e.lang,
      source: 'official',
      text: r.text,
      examples: r.examples,
      anchor: r.anchor ?? r.number,
      page: pageOf(r.number),
      file,
      line: r.line,
    });
  }
}

function addParaphrase(texts: Texts, f: RulesFile): void {
  const page = f.data.number;
  for (const p of f.paragraphs) {
    if (texts.has(p.number)) continue;
    texts.set(p.number, [
      {
        number: p.number,
        edition: f.edition,
        lang: f.lang,
        source: 'paraphrase',
        text: p.text,
        examples: p.examples,
        anchor: p.number,
        page,
        file: f.file,
        line: p.line,
      },
    ]);
  }
  if (!texts.has(page)) {
    texts.set(page, [
      {
        number: page,
        edition: f.edition,
        lang: f.lang,
        source: 'paraphrase',
        text: f.data.title,
        examples: [],
        anchor: page,
        page,
        titleOnly: true,
        file: f.file,
        line: 1,
      },
    ]);
  }
}
