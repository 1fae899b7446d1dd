/**
 * Checks a content folder without building the site, through the same
 * pipeline as the build: front matter, ids, "see also" and rule lists
 * (through the registry), and every piece of Markdown (bodies and rulings)
 * rendered with the site's plugins, so unknown rules and terms, malformed
 * term links and raw HTML are found with file:line. Also the warnings (the
 * same entry under two ids, entries past the size budget). Reads only.
 */
import { join } from 'node:path';
import { LANGS } from '../content/schemas.ts';
import { renderMarkdown } from '../markdown/markdown-processor.ts';
import { ReferenceReport } from '../markdown/reference-report.ts';
import { contentWarnings } from './content-warnings.ts';
import { driftLines, staleIn } from '../registry/entry-drift.ts';
import { getRegistry, type Registry } from '../registry/index.ts';
import { formatProblem, registryProblems } from '../registry/validate.ts';
import { buildDataProblems } from './build-data-check.ts';

/** What a check found. */
export interface ContentCheck {
  /** Each problem as "file[:line]: what", in the order found, without repeats. */
  problems: string[];
  /** Each warning as "file: what". */
  warnings: string[];
  /** Entry citations of rules that changed after the entry's `rulesEdition`, as "file:line: rule …" lines (to reread; not problems). */
  stale: string[];
  /** How many entry files are stale. */
  staleFiles: number;
  /** The newest edition, and the stale lines it caused (a subset of `stale`). */
  newest?: { edition: string; stale: string[] };
  /** Entries by collection/id that lack a language, with the languages they lack. */
  untranslated: Map<string, string[]>;
  /** One line saying what was checked (absent when the content could not be read). */
  summary?: string;
}

/** Checks the content folder `dir`. */
export async function checkContent(dir: string): Promise<ContentCheck> {
  let registry: Registry;
  try {
    registry = getRegistry(dir);
  } catch (err) {
    return {
      problems: [(err as Error).message],
      warnings: [],
      stale: [],
      staleFiles: 0,
      untranslated: new Map(),
    };
  }
  const problems = registryProblems(registry).map(formatProblem);
  problems.push(...(await renderProblems(registry)));
  problems.push(...buildDataProblems(registry));
  return {
    problems: [...new Set(problems)],
    warnings: contentWarnings(registry),
    stale: driftLines(registry.stale()),
    staleFiles: registry.stale().length,
    newest: {
      edition: registry.current,
      stale: driftLines(staleIn(registry.lineage, registry.entries.all(), registry.current)),
    },
    untranslated: untranslated(registry),
    summary: `${registry.entries.all().length} entry files, ${registry.ids('glossary').length} glossary ids, ${registry.rules.pages(registry.current).length} rule pages (edition ${registry.current}).`,
  };
}

/** Every entry's body and rulings rendered through the site's Markdown pipeline. */
async function renderProblems(registry: Registry): Promise<string[]> {
  const problems: string[] = [];
  const report = new ReferenceReport();
  for (const e of registry.entries.all()) {
    const path = join(registry.root, e.file);
    const rulings = 'rulings' in e.data ? e.data.rulings : [];
    const pieces: Array<[string, string]> = [
      ['', e.body],
      ...rulings.map((r): [string, string] => [`ruling of ${r.date}: `, r.text]),
    ];
    for (const [where, md] of pieces) {
      const deep = tooDeep(md);
      if (deep !== undefined) {
        const line = where ? '' : `:${registry.bodyLineOffset(e.file) + deep}`;
        problems.push(
          `${e.file}${line}: ${where}the Markdown nests too deeply to render (blockquotes more than ${MAX_DEPTH} levels deep): flatten it`,
        );
        continue;
      }
      try {
        await renderMarkdown({ registry, base: '/', report, root: registry.root }, md, path, {
          rulesEdition: e.data.rulesEdition,
        });
      } catch (err) {
        if (err instanceof RangeError) {
          problems.push(
            `${e.file}: ${where}the Markdown nests too deeply to render (blockquotes, lists or brackets thousands of levels deep): flatten it`,
          );
          continue;
        }
        const x = err as { message: string; line?: number; reason?: string };
        const line = !where && x.line ? `:${x.line}` : '';
        problems.push(`${e.file}${line}: ${where}${x.reason ?? x.message.split('\n').at(-1)}`);
      }
    }
  }
  return problems;
}

/** Deeper blockquotes than any page needs; the renderer's recursion would take minutes or overflow. */
const MAX_DEPTH = 50;

/** The 1-based line of the first blockquote nested deeper than MAX_DEPTH, if any. */
function tooDeep(md: string): number | undefined {
  const i = md
    .split('\n')
    .findIndex((l) => (/^(?:[ \t]*>)+/.exec(l)?.[0].split('>').length ?? 1) - 1 > MAX_DEPTH);
  return i < 0 ? undefined : i + 1;
}

/** Entries missing in some language. */
function untranslated(registry: Registry): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const collection of ['articles', 'glossary', 'cards'] as const) {
    for (const id of registry.ids(collection)) {
      const langs = registry.entryLangs(collection, id);
      if (langs.length < LANGS.length)
        missing.set(
          `${collection}/${id}`,
          LANGS.filter((l) => !langs.includes(l)),
        );
    }
  }
  return missing;
}
