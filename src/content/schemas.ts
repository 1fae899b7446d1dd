/**
 * Zod schemas for every content collection. One source of truth for the
 * front matter of `content/<collection>/<lang>/<id>.md`; `content.config.ts`
 * wires them into Astro and `src/registry` reuses them when it reads files
 * outside Astro (remark plugins, scripts, tests).
 */
import { z } from 'astro/zod';
import { isCanonicalRuleNumber } from '../rules/rule-number.ts';
import { isEditionKey } from '../lineage/edition-key.ts';

/** The languages Grimoire is written in, in display order (from the language table). */
export { LANGS, type Lang } from '../i18n/languages.ts';
import { LANGS, SOURCE_LANG } from '../i18n/languages.ts';

/** The entry collections (everything but rules and editions), from the ground layer. */
export { ENTRY_COLLECTIONS, type EntryCollection } from './collections.ts';

/**
 * An edition's key: the date the Comprehensive Rules edition was published
 * under (the date in the official file's name; see src/lineage/edition-key.ts).
 */
export const editionId = z
  .string()
  .refine(isEditionKey, 'an edition is a date written YYYY-MM-DD, e.g. 2024-08-02');

/** A rule or subrule number as the Comprehensive Rules print it: 1, 116, 116.2, 116.2a. */
export const ruleNumber = z
  .string()
  .refine(isCanonicalRuleNumber, 'a rule number looks like 116, 701.13 or 701.13b (or a chapter, 7)');

/** The longest name a reader is shown (a term, a title, an alias); the longest real one is under 80. */
export const MAX_NAME_CHARS = 200;

/**
 * A name shown to readers (a term, a title, an alias): visible text of at
 * most MAX_NAME_CHARS characters, without control characters (NUL, escapes)
 * or bidirectional overrides, which would reorder the page around it.
 */
export const displayName = z
  .string()
  .refine((s) => s.replace(/[\s\p{Cf}\p{Z}]/gu, '') !== '', 'a name must have visible text (not only spaces or invisible characters)')
  .refine((s) => !/\p{Cc}/u.test(s), 'a name must not contain control characters (such as NUL)')
  .refine((s) => !/[\u202a-\u202e\u2066-\u2069]/u.test(s), 'a name must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)')
  .refine((s) => s.length <= MAX_NAME_CHARS, `a name is at most ${MAX_NAME_CHARS} characters`);

/**
 * Entry ids that a fixed page of the collection already uses
 * (`src/pages/[lang]/<collection>/<name>.astro`): an entry with one would
 * lose its page to it. A test keeps this list and the pages in step.
 */
export const RESERVED_IDS: Readonly<Record<'glossary' | 'articles' | 'cards', readonly string[]>> = {
  glossary: ['concordance'],
  articles: [],
  cards: [],
};

/** An entry id: lowercase words joined by hyphens, the same in every language. */
export const entryId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an entry id is lowercase kebab-case, e.g. "special-action"');

/** Glossary categories, used to filter the index. */
export const GLOSSARY_CATEGORIES = [
  'zone',
  'turn-structure',
  'card-type',
  'card-part',
  'keyword-ability',
  'keyword-action',
  'ability',
  'game-concept',
  'player-action',
  'obsolete',
] as const;

/** Fields shared by the entries that cite rules and other entries. */
const citing = {
  /**
   * The Comprehensive Rules edition this entry's rule numbers refer to.
   * Links go through the rule-history map, so an entry written against an old
   * edition still lands on the right rule once a newer edition is current.
   */
  rulesEdition: editionId,
  /** Rule numbers this entry is about (shown as "Rules" and used for "cited by"). */
  rules: z.array(ruleNumber).default([]),
  /** Ids of glossary entries shown as "See also". Each must exist. */
  seeAlso: z.array(entryId).default([]),
};

/**
 * `content/editions/<key>.yaml`: what Grimoire adds to an edition of the
 * lineage (optional; the lineage lists every edition).
 */
export const editionSchema = z.strictObject({
  /** The edition's key (YYYY-MM-DD); must match the file name and an edition of the lineage. */
  date: editionId,
  /**
   * The edition's name per language, e.g. the set release it came with. The
   * English name is required; a language without one gets the default,
   * "Comprehensive Rules of <date>" in its words.
   */
  name: z
    .strictObject(
      Object.fromEntries(
        LANGS.map((l) => [l, l === SOURCE_LANG ? z.string().min(1) : z.string().min(1).optional()]),
      ),
    )
    .optional(),
});

