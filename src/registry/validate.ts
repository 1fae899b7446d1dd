/**
 * Cross-reference checks over the whole registry: every "see also" id is a
 * glossary entry, every rule listed in front matter is a rule of the
 * edition the entry declares. Problems are collected and reported together,
 * each with its file.
 */
import { ContentError } from '../content/content-error.ts';
import { ENTRY_COLLECTIONS, LANGS } from '../content/schemas.ts';
import type { Registry } from './registry.ts';

/** Every broken reference, as "file: problem" lines. */
export function registryProblems(registry: Registry): Array<{ file: string; problem: string }> {
  const problems: Array<{ file: string; problem: string }> = [];
  for (const collection of ENTRY_COLLECTIONS) {
    for (const id of registry.ids(collection)) {
      for (const lang of LANGS) {
        const r = registry.entry(collection, id, lang);
        if (!r || r.fallback) continue;
        const { file, data } = r.entry;
        const edition = data.rulesEdition;
        if (!registry.editions.get(edition)) {
          problems.push({
            file,
            problem: `field "rulesEdition": ${edition} is not an edition of the lineage (content/lineage/editions.tsv)`,
          });
          continue;
        }
        for (const s of data.seeAlso)
          if (!registry.hasEntry('glossary', s))
            problems.push({ file, problem: `field "seeAlso": no glossary entry "${s}"` });
        for (const n of data.rules)
          if (!registry.isKnownRule(n, edition))
            problems.push({
              file,
              problem: `field "rules": the ${edition} edition has no rule ${n}`,
            });
      }
    }
  }
  return problems;
}

/** Throws one ContentError listing every broken reference, or returns quietly. */
export function validateRegistry(registry: Registry): void {
  const problems = registryProblems(registry);
  if (!problems.length) return;
  const [first, ...rest] = problems;
  throw new ContentError(
    first!.file,
    [first!.problem, ...rest.map((p) => `${p.file}: ${p.problem}`)].join('\n'),
  );
}
