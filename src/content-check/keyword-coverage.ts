/**
 * Keyword coverage: does the glossary have an entry, in every language, for
 * each keyword action (section 701) and keyword ability (section 702) of an
 * edition? Which keywords an edition has comes from the lineage (committed
 * rule numbers; the official text is not): every numbered rule of those two
 * sections except the first (701.1 and 702.1 are "General") defines one
 * keyword. An entry covers a keyword when the rule it names in `rules`, read
 * in the entry's own `rulesEdition`, is the same rule through the lineage,
 * so an entry written against an older edition still counts after a
 * renumbering. Keywords without an entry yet are listed, one a line, in a
 * committed file (`docs/keywords-missing.tsv`) that may only shrink.
 */
import { readFileSync } from 'node:fs';
import { ContentError } from '../content/content-error.ts';
import { LANGS, type Lang } from '../content/schemas.ts';
import type { Lineage } from '../lineage/lineage.ts';
import type { EntryFile } from '../registry/read-content.ts';
import {
  compareRuleNumbers,
  isCanonicalRuleNumber,
  parseRuleNumber,
} from '../rules/rule-number.ts';

/** The glossary category of each keyword section. */
export const KEYWORD_SECTIONS: ReadonlyMap<number, 'keyword-action' | 'keyword-ability'> = new Map([
  [701, 'keyword-action'],
  [702, 'keyword-ability'],
]);

/** One keyword of an edition: the numbered rule that defines it. */
export interface KeywordRule {
  number: string;
  category: 'keyword-action' | 'keyword-ability';
}

/** The keywords of an edition, in rules order. */
export function keywordRules(lineage: Lineage, edition = lineage.newest): KeywordRule[] {
  const out: KeywordRule[] = [];
  for (const number of lineage.sortedNumbers(edition)) {
    const p = parseRuleNumber(number);
    if (p?.section === undefined || p.rule === undefined || p.letter !== undefined) continue;
    const category = KEYWORD_SECTIONS.get(p.section);
    if (category && p.rule >= 2) out.push({ number, category });
  }
  return out;
}

/**
 * Glossary ids whose file in every language has the keyword's category and
 * cites the keyword `number` of `edition` in `rules` (an entry that only
 * mentions a keyword, such as the creature type Wall citing defender, does
 * not count).
 */
export function coveringIds(
  lineage: Lineage,
  glossary: ReadonlyArray<EntryFile<'glossary'>>,
  keyword: KeywordRule,
  edition = lineage.newest,
): string[] {
  const { number, category } = keyword;
  const target = lineage.identity(edition, number);
  if (!target) return [];
  const langsById = new Map<string, Set<Lang>>();
  for (const f of glossary) {
    if (f.data.category !== category) continue;
    if (!f.data.rules.some((n) => lineage.identity(f.data.rulesEdition, n) === target)) continue;
    const langs = langsById.get(f.id) ?? new Set<Lang>();
    langs.add(f.lang);
    langsById.set(f.id, langs);
  }
  return [...langsById]
    .filter(([, langs]) => LANGS.every((l) => langs.has(l)))
    .map(([id]) => id)
    .sort();
}

/** One row of the list of keywords still without an entry. */
export interface MissingKeyword {
  number: string;
  /** The id the entry is to have. */
  id: string;
  /** The keyword's English name, for the people who write the entries. */
  name: string;
  line: number;
}

export const MISSING_HEADER = ['number', 'id', 'name'];

/** Reads the list of missing keywords (tab-separated, a header line, "#" comments). */
export function readMissingKeywords(path: string, rel: string): MissingKeyword[] {
  const rows: MissingKeyword[] = [];
  let sawHeader = false;
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const text = raw.replace(/\r$/, '');
      if (!text.trim() || text.startsWith('#')) return;
      const cells = text.split('\t');
      if (!sawHeader) {
        if (cells.join('\t') !== MISSING_HEADER.join('\t'))
          throw new ContentError(
            rel,
            `the first line must be "${MISSING_HEADER.join('\\t')}"`,
            i + 1,
          );
        sawHeader = true;
        return;
      }
      const [number = '', id = '', name = ''] = cells;
      if (cells.length !== 3 || !isCanonicalRuleNumber(number) || !id || !name)
        throw new ContentError(
          rel,
          'a row is: rule number, entry id, English name (tab-separated)',
          i + 1,
        );
      rows.push({ number, id, name, line: i + 1 });
    });
  return rows.sort((a, b) => compareRuleNumbers(a.number, b.number));
}
