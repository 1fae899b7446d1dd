/**
 * The dictionary of glosses for English rules text read in another language:
 * every English form of every glossary term (its name and aliases, with
 * plurals and verb forms), each with the term's official name in the
 * reader's language (library → grimorio; graveyard → 墓地（ぼち）). A form
 * that names two terms (counter, the marker, and counter, the verb) keeps
 * both. Names that are not terms in running text (you, each, when, at) and
 * aliases that name another part of speech than their term are left out.
 * Pure: built from plain term data; `glossTerms` reads them from the
 * registry.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';
import { termForms, type PartOfSpeech } from './english-forms.ts';
import { isKnownTerm } from './known-terms.ts';

/** One glossary term, as the dictionary needs it. */
export interface GlossTerm {
  id: string;
  category: string;
  /** The English name and aliases. */
  english: string[];
  /** The official name in the reader's language. */
  target: string;
  /** Its kana reading (Japanese). */
  reading?: string;
}

/** What a form glosses to. */
export interface GlossEntry {
  id: string;
  /** The text of the gloss: the name in the reader's language (with its reading for kanji). */
  gloss: string;
  pos: PartOfSpeech;
}

export interface GlossDictionary {
  /** The reader's language. */
  lang: Lang;
  /** English form (lowercase, straight apostrophes) → what it glosses to; an empty list: not a term here. */
  forms: Map<string, GlossEntry[]>;
  /** The most words in a form. */
  maxWords: number;
  /** Terms (by id) every reader knows: found, so no shorter term matches inside them, but not glossed (`select-glosses.ts`). */
  known: ReadonlySet<string>;
}

/**
 * Names that are glossary entries but not terms where they stand in running
 * text: function words ("you", "each", "at", "when"), and aliases whose
 * word is another part of speech than the term they name ("activate" for
 * activated ability, "trigger" for triggered ability, "control" for
 * controller, "lose" for lose the game, which would gloss "loses 2 life").
 */
export const NOT_GLOSSED: ReadonlySet<string> = new Set([
  'you',
  'your',
  'each',
  'all',
  'at',
  'when',
  'whenever',
  'non',
  'non-',
  'activate',
  'trigger',
  'control',
  'lose',
  'win',
  'enters',
  'prevent',
  'common',
  'uncommon',
  'rare',
  'basic',
  'gold',
  'mode',
  'modal',
  'random',
]);

/**
 * Phrases in which a term's word is not the term, or would be glossed with
 * another term's name: "in common"; "constructed play" (the format, not the
 * action); "cumulative upkeep" (a keyword, not the step); "sticker kicker"
 * (a keyword of its own, not kicker); "long dash", "after the dash" (the
 * punctuation of a type line, not the keyword dash); "Grand Melee" (a
 * format) and "Doctor's companion" (another keyword); "tap symbol" and "in
 * exile" (a symbol and a zone, not the action); "possible steps" (of a
 * procedure); cards and markers handed on ("passes the remaining cards",
 * "pack passed", "being passed"), not priority passed; "Doubling Cube",
 * "Doubling Season" and "Body Double" (card names), "rolled doubles" (dice)
 * and "double agenda" (a variant of hidden agenda), not the keyword action
 * double.
 */
export const NOT_TERMS: readonly string[] = [
  'in common',
  'cumulative upkeep',
  'sticker kicker',
  'long dash',
  'after the dash',
  'grand melee',
  "doctor's companion",
  'type line',
  'tap symbol',
  'untap symbol',
  'in exile',
  'exile zone',
  'constructed play',
  'limited play',
  'casual play',
  'tournament play',
  'multiplayer play',
  'game play',
  'play begins',
  'possible steps',
  'passes the remaining',
  'pack passed',
  'being passed',
  'doubling cube',
  'doubling season',
  'rolled doubles',
  'double agenda',
  'body double',
];

/**
 * Where a term's word starts a phrase that is not the term ("turn the
 * permanent face up": the verb; "create" with no token in the rest of its
 * sentence: the rules also create effects, abilities and decks, and only
 * tokens are the keyword action).
 */
