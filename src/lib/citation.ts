/**
 * Citation formats for a rule, shared by the copy menu and its tests: a
 * link, Markdown, BBCode (phpBB and most forums) and plain text. Every
 * citation names the edition it was copied from and links to a pinned
 * address, so it keeps meaning the same rule after the next renumbering.
 */

/**
 * The first edition from which Grimoire's citations carry their edition.
 * Short-link previews take editions since then into account (see
 * `short-links.ts`).
 */
export const PINNED_SINCE = '2025-11-14';

/** What a citation is made of. */
export interface CitationSource {
  /** The rule number, e.g. "701.13b". */
  number: string;
  /** The edition it is numbered in, e.g. "2025-11-14". */
  edition: string;
  /** Absolute pinned link, e.g. "https://grimoire.example/r/701.13b/?edition=2025-11-14". */
  url: string;
  /** The rule's text as shown on the page. */
  text: string;
  /** Whether the text is the official one or Grimoire's own rendering. */
  source?: 'official' | 'paraphrase';
  /**
   * What the plain text puts before the rule's text, in the reader's
   * language ("Regole Complete 702.19b (2025-11-14), testo ufficiale in
   * inglese"). Without it: the label, and for Grimoire's own rendering an
   * English note saying so.
   */
  prefix?: string;
  /**
   * How the plain text joins the prefix, the text and the link, in the
   * reader's typography ("…: text (url)"; Japanese "…：text（url）").
   */
  layout?: (prefix: string, text: string, url: string) => string;
}

export const CITATION_KINDS = ['link', 'markdown', 'bbcode', 'plain'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

/** The citation text for one format. */
export function formatCitation(kind: CitationKind, s: CitationSource): string {
  const label = `CR ${s.number} (${s.edition})`;
  switch (kind) {
    case 'link':
      return s.url;
    case 'markdown':
      return `[${label}](${s.url})`;
    case 'bbcode':
      return `[url=${s.url}]${label}[/url]`;
    case 'plain': {
      const text = s.text.replace(/\s+/g, ' ').trim();
      const how = s.source === 'paraphrase' ? ', in Grimoire’s words, not the official text' : '';
      // A rule whose text the site lacks: its label and link only.
      if (!text) return `${label} (${s.url})`;
      const prefix = s.prefix ?? `${label}${how}`;
      return s.layout ? s.layout(prefix, text, s.url) : `${prefix}: ${text} (${s.url})`;
    }
  }
}
