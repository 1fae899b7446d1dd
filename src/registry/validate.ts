/**
 * Cross-reference checks over the whole registry: every "see also" id is a
 * glossary entry, every rule listed in front matter is a rule of the
 * edition the entry declares. Problems are collected and reported together,
 * each with its file.
 */
import { ContentError } from '../content/content-error.ts';
import { editionNumbers } from '../official/official-edition.ts';
import { ENTRY_COLLECTIONS, LANGS, type EntryCollection } from '../content/schemas.ts';
import type { EntryFile } from './read-content.ts';
import type { Registry } from './registry.ts';

/** A broken reference: the file, the line of the field when known, and what is wrong. */
export interface RegistryProblem {
  file: string;
  line?: number;
  problem: string;
}

/** Every broken reference of every entry, and every number Grimoire's rule texts give that their edition lacks. */
export function registryProblems(registry: Registry): RegistryProblem[] {
  const problems: RegistryProblem[] = [
    ...ruleFileProblems(registry),
    ...lineageTextProblems(registry),
  ];
  for (const collection of ENTRY_COLLECTIONS) {
    for (const id of registry.ids(collection)) {
      if (!registry.entry(collection, id, 'en') || registry.entry(collection, id, 'en')?.fallback)
        problems.push(...orphans(registry, collection, id));
      for (const lang of LANGS) {
        const r = registry.entry(collection, id, lang);
        if (r && !r.fallback) problems.push(...entryProblems(registry, r.entry));
      }
    }
  }
  return problems;
}

/**
 * Grimoire's own rule texts (`content/rules/<lang>/<edition>/`) may give
 * only numbers their edition has: a number the lineage does not list for it
 * would be published as a rule the edition never had.
 */
function ruleFileProblems(registry: Registry): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  for (const e of registry.lineage.editions) {
    const known = registry.lineage.numbers(e.key);
    if (!known.size) continue;
    for (const lang of LANGS)
      for (const f of registry.rules.paraphraseFiles(e.key, lang)) {
        const numbers: Array<{ number: string; line?: number }> = [
          { number: f.data.number },
          ...f.paragraphs,
        ];
        for (const p of numbers.filter((n) => !known.has(n.number)))
          problems.push({
            file: f.file,
            line: p.line,
            problem: `the ${e.key} edition has no rule ${p.number} (content/lineage/ lists every number it has): fix the number`,
          });
      }
  }
  return problems;
}

/**
 * The current edition's numbers as the lineage lists them, against its
 * official text when the site has it: a number the text lacks (a hand-edited
 * changes row) would be published as a rule page the edition never had.
 */
function lineageTextProblems(registry: Registry): RegistryProblem[] {
  const key = registry.current;
  const official = registry.rules.official(key, 'en');
  if (!official || official.incomplete) return [];
  const text = new Set(editionNumbers(official));
  return [...registry.lineage.numbers(key)]
    .filter((n) => !text.has(n))
    .map((n) => ({
      file: `content/lineage/changes/${key}.tsv`,
      problem: `rule ${n} is not in the official text of the ${key} edition: correct the row that names it, or import the edition's file again with --rebuild-lineage`,
    }));
}

/** Translations of an id that has no English entry (a misspelt file name, most often). */
function orphans(registry: Registry, collection: EntryCollection, id: string): RegistryProblem[] {
  return LANGS.filter((l) => l !== 'en').flatMap((lang) => {
    const r = registry.entry(collection, id, lang);
    if (!r || r.fallback) return [];
    return [
      {
        file: r.entry.file,
        problem: `no English entry ${collection}/en/${id}.md: a translation has the English file's name (is the id misspelt?)`,
      },
    ];
  });
}

/** The references of one entry's front matter. */
function entryProblems(registry: Registry, entry: EntryFile): RegistryProblem[] {
  const { file, data, fieldLines } = entry;
  const at = (field: string) => {
    const line = fieldLines.get(field);
    return line ? { file, line } : { file };
  };
  const edition = data.rulesEdition;
  if (!registry.editions.get(edition))
    return [
      {
        ...at('rulesEdition'),
        problem: `field "rulesEdition": ${edition} is not an edition of the lineage (content/lineage/editions.tsv)`,
      },
    ];
  const self = entry.collection === 'glossary' ? entry.id : undefined;
  return [
    ...data.seeAlso
      .filter((s, i) => s === self || data.seeAlso.indexOf(s) !== i)
      .map((s) => ({
        ...at('seeAlso'),
        problem: `field "seeAlso": "${s}" ${s === self ? 'is this entry itself' : 'is listed twice'}: remove it`,
      })),
    ...data.seeAlso
      .filter((s) => !registry.hasEntry('glossary', s))
      .map((s) => ({ ...at('seeAlso'), problem: `field "seeAlso": no glossary entry "${s}"` })),
    ...data.rules
      .filter((n) => !registry.isKnownRule(n, edition))
      .map((n) => ({
        ...at('rules'),
        problem: `field "rules": the ${edition} edition has no rule ${n}`,
      })),
  ];
}

/** A problem as "file[:line]: what". */
export const formatProblem = (p: RegistryProblem) =>
  `${p.file}${p.line ? `:${p.line}` : ''}: ${p.problem}`;

/** Throws one ContentError listing every broken reference, or returns quietly. */
export function validateRegistry(registry: Registry): void {
  const problems = registryProblems(registry);
  if (!problems.length) return;
  const [first, ...rest] = problems;
  throw new ContentError(
    first!.file,
    [first!.problem, ...rest.map(formatProblem)].join('\n'),
    first!.line,
  );
}
