/**
 * An imported official edition, as stored: `content/official/<lang>/<key>.json`,
 * one file per edition and language, written by the importer (never by
 * hand) and never committed (the text is Wizards of the Coast's). The text
 * is kept exactly as published and is always text, never markup: pages
 * render it as text nodes.
 */
import { z } from 'astro/zod';
import { LANGS } from '../content/schemas.ts';
import { compareRuleNumbers, isCanonicalRuleNumber } from '../rules/rule-number.ts';
import { isEditionKey } from '../lineage/edition-key.ts';

/** The current version of this file's layout. */
export const OFFICIAL_FORMAT = 1;

const key = z.string().refine(isEditionKey, 'an edition key is a date written YYYY-MM-DD');
const number = z.string().refine(isCanonicalRuleNumber, 'a rule number such as 701.13b');

/** One input file the text was read from. */
export const sourceFileSchema = z.strictObject({
  /** The file's name as given to the importer. */
  name: z.string().min(1),
  /** sha256 of its bytes. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Its size in bytes. */
  bytes: z.number().int().nonnegative(),
  /** The encoding it was read as. */
  encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'shift_jis']),
  /** Whether it began with a byte order mark. */
  bom: z.boolean(),
  /** How many of each kind of line end it had. */
  lineEnds: z.strictObject({ crlf: z.number(), cr: z.number(), lf: z.number() }),
});

/** A numbered rule or subrule with its examples. */
export const officialRuleSchema = z.strictObject({
  /** The rule's number ("116.2a"). */
  number,
  /** The rule's text after its number, exactly as published. */
  text: z.string(),
  /** Example lines that follow it, with their label ("Example: …", "例：…"). */
  examples: z.array(z.string()),
  /** The line it starts on in the source file. */
  line: z.number().int().positive(),
  /**
   * For a number the official file prints a second time: this copy's anchor
   * ("605.2c-2"). Both texts are kept; the first is the rule of record.
   */
  anchor: z.string().optional(),
});

/** A chapter or section heading. */
export const headingSchema = z.strictObject({
  /** Chapter digit or section number. */
  number: z.string().min(1),
  /** The heading's title ("Special Actions"). */
  title: z.string(),
});

/** A term of the edition's glossary. */
export const officialTermSchema = z.strictObject({
  /** The term as printed. */
  term: z.string().min(1),
  /** Kana reading (Japanese translation). */
  reading: z.string().optional(),
  /** The English term (translations: `=相棒（あいぼう）／Companion=`). */
  englishTerm: z.string().optional(),
  /** The definition, one item per numbered sense; plain text (none in a file cut off after the term). */
  senses: z.array(z.string()),
  /** True when the rules mark the term obsolete. */
  obsolete: z.boolean(),
});

/** `content/official/<lang>/<key>.json`. */
export const officialEditionSchema = z.strictObject({
  /** The layout version of this file. */
  format: z.literal(OFFICIAL_FORMAT),
  /** The edition's key: the date it was published under. */
  edition: key,
  /** The language of the text. */
  lang: z.enum(LANGS),
  /** The date the text says its rules take effect, when it says so. */
  effective: key.optional(),
  /** A translation's revision, e.g. "20260116.0" (shown as 和訳 20260116.0版). */
  revision: z.string().optional(),
  /**
   * A translation's own notice before its contents, line by line: that the
   * English text is authoritative, who translated it and when.
   */
  preface: z.array(z.string()).optional(),
  /** A translation's end matter after its glossary (credits, the translator's notes), line by line. */
  endMatter: z.array(z.string()).optional(),
  /** The files the text was read from (a translation may come as rules and glossary). */
  sources: z.array(sourceFileSchema).min(1),
  /** Set when the file stops early and was imported anyway: what it lacks. */
  incomplete: z.string().optional(),
  /** Chapter headings, in order. */
  chapters: z.array(headingSchema),
  /** Section headings, in order. */
  sections: z.array(headingSchema),
  /** Numbered rules and subrules, in order. */
  rules: z.array(officialRuleSchema),
  /** The glossary, in order. */
  glossary: z.array(officialTermSchema),
  /** Irregular lines of the source, accepted and reported. */
  oddities: z.array(z.strictObject({ file: z.string(), line: z.number(), message: z.string() })),
});

export type OfficialEdition = z.infer<typeof officialEditionSchema>;
export type OfficialRule = z.infer<typeof officialRuleSchema>;
export type OfficialTerm = z.infer<typeof officialTermSchema>;
export type SourceFile = z.infer<typeof sourceFileSchema>;

/** Every rule number of a stored edition (sections, rules, subrules; a repeated number once), sorted. */
export function editionNumbers(e: Pick<OfficialEdition, 'sections' | 'rules'>): string[] {
  const set = new Set<string>([
    ...e.sections.map((s) => s.number),
    ...e.rules.map((r) => r.number),
  ]);
  return [...set].sort(compareRuleNumbers);
}
