/**
 * The whole import of one language of an edition, from rules text files on
 * disk to content files: read and decode each file, parse it, merge the
 * parts (a translation may come as several files, e.g. rules and glossary),
 * pick the edition and write it. Shared by `scripts/import-cr.ts` and
 * `scripts/check-import.ts`.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Lang } from '../content/schemas.ts';
import { ContentError } from '../content/content-error.ts';
import { decodeRulesFile, detectEncoding, type RulesEncoding } from './decode.ts';
import { parseComprehensiveRules, type ParsedRules } from './parse-cr.ts';
import { writeEdition, type WriteEditionResult } from './write-edition.ts';

/** Counts of each kind of line end in raw bytes. */
export interface LineEnds {
  crlf: number;
  cr: number;
  lf: number;
}

/** One input file, read and parsed. */
export interface ReadRulesFile {
  file: string;
  encoding: RulesEncoding;
  /** Whether the file starts with a byte order mark. */
  bom: boolean;
  lineEnds: LineEnds;
  parsed: ParsedRules;
}

/** Options of {@link importRulesFiles}. */
export interface ImportOptions {
  files: string[];
  lang: Lang;
  /** Edition id; defaults to the effective date the (first) file states. */
  edition?: string;
  contentDir: string;
  dryRun?: boolean;
}

/** Everything an import did, for printing. */
export interface ImportReport {
  inputs: ReadRulesFile[];
  edition: string;
  /** Where the edition came from. */
  editionFrom: 'option' | 'file';
  /** All inputs merged. */
  parsed: ParsedRules;
  /** Every oddity, with the file it is in. */
  oddities: Array<{ file: string; line: number; message: string }>;
  result: WriteEditionResult;
  /** Milliseconds spent reading and parsing, and writing. */
  timings: { parse: number; write: number };
}

/** Counts CRLF, bare CR and bare LF line ends in decoded-as-is text. */
function countLineEnds(text: string): LineEnds {
  let crlf = 0;
  let cr = 0;
  let lf = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === 10) lf++;
  }
  return { crlf, cr, lf };
}

/** Reads, decodes and parses one rules text file. */
export function readRulesFile(file: string, lang: Lang): ReadRulesFile {
  const bytes = new Uint8Array(readFileSync(file));
  const encoding = detectEncoding(bytes);
  const raw = new TextDecoder(encoding).decode(bytes);
  const bom = (encoding === 'utf-8' && bytes[0] === 0xef) || bytes[0] === 0xff || bytes[0] === 0xfe;
  return {
    file,
    encoding,
    bom,
    lineEnds: countLineEnds(raw),
    parsed: parseComprehensiveRules(decodeRulesFile(bytes), { lang }),
  };
}

/** A translation may come as rules and glossary files: what one part lacks another may hold. */
function mergeCompleteness(parts: readonly ParsedRules[]): ParsedRules['completeness'] {
  const sections = new Set(parts.flatMap((p) => p.sections.map((s) => s.number)));
  const glossary = parts.some((p) => p.glossary.length > 0);
  const main = parts.find((p) => p.contents) ?? parts[0]!;
  const c = main.completeness;
  const missingSections = parts
    .flatMap((p) => p.completeness.missingSections)
    .filter((n) => !sections.has(n));
  const missingGlossary = c.missingGlossary && !glossary;
  const missingCredits = parts.every((p) => p.completeness.missingCredits);
  return {
    ...c,
    missingSections,
    missingGlossary,
    missingCredits,
    complete: !missingSections.length && !missingGlossary && !missingCredits,
  };
}

/** Merges the parts of one edition, in the order given. */
export function mergeParsed(parts: readonly ParsedRules[]): ParsedRules {
  const merged: ParsedRules = {
    chapters: parts.flatMap((p) => p.chapters),
    sections: parts.flatMap((p) => p.sections),
    rules: parts.flatMap((p) => p.rules),
    glossary: parts.flatMap((p) => p.glossary),
    oddities: parts.flatMap((p) => p.oddities),
    completeness: mergeCompleteness(parts),
    counts: { rules: 0, subrules: 0, examples: 0, glossaryTerms: 0, sections: 0 },
  };
  for (const p of parts)
    for (const k of Object.keys(merged.counts) as Array<keyof ParsedRules['counts']>)
      merged.counts[k] += p.counts[k];
  const effective = parts.find((p) => p.effectiveDate)?.effectiveDate;
  if (effective) merged.effectiveDate = effective;
  return merged;
}

/**
 * Imports rules files into a content folder. Throws a ContentError naming
 * the file (and line when there is one) when the import cannot be done; the
 * content folder is then unchanged.
 */
export function importRulesFiles(o: ImportOptions): ImportReport {
  const t0 = performance.now();
  const inputs = o.files.map((f) => readRulesFile(f, o.lang));
  const parsed = mergeParsed(inputs.map((i) => i.parsed));
  const t1 = performance.now();
  const edition = o.edition ?? parsed.effectiveDate;
  if (!edition) {
    throw new ContentError(
      o.files.map((f) => basename(f)).join(', '),
      'the file states no effective date ("These rules are effective as of …"); give the edition with --edition YYYY-MM-DD',
    );
  }
  const source = o.files.length === 1 ? o.files[0]! : o.files.join(' + ');
  const result = writeEdition({
    contentDir: o.contentDir,
    lang: o.lang,
    edition,
    parsed,
    source,
    dryRun: o.dryRun ?? false,
  });
  const t2 = performance.now();
  return {
    inputs,
    edition,
    editionFrom: o.edition ? 'option' : 'file',
    parsed,
    oddities: inputs.flatMap((i) => i.parsed.oddities.map((d) => ({ file: i.file, ...d }))),
    result,
    timings: { parse: t1 - t0, write: t2 - t1 },
  };
}
