/**
 * Citation formats for a rule, shared by the copy menu and its tests:
 * a link, Markdown, BBCode (phpBB and most forums) and plain text.
 */

/** What a citation is made of. */
export interface CitationSource {
  /** The rule number, e.g. "701.13b". */
  number: string;
  /** Absolute short link, e.g. "https://grimoire.example/r/701.13b/". */
  url: string;
  /** The rule's text as shown on the page. */
  text: string;
}

export const CITATION_KINDS = ['link', 'markdown', 'bbcode', 'plain'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

/** The citation text for one format. */
export function formatCitation(kind: CitationKind, s: CitationSource): string {
  const label = `CR ${s.number}`;
  switch (kind) {
    case 'link':
      return s.url;
    case 'markdown':
      return `[${label}](${s.url})`;
    case 'bbcode':
      return `[url=${s.url}]${label}[/url]`;
    case 'plain':
      return `${label}: ${s.text.replace(/\s+/g, ' ').trim()} (${s.url})`;
  }
}
