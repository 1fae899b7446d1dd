/**
 * The document views of an edition whose official text is on the site:
 * its contents, each chapter as one page, the whole text on one page and
 * its official glossary. One place says which views an edition has for a
 * reader, so routes, links in the footer, the rules index and rule pages
 * never point at a page that was not built.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';
import { editionChapters } from './chapter-doc.ts';
import { textLangOf } from './editions-list.ts';

export interface DocumentViews {
  edition: string;
  /** The language the official text is in for this reader (theirs when imported, else English). */
  textLang: Lang;
  /** The chapters that have text, in order. */
  chapters: Array<{ number: string; title: string }>;
  /** Whether the edition's official glossary is on the site in `textLang`. */
  glossary: boolean;
}

/** The document views of an edition for readers of `lang`, or undefined when its text is not on the site. */
export function documentViews(
  registry: Registry,
  edition: string,
  lang: Lang,
): DocumentViews | undefined {
  const info = registry.editions.get(edition);
  const textLang = info && textLangOf(info, lang);
  if (!textLang) return undefined;
  const chapters = editionChapters(registry, edition, textLang);
  if (chapters.length === 0) return undefined;
  const glossary = Boolean(registry.rules.glossary(edition, textLang)?.length);
  return { edition, textLang, chapters, glossary };
}

/** Every edition with document views for readers of `lang`, oldest first. */
export function editionsWithDocuments(registry: Registry, lang: Lang): DocumentViews[] {
  return registry.editions.list.flatMap((e) => {
    const v = documentViews(registry, e.key, lang);
    return v ? [v] : [];
  });
}
