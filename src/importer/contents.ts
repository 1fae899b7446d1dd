/**
 * The table of contents of a Comprehensive Rules file, and whether the file
 * holds everything it promises. A download cut off mid-file still parses;
 * this is how the importer knows it stopped early (sections listed in the
 * contents but missing, no glossary, no credits).
 */
import { OFFICIAL_CHAPTER_LINE, OFFICIAL_SECTION_LINE } from '../rules/rule-number.ts';
import type { Completeness, ContentsList, ParsedSection } from './parsed-rules.ts';

/** The heading of a file's table of contents, in each language. */
export const CONTENTS_HEADING = /^(?:Contents|Table of Contents|Indice|Sommario|もくじ|目次)$/i;
const GLOSSARY = /^(?:\d{1,2}\.\s*)?(?:Glossary|Glossario|用語集)$/;
const CREDITS = /^(?:\d{1,2}\.\s*)?(?:Credits|Crediti|Riconoscimenti|クレジット)$/;

/** Reads the contents list from the lines before the rules; undefined when there is none. */
export function findContents(lines: readonly string[]): ContentsList | undefined {
  const at = lines.findIndex((l) => CONTENTS_HEADING.test(l.trim()));
  if (at < 0) return undefined;
  const out: ContentsList = { chapters: [], sections: [], glossary: false, credits: false };
  for (const raw of lines.slice(at + 1)) {
    const line = raw.trim();
    const section = OFFICIAL_SECTION_LINE.exec(line);
    const chapter = OFFICIAL_CHAPTER_LINE.exec(line);
    if (section) out.sections.push(section[1]!);
    else if (chapter) out.chapters.push(chapter[1]!);
    else if (GLOSSARY.test(line)) out.glossary = true;
    else if (CREDITS.test(line)) out.credits = true;
  }
  return out.sections.length ? out : undefined;
}

/** Compares what the contents promise with what the file holds. */
export function checkCompleteness(
  contents: ContentsList | undefined,
  found: { sections: readonly ParsedSection[]; sawGlossary: boolean; sawCredits: boolean },
  lines: readonly string[],
): Completeness {
  const have = new Set(found.sections.map((s) => s.number));
  const missingSections = (contents?.sections ?? []).filter((n) => !have.has(n));
  const missingGlossary = Boolean(contents?.glossary) && !found.sawGlossary;
  const missingCredits = Boolean(contents?.credits) && !found.sawCredits;
  let last = lines.length - 1;
  while (last > 0 && lines[last]!.trim() === '') last--;
  return {
    complete: !missingSections.length && !missingGlossary && !missingCredits,
    missingSections,
    missingGlossary,
    missingCredits,
    lastLine: { line: last + 1, text: (lines[last] ?? '').trim() },
  };
}

/** One line saying what a file lacks, e.g. "sections 702–905 are missing, and so are the glossary and credits". */
export function describeIncomplete(c: Completeness): string {
  const parts: string[] = [];
  const m = c.missingSections;
  if (m.length === 1) parts.push(`section ${m[0]} is missing`);
  else if (m.length > 1) parts.push(`${m.length} sections (${m[0]}–${m.at(-1)}) are missing`);
  if (c.missingGlossary) parts.push('the glossary is missing');
  if (c.missingCredits) parts.push('the credits are missing');
  const cut = c.lastLine.text.length > 60 ? `${c.lastLine.text.slice(0, 60)}…` : c.lastLine.text;
  return `${parts.join(', ')}; the file ends at line ${c.lastLine.line} with "${cut}"`;
}