/** `content/rules/<lang>/<edition>/<number>.md`: one rule with all its subrules. */
export const rulesSchema = z.strictObject({
  /** The rule number this file holds (its subrules are paragraphs in the body). Must match the file name. */
  number: ruleNumber,
  /** The rule's title in this language, e.g. "Mill". */
  title: displayName,
  /** The edition this text belongs to; must be a file in `content/editions/`. */
  edition: editionId,
  /**
   * Whether the body is the publisher's official text (`official`, imported)
   * or Grimoire's own faithful rendering of it (`paraphrase`).
   */
  source: z.enum(['official', 'paraphrase']),
});

/** `content/articles/<lang>/<id>.md`: a long-form article on a mechanic or concept. */
export const articlesSchema = z.strictObject({
  /** The article's title in this language. */
  title: displayName,
  /** One or two sentences shown in lists, search results and link previews. */
  summary: z.string().min(1),
  /** Other names a reader might search for (slang, English name on a non-English page). */
  aliases: z.array(displayName).default([]),
  ...citing,
});

/** `content/glossary/<lang>/<id>.md`: one glossary term. */
/** Hiragana, katakana, the long-vowel mark, the middle dot and spaces. */
export const KANA_READING = /^[\u3040-\u30ffー・\s]+$/;

export const glossarySchema = z.strictObject({
  /** The term as this language's official Magic products print it today. */
  term: displayName,
  /** Reading of the term in kana. Required in Japanese, forbidden elsewhere. */
  reading: z.string().regex(KANA_READING, 'a reading is written in hiragana or katakana').optional(),
  /** Other current names or spellings of the term in this language. */
  aliases: z.array(displayName).default([]),
  /**
   * The term's plural, in a language that inflects nouns for number, where
   * a section of the rules names the concept in the plural (102 Players →
   * `giocatori`): that section is titled by it. Without it, such a section
   * keeps its English title rather than the singular term.
   */
  plural: displayName.optional(),
  /** Names this language used in the past (obsolete terminology). */
  formerNames: z.array(displayName).default([]),
  /**
   * Japanese only: the kana reading of each former name not written in kana
   * alone (`{ 場: ば }`), so the index files it under its kana and search
   * finds it by reading. Required for such names in Japanese, forbidden
   * elsewhere.
   */
  formerReadings: z
    .record(z.string(), z.string().regex(KANA_READING, 'a reading is written in hiragana or katakana'))
    .default({}),
  /** What kind of term this is; filters the index. */
  category: z.enum(GLOSSARY_CATEGORIES),
  ...citing,
});

/** One ruling on a card. */
export const rulingSchema = z.strictObject({
  /** The date the ruling was published (YYYY-MM-DD). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a ruling date is written YYYY-MM-DD')
    .refine(isEditionKey, 'a ruling date must be a real day (YYYY-MM-DD)'),
  /** The ruling in our own words (Markdown; rule numbers and [[term]] links allowed). */
  text: z.string().min(1),
});

/** `content/cards/<lang>/<id>.md`: a card with its rulings. */
export const cardsSchema = z.strictObject({
  /** The card's official name in this language, or the English name if it has none. */
  name: displayName,
  /** True when `name` is the English name because no official translation exists. */
  nameIsEnglish: z.boolean().default(false),
  /** Other names (e.g. the English name, unofficial translations found in the wild). */
  aliases: z.array(displayName).default([]),
  /** The type line, e.g. "Plane — Ravnica". */
  typeLine: z.string().min(1),
  /** The set or product the card was first printed in. */
  set: z.string().min(1),
  /** The card's rulings, oldest first. */
  rulings: z.array(rulingSchema).default([]),
  ...citing,
});

export type RulesData = z.infer<typeof rulesSchema>;
export type ArticlesData = z.infer<typeof articlesSchema>;
export type GlossaryData = z.infer<typeof glossarySchema>;
export type CardsData = z.infer<typeof cardsSchema>;
export type EditionData = z.infer<typeof editionSchema>;
