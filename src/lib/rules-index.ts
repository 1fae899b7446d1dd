/**
 * The contents of an edition's rules for a reader: its chapters (the
 * edition's own headings when its text is on the site, else today's chapter
 * names) and, under each, its sections with their titles where the site
 * knows them.
 */
import type { Lang } from '../content/schemas.ts';
import { useTranslations, type UiKey } from '../i18n/index.ts';
import type { Registry } from '../registry/registry.ts';
import { chapterOf, ruleDepth } from '../rules/rule-number.ts';
import { newestTranslation } from './translations.ts';
import { ruleTitle } from '../registry/reader-title.ts';

export interface IndexSection {
  number: string;
  title?: string;
  /** The title's language, when it is not the reader's. */
  titleLang?: Lang;
}

export interface IndexChapter {
  number: string;
  title: string;
  sections: IndexSection[];
}

/** The chapters and sections of an edition. */
export function rulesIndex(registry: Registry, edition: string, lang: Lang): IndexChapter[] {
  const t = useTranslations(lang);
  const translation = edition === registry.current ? newestTranslation(registry, lang) : undefined;
  const official =
    registry.rules.official(edition, lang) ??
    (translation ? registry.rules.official(translation, lang) : undefined) ??
    registry.rules.official(edition, 'en');
  const sections = registry.rules.pages(edition).filter((p) => ruleDepth(p) === 0);
  const chapters = [...new Set(sections.map(chapterOf))].sort();
  return chapters.map((c) => ({
    number: c,
    title:
      official?.chapters.find((ch) => ch.number === c)?.title ?? t(`rules:chapter.${c}` as UiKey),
    sections: sections
      .filter((s) => chapterOf(s) === c)
      .map((number) => {
        const title = ruleTitle(registry, edition, number, lang);
        return title
          ? {
              number,
              title: title.title,
              ...(title.lang !== lang ? { titleLang: title.lang } : {}),
            }
          : { number };
      }),
  }));
}
