/**
 * Turns the parsed parts of one edition in one language into the stored
 * edition (`official-edition.ts`). A number printed twice keeps both texts:
 * the second is anchored `<number>-2`, and the report says so.
 */
import type { Lang } from '../content/schemas.ts';
import {
  OFFICIAL_FORMAT,
  type OfficialEdition,
  type OfficialRule,
} from '../official/official-edition.ts';
import { ContentError } from '../content/content-error.ts';
import { describeIncomplete } from './contents.ts';
import type { ReadRulesFile } from './read-rules-file.ts';

export interface BuildOptions {
  key: string;
  lang: Lang;
  /** A translation's revision. */
  revision?: string;
  /** The effective date the lineage knows, for a translation that states none. */
  knownEffective?: string;
  /** Accept a file that stops early (its gaps are recorded). */
  acceptIncomplete?: boolean;
  /** The lineage knows this very file as incomplete as published. */
  knownIncomplete?: boolean;
}

/** The stored edition for one language's parts, or a ContentError naming what is wrong. */
export function buildOfficial(parts: readonly ReadRulesFile[], o: BuildOptions): OfficialEdition {
  const where = parts.map((p) => p.file).join(' + ');
  const rules = parts.flatMap((p) => p.parsed.rules);
  const glossary = parts.flatMap((p) => p.parsed.glossary);
  if (!rules.length && !glossary.length)
    throw new ContentError(
      where,
      parts.some((p) => p.looksLikeHtml)
        ? 'this is a web page (HTML), not a rules text file: the download went wrong, or the link led to a page; download the .txt file again'
        : 'no numbered rules and no glossary found (is this a Comprehensive Rules text file?)',
    );
  for (const [what, has] of [
    ['numbered rules', (p: ReadRulesFile) => p.parsed.rules.length > 0],
    ['a glossary', (p: ReadRulesFile) => p.parsed.glossary.length > 0],
  ] as const) {
    const holders = parts.filter(has);
    if (holders.length > 1)
      throw new ContentError(
        where,
        `${holders.length} files of edition ${o.key} each hold ${what}: give one file per edition (a translation may come as its rules and its glossary, one file each)`,
      );
  }
  const incomplete = incompleteness(parts);
  if (incomplete && !o.acceptIncomplete && !o.knownIncomplete)
    throw new ContentError(
      where,
      `the file stops early: ${incomplete}. Download it again; to import it as it is, add --accept-incomplete`,
    );
  const edition: OfficialEdition = {
    format: OFFICIAL_FORMAT,
    edition: o.key,
    lang: o.lang,
    sources: parts.map((p) => p.source),
    chapters: unique(parts.flatMap((p) => p.parsed.chapters)),
    sections: unique(parts.flatMap((p) => p.parsed.sections)),
    rules: anchored(rules),
    glossary: glossary.map(({ line: _line, ...t }) => t),
    oddities: parts.flatMap((p) => p.parsed.oddities.map((d) => ({ file: p.source.name, ...d }))),
  };
  const effective = parts.find((p) => p.parsed.effectiveDate)?.parsed.effectiveDate;
  if (effective ?? o.knownEffective) edition.effective = effective ?? o.knownEffective;
  if (o.revision) edition.revision = o.revision;
  const preface = parts.find((p) => p.parsed.preface)?.parsed.preface;
  if (preface) edition.preface = preface;
  const endMatter = parts.find((p) => p.parsed.endMatter)?.parsed.endMatter;
  if (endMatter) edition.endMatter = endMatter;
  if (incomplete) edition.incomplete = incomplete;
  return edition;
}

/** What the parts lack together (a translation's glossary may come as its own file), or undefined. */
function incompleteness(parts: readonly ReadRulesFile[]): string | undefined {
  const sections = new Set(parts.flatMap((p) => p.parsed.sections.map((s) => s.number)));
  const hasGlossary = parts.some((p) => p.parsed.glossary.length > 0);
  for (const p of parts) {
    const c = p.parsed.completeness;
    const missingSections = c.missingSections.filter((n) => !sections.has(n));
    const missingGlossary = c.missingGlossary && !hasGlossary;
    const missingCredits =
      c.missingCredits && parts.every((q) => q.parsed.completeness.missingCredits);
    if (missingSections.length || missingGlossary || missingCredits)
      return describeIncomplete({
        ...c,
        missingSections,
        missingGlossary,
        missingCredits,
        complete: false,
      });
  }
  return undefined;
}

/** Headings without repeats (the first of a number wins; the parser reported the others). */
function unique(headings: ReadonlyArray<{ number: string; title: string }>) {
  const seen = new Set<string>();
  return headings
    .filter((h) => !seen.has(h.number) && seen.add(h.number))
    .map((h) => ({ number: h.number, title: h.title }));
}

/** Rules with a second (third…) copy of a number anchored `-2` (`-3`…). */
function anchored(
  rules: ReadonlyArray<{ number: string; text: string; examples: string[]; line: number }>,
): OfficialRule[] {
  const count = new Map<string, number>();
  return rules.map((r) => {
    const n = (count.get(r.number) ?? 0) + 1;
    count.set(r.number, n);
    const rule: OfficialRule = {
      number: r.number,
      text: r.text,
      examples: r.examples,
      line: r.line,
    };
    if (n > 1) rule.anchor = `${r.number}-${n}`;
    return rule;
  });
}
