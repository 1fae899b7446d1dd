/**
 * `/api/v1/lookup.json`: a table a bot loads once to resolve what a user
 * typed — "mill", "macinare", "切削", "ミル", "Trample" or "701.13" — to a
 * glossary term or a rule of the current edition. Names are folded with the
 * search's `foldText` (NFKC, lowercase, Latin accents dropped, hiragana →
 * katakana, ー and ・ dropped), so a bot folds its query the same way.
 */
import { LANGS } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';
import { sectionOf } from '../rules/rule-number.ts';
import { foldText } from '../text/fold.ts';
import { schemaUrl, type ApiContext } from './api-context.ts';
import type { LookupJson } from './api-schemas.ts';
import { termNames, termRules } from './glossary-json.ts';
import { apiSections, titlesOf } from './rule-section-json.ts';

type Target = LookupJson['names'][string][number];

export const FOLD_DESCRIPTION =
  'Unicode NFKC, lowercase, Latin accents removed (à → a), hiragana → katakana, the marks ー ・ and apostrophes removed.';

class Names {
  /** Keyed by folded names, which may be "constructor" or "__proto__": no prototype to collide with. */
  readonly map: Record<string, Target[]> = Object.create(null) as Record<string, Target[]>;
  add(name: string, target: Target): void {
    const key = foldText(name).trim();
    if (!key) return;
    const list = (this.map[key] ??= []);
    const same = (t: Target) => JSON.stringify(t) === JSON.stringify(target);
    if (!list.some(same)) list.push(target);
  }
}

/** The terms first (their names, then the rule each is about), then rule and section titles. */
function names(registry: Registry): Record<string, Target[]> {
  const out = new Names();
  for (const id of registry.ids('glossary')) {
    const rules = termRules(registry, id);
    for (const n of Object.values(termNames(registry, id))) {
      for (const name of [
        n.name,
        ...n.aliases,
        ...n.formerNames,
        ...(n.reading ? [n.reading] : []),
      ]) {
        out.add(name, { term: id });
        if (rules[0]) out.add(name, { rule: rules[0] });
      }
    }
  }
  for (const section of apiSections(registry)) {
    const pages = [section, ...registry.rules.sectionRules(registry.current, section)];
    for (const page of pages)
      for (const lang of LANGS) {
        const t = titlesOf(registry, page)[lang];
        if (t) out.add(t, { rule: page });
      }
  }
  return out.map;
}

export function lookupJson(ctx: ApiContext): LookupJson {
  const { registry } = ctx;
  const numbers: Record<string, string> = {};
  for (const n of registry.lineage.sortedNumbers(registry.current)) {
    const s = sectionOf(n);
    if (s) numbers[n] = s;
  }
  return {
    $schema: schemaUrl(ctx, 'lookup'),
    format: 1,
    edition: registry.current,
    fold: FOLD_DESCRIPTION,
    names: names(registry),
    numbers,
  };
}
