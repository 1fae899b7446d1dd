/**
 * What changed between two editions whose text is on the site, for the
 * what-changed page: the lineage's comparison, and for every kept rule
 * whose text differs (words, not typography), the two texts for a word diff.
 * Texts are compared in one language, the reader's when both editions have
 * it, else English.
 */
import type { Lang } from '../content/schemas.ts';
import { typographyFolded } from '../lineage/fingerprint.ts';
import { compareEditions } from '../lineage/compare.ts';
import { rulePlainText } from '../markdown/rule-text.ts';
import type { Registry } from '../registry/registry.ts';

/** At most this many word diffs on one page; the rest are listed by number. */
export const MAX_DIFFS = 400;

export interface ChangedRule {
  old: string;
  new: string;
  before: string;
  after: string;
}

export interface ChangesData {
  from: string;
  to: string;
  textLang: Lang;
  renumbered: Array<[string, string]>;
  changed: ChangedRule[];
  /** Changed rules past MAX_DIFFS, by number. */
  moreChanged: Array<[string, string]>;
  added: Array<{ number: string; text: string }>;
  removed: Array<{ number: string; text: string }>;
  /** Editions of the pair whose official file is incomplete as published: their counts may be off. */
  incomplete: string[];
}

/** The language both editions have: the reader's, else English. */
export function commonLang(registry: Registry, from: string, to: string, lang: Lang): Lang {
  const both = (l: Lang) =>
    registry.editions.get(from)?.official.includes(l) &&
    registry.editions.get(to)?.official.includes(l);
  return both(lang) ? lang : 'en';
}

function textOf(registry: Registry, edition: string, number: string, lang: Lang): string {
  const r = registry.rules.text(edition, number, lang);
  return r ? rulePlainText(registry, r, { lang, examples: true }) : '';
}

/** The changes from one edition to another. */
export function changesData(registry: Registry, from: string, to: string, lang: Lang): ChangesData {
  const textLang = commonLang(registry, from, to, lang);
  const cmp = compareEditions(registry.lineage, from, to);
  const changed: ChangedRule[] = [];
  const moreChanged: Array<[string, string]> = [];
  for (const [o, n] of cmp.kept) {
    const before = textOf(registry, from, o, textLang);
    const after = textOf(registry, to, n, textLang);
    if (typographyFolded(before) === typographyFolded(after)) continue;
    if (changed.length < MAX_DIFFS) changed.push({ old: o, new: n, before, after });
    else moreChanged.push([o, n]);
  }
  return {
    from,
    to,
    textLang,
    renumbered: cmp.renumbered,
    changed,
    moreChanged,
    added: cmp.added.map((n) => ({ number: n, text: textOf(registry, to, n, textLang) })),
    removed: cmp.removed.map((n) => ({ number: n, text: textOf(registry, from, n, textLang) })),
    incomplete: [from, to].filter((e) => registry.editions.get(e)?.incomplete),
  };
}
