/**
 * The titles the compare page gives rules, in the reader's language
 * (`ruleTitle`: own or translated title, else the glossary's term, else
 * English marked as English), for every edition of the lineage. The page
 * compares any two editions in the browser, so it gets them all, as runs:
 * a page keeps one title over many editions, and a run ends where the
 * title, its language or its source stops.
 */
import type { Lang } from '../content/schemas.ts';
import type { Registry } from '../registry/registry.ts';
import { ruleTitles } from '../registry/rule-titles.ts';
import { ruleDepth } from '../rules/rule-number.ts';
import { ruleTitle } from '../registry/reader-title.ts';
import type { CompareTitles } from './title-runs.ts';

/** The pages of an edition that may have a title: its sections and titled rules, and every rule when it has a text. */
function candidates(registry: Registry, edition: string): Iterable<string> {
  const titled = ruleTitles(registry.contentDir, edition).keys();
  if (!registry.rules.hasText(edition)) return titled;
  return new Set([...titled, ...registry.rules.pages(edition).filter((p) => ruleDepth(p) <= 1)]);
}

/** Every edition's page titles for a reader of `lang`, as runs. */
export function compareTitles(registry: Registry, lang: Lang): CompareTitles {
  const out: CompareTitles = {};
  registry.lineage.keys.forEach((edition, i) => {
    for (const page of candidates(registry, edition)) {
      const t = ruleTitle(registry, edition, page, lang);
      if (!t) continue;
      const runs = (out[page] ??= []);
      const last = runs.at(-1);
      if (last && last[0] === t.title && last[1] === t.lang && last[3] === i - 1) last[3] = i;
      else runs.push([t.title, t.lang, i, i]);
    }
  });
  return out;
}
