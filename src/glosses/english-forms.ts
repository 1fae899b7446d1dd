/**
 * The forms an English game term takes in rules text: a noun's plural
 * ("libraries", "combat damage steps": the last word inflects), a verb's
 * third person, past, participle and -ing forms ("mills", "milled",
 * "milling"; "loses life", "lost life": the first word inflects). Only what
 * the glossary's terms need: regular English spelling rules and the
 * irregular verbs the rules use. Pure.
 */

/** How a term inflects. */
export type PartOfSpeech = 'noun' | 'verb' | 'fixed';

/** Irregular verbs: base → [third person, past, participle, -ing]. */
const IRREGULAR: Readonly<Record<string, readonly [string, string, string, string]>> = {
  draw: ['draws', 'drew', 'drawn', 'drawing'],
  cast: ['casts', 'cast', 'cast', 'casting'],
  pay: ['pays', 'paid', 'paid', 'paying'],
  lose: ['loses', 'lost', 'lost', 'losing'],
  win: ['wins', 'won', 'won', 'winning'],
  put: ['puts', 'put', 'put', 'putting'],
  leave: ['leaves', 'left', 'left', 'leaving'],
  deal: ['deals', 'dealt', 'dealt', 'dealing'],
  tap: ['taps', 'tapped', 'tapped', 'tapping'],
  untap: ['untaps', 'untapped', 'untapped', 'untapping'],
  begin: ['begins', 'began', 'begun', 'beginning'],
  choose: ['chooses', 'chose', 'chosen', 'choosing'],
};

/** A noun's plural: library → libraries, ability → abilities, pass → passes, step → steps. */
export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** A verb's forms: base, third person, past, participle, -ing. */
export function verbForms(base: string): string[] {
  const irregular = IRREGULAR[base];
  if (irregular) return [...new Set([base, ...irregular])];
  const third = plural(base);
  const stem = /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}i` : base;
  const past = /e$/.test(base) ? `${base}d` : `${stem}ed`;
  const ing = /[^e]e$/.test(base) ? `${base.slice(0, -1)}ing` : `${base}ing`;
  return [base, third, past, ing];
}

/** Every form of a term of one or more words (the last word of a noun, the first of a verb, inflects). */
export function termForms(term: string, pos: PartOfSpeech): string[] {
  const words = term.split(' ');
  if (pos === 'fixed') return [term];
  if (pos === 'noun') {
    const last = words.at(-1)!;
    return [term, [...words.slice(0, -1), plural(last)].join(' ')];
  }
  const rest = words.slice(1);
  return [...new Set(verbForms(words[0]!).map((f) => [f, ...rest].join(' ')))];
}
