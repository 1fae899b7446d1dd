/** What a markdown plugin needs to know about the file it is processing (from its path and front matter; no I/O). */
import type { VFile } from 'vfile';
import { isLang, LANG_ALTERNATION, SOURCE_LANG, type Lang } from '../i18n/languages.ts';

export interface FileContext {
  /** Collection folder: rules, articles, glossary or cards (undefined outside content/). */
  collection?: string;
  /** The file's language (from `content/<collection>/<lang>/`); English when unknown. */
  lang: Lang;
  /** The edition the file's rule numbers refer to (`rulesEdition`, or `edition` for rules files). */
  edition?: string;
  /** The file's front matter, as Astro hands it to plugins. */
  frontmatter: Record<string, unknown>;
}

const PATH = new RegExp(
  `[\\\\/](rules|articles|glossary|cards)[\\\\/](${LANG_ALTERNATION})[\\\\/]`,
);

/** Reads the collection, language and edition of a content file. */
export function fileContext(file: VFile): FileContext {
  const astro = (file.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro;
  const frontmatter = astro?.frontmatter ?? {};
  const m = PATH.exec(file.path ?? '');
  const lang: Lang = isLang(m?.[2]) ? m[2] : SOURCE_LANG;
  const edition = (frontmatter.rulesEdition ?? frontmatter.edition) as string | undefined;
  return {
    collection: m?.[1],
    lang,
    edition: edition === undefined ? undefined : String(edition),
    frontmatter,
  };
}