export const NOT_TERM_PATTERNS: readonly RegExp[] = [
  /^(?:turn|turns|turned|turning)\b(?:\s+[\p{L}’'-]+){0,6}\s+face\s+(?:up|down)\b/iu,
  /^(?:create|creates|created|creating)\b(?![^.;:]*\btokens?\b)/iu,
];

/** How a term's name inflects, from its category and first word. */
function partOfSpeech(t: GlossTerm): PartOfSpeech {
  if (t.category === 'keyword-action' || t.category === 'player-action') return 'verb';
  if (t.category === 'keyword-ability') return 'fixed';
  return VERB_BASE[t.english[0]!.split(' ')[0]!.toLowerCase()] ? 'verb' : 'noun';
}

/** First words that make a game concept a verb phrase, with their base form. */
const VERB_BASE: Readonly<Record<string, string>> = {
  lose: 'lose',
  win: 'win',
  enters: 'enter',
  leaves: 'leave',
  put: 'put',
  removed: 'remove',
  resolve: 'resolve',
  pay: 'pay',
};

/** Folds a name for matching: lowercase, straight apostrophes. */
export const foldName = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'");

/** True for a name the dictionary leaves out: no letters, symbols, abbreviations, a dash, a listed word. */
function skipped(name: string): boolean {
  return (
    !/\p{L}/u.test(name) ||
    /[{}*—]/.test(name) ||
    /^\p{Lu}{2,}$/u.test(name) ||
    /-$/.test(name) ||
    NOT_GLOSSED.has(foldName(name))
  );
}

/** The gloss text of a term: its name, and for a Japanese name with kanji its reading. */
function glossText(t: GlossTerm): string {
  const kanji = /[\u3400-\u9fff]/.test(t.target);
  return t.reading && kanji ? `${t.target}（${t.reading}）` : t.target;
}

/** The forms of one name of a term (the primary inflects as the term does; an alias as a noun, or not at all). */
function namesForms(name: string, primary: boolean, pos: PartOfSpeech): string[] {
  if (primary && pos === 'verb') {
    const words = name.split(' ');
    const base = VERB_BASE[words[0]!.toLowerCase()] ?? words[0]!;
    return termForms([base, ...words.slice(1)].join(' '), 'verb');
  }
  return termForms(name, pos === 'noun' ? 'noun' : 'fixed');
}

/** Builds the dictionary from the terms. */
export function buildGlossDictionary(terms: readonly GlossTerm[], lang: Lang): GlossDictionary {
  const forms = new Map<string, GlossEntry[]>();
  let maxWords = 1;
  const add = (form: string, entry: GlossEntry | undefined) => {
    const key = foldName(form);
    maxWords = Math.max(maxWords, key.split(' ').length);
    const list = forms.get(key) ?? [];
    if (entry && !list.some((e) => e.gloss === entry.gloss)) list.push(entry);
    forms.set(key, list);
  };
  for (const t of terms) {
    const pos = partOfSpeech(t);
    const entry: GlossEntry = { id: t.id, gloss: glossText(t), pos };
    t.english.forEach((name, i) => {
      // A name the reader's language writes the same way ("mana", "Aura") needs no gloss.
      if (skipped(name) || foldName(name) === foldName(t.target)) return;
      for (const form of namesForms(name, i === 0, pos)) add(form, entry);
    });
  }
  for (const phrase of NOT_TERMS) {
    const key = foldName(phrase);
    forms.set(key, []);
    maxWords = Math.max(maxWords, key.split(' ').length);
  }
  const known = new Set(terms.filter((t) => isKnownTerm(t.id, t.category)).map((t) => t.id));
  return { lang, forms, maxWords, known };
}

/** The glossary terms that have a name in English and in `lang`, from the registry. */
export function glossTerms(registry: Registry, lang: Lang): GlossTerm[] {
  const out: GlossTerm[] = [];
  for (const id of registry.ids('glossary')) {
    const en = registry.names('glossary', id, 'en');
    const target = registry.names('glossary', id, lang);
    const entry = registry.entry('glossary', id, 'en')?.entry;
    if (!en || !target || !entry || !('category' in entry.data)) continue;
    // "life, life total" names two forms: each is a name.
    const english = [...en.primary.split(', '), ...en.aliases];
    const term: GlossTerm = { id, category: entry.data.category, english, target: target.primary };
    if (target.reading) term.reading = target.reading;
    out.push(term);
  }
  return out;
}

const cache = new WeakMap<Registry, Map<Lang, GlossDictionary>>();

/** The dictionary for readers of `lang`, built once per registry. */
export function glossDictionary(registry: Registry, lang: Lang): GlossDictionary {
  let byLang = cache.get(registry);
  if (!byLang) cache.set(registry, (byLang = new Map()));
  let d = byLang.get(lang);
  if (!d) byLang.set(lang, (d = buildGlossDictionary(glossTerms(registry, lang), lang)));
  return d;
}
