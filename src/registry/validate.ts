/**
 * Cross-reference checks over the whole registry: every "see also" id is a
 * glossary entry, every rule listed in front matter is a real rule. Problems
 * are collected and reported together, each with its file.
 */
import { ContentError } from '../content/content-error.ts';
import type { Registry } from './registry.ts';
import { ENTRY_COLLECTIONS } from './read-content.ts';
import { LANGS } from '../content/schemas.ts';

/** Throws one ContentError listing every broken reference, or returns quietly. */
export function validateRegistry(registry: Registry): void {
  const problems: string[] = [];
  const editions = new Set(registry.editions.map((e) => e.date));
  for (const collection of ENTRY_COLLECTIONS) {
    for (const id of registry.ids(collection)) {
      for (const lang of LANGS) {
        const r = registry.entry(collection, id, lang);
        if (!r || r.fallback) continue;
        const { file, data } = r.entry;
        if (!editions.has(data.rulesEdition))
          problems.push(
            `${file}: field "rulesEdition": no edition ${data.rulesEdition} in content/editions/`,
          );
        for (const s of data.seeAlso)
          if (!registry.hasEntry('glossary', s))
            problems.push(`${file}: field "seeAlso": no glossary entry "${s}"`);
        for (const n of data.rules)
          if (!registry.isKnownRule(n))
            problems.push(`${file}: field "rules": ${n} is not a rule in any edition`);
      }
    }
  }
  if (problems.length) {
    const [first, ...rest] = problems;
    const err = new ContentError(
      first!.split(':')[0]!,
      `${first!.slice(first!.indexOf(':') + 2)}${rest.length ? `\n${rest.join('\n')}` : ''}`,
    );
    throw err;
  }
}
