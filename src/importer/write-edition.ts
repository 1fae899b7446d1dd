/**
 * Writes one language of an imported Comprehensive Rules edition into a
 * content folder:
 *
 *   rules/<lang>/<edition>/<NNN>.md          one per section (title only)
 *   rules/<lang>/<edition>/<NNN.N>.md        one per numbered rule, with its subrules and examples
 *   rules/<lang>/<edition>/glossary.yaml     the rules' own glossary
 *   editions/<edition>.yaml                  created when missing (never overwritten)
 *   editions/<edition>.rule-numbers.txt      every number (written by English imports, or when missing)
 *
 * The folder `rules/<lang>/<edition>/` is replaced as a whole. Everything is
 * built in a temporary folder inside the content folder and swapped in with
 * renames; if the result is byte-identical to what is there, nothing is
 * touched. Any error leaves the content folder as it was.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { stringify } from 'yaml';
import { LANGS, type Lang } from '../content/schemas.ts';
import { ContentError } from '../content/content-error.ts';
import { compareRuleNumbers, parseRuleNumber } from '../rules/rule-number.ts';
import type { ParsedRule, ParsedRules } from './parse-cr.ts';
import { renderRulesPage } from './to-markdown.ts';

/** What to write. */
export interface WriteEditionOptions {
  /** The content folder (holds `rules/` and `editions/`). */
  contentDir: string;
  lang: Lang;
  /** Edition id, YYYY-MM-DD. */
  edition: string;
  parsed: Pick<ParsedRules, 'sections' | 'rules' | 'glossary' | 'effectiveDate'>;
  /** Name of the imported file, used in error messages. */
  source?: string;
  /** Work out what would change without writing anything. */
  dryRun?: boolean;
}

/** An existing file of the replaced folder that the import changes or removes. */
export interface ReplacedFile {
  /** Path relative to the content folder. */
  file: string;
  /** Its front matter `source` (official / paraphrase), when it has one. */
  source?: string;
  /** `changed`: rewritten with the imported text; `removed`: the import has no such file. */
  how: 'changed' | 'removed';
}

/** What an import did (or, in a dry run, would do). */
export interface WriteEditionResult {
  /** `unchanged`: the content already was byte-identical; `written`; `dry-run`: nothing written. */
  status: 'unchanged' | 'written' | 'dry-run';
  /** The edition's rules folder. */
  dir: string;
  /** Number of files in the rules folder. */
  files: number;
  /** Files that did not exist before (relative to the content folder). */
  created: string[];
  /** Existing files that were (or would be) overwritten or deleted. */
  replaced: ReplacedFile[];
  /** Edition files (editions/…) left as they were although they differ, with why. */
  kept: string[];
}

/** Titles longer than this, or ending like a sentence, are not used as page titles. */
const MAX_TITLE = 60;

/**
 * The title of a numbered rule's page: the rule's own text when it reads as
 * a heading (short, one line, not a sentence — "Mill" for 701.13), otherwise
 * its section's title ("Special Actions" for 116.1): pages show the number
 * beside the title, so it is not repeated in it.
 */
export function rulePageTitle(
  rule: Pick<ParsedRule, 'number' | 'text'>,
  sectionTitle: string | undefined,
): string {
  const t = rule.text.trim();
  if (t && t.length <= MAX_TITLE && !t.includes('\n') && !/[.:;,。：；）)”"]$/.test(t)) return t;
  return sectionTitle ?? rule.number;
}

/** The default name of an edition in the three languages, from its effective date. */
export function editionNames(effective: string): { en: string; it: string; ja: string } {
  return {
    en: `Comprehensive Rules effective ${effective}`,
    it: `Regole Complete in vigore dal ${effective}`,
    ja: `総合ルール（${effective}発効）`,
  };
}

/** `editions/<edition>.yaml` for a new edition, named after its effective date (or its id). */
export function renderEditionYaml(edition: string, effectiveDate: string | undefined): string {
  const names = editionNames(effectiveDate ?? edition);
  const line = (v: string) => stringify(v, { lineWidth: 0 }).trimEnd();
  return `date: "${edition}"\nname:\n  en: ${line(names.en)}\n  it: ${line(names.it)}\n  ja: ${line(names.ja)}\n`;
}

/** Every file of the edition's rules folder, by file name, with its contents. */
export function renderEditionFiles(
  o: Pick<WriteEditionOptions, 'edition' | 'parsed' | 'source'>,
): Map<string, string> {
  const { edition, parsed } = o;
  const where = o.source ?? 'the rules file';
  const files = new Map<string, string>();
  const sectionTitles = new Map(parsed.sections.map((s) => [s.number, s.title]));
  const seen = new Map<string, number>();
  for (const s of parsed.sections) {
    if (seen.has(s.number))
      throw new ContentError(
        where,
        `section ${s.number} appears twice (also at line ${seen.get(s.number)}); fix the file before importing`,
        s.line,
      );
    seen.set(s.number, s.line);
    files.set(
      `${s.number}.md`,
      renderRulesPage({ number: s.number, title: s.title, edition, rules: [] }),
    );
  }
  const pages = new Map<string, ParsedRule[]>();
  for (const r of parsed.rules) {
    const p = parseRuleNumber(r.number);
    if (!p || p.rule === undefined)
      throw new ContentError(where, `"${r.number}" is not a rule number`, r.line);
    if (seen.has(r.number))
      throw new ContentError(
        where,
        `rule ${r.number} appears twice (also at line ${seen.get(r.number)}); fix the file before importing`,
        r.line,
      );
    if (!r.text.trim()) throw new ContentError(where, `rule ${r.number} has no text`, r.line);
    seen.set(r.number, r.line);
    const page = `${p.section}.${p.rule}`;
    let list = pages.get(page);
    if (!list) pages.set(page, (list = []));
    list.push(r);
  }
  for (const [page, rules] of pages) {
    const section = page.split('.')[0]!;
    const own = rules.find((r) => r.number === page);
    const title = own
      ? rulePageTitle(own, sectionTitles.get(section))
      : (sectionTitles.get(section) ?? page);
    files.set(`${page}.md`, renderRulesPage({ number: page, title, edition, rules }));
  }
  if (parsed.glossary.length) {
    const entries = parsed.glossary.map((g) => {
      const e: Record<string, unknown> = { term: g.term };
      if (g.reading !== undefined) e.reading = g.reading;
      if (g.englishTerm !== undefined) e.englishTerm = g.englishTerm;
      e.senses = g.senses;
      e.obsolete = g.obsolete;
      return e;
    });
    files.set(
      'glossary.yaml',
      `# Glossary of the Comprehensive Rules, edition ${edition} (official text, imported).\n${stringify(entries, { lineWidth: 0 })}`,
    );
  }
  return files;
}

/** The contents of `editions/<edition>.rule-numbers.txt`: sections, rules and subrules, in order. */
export function renderRuleNumbers(
  edition: string,
  parsed: Pick<ParsedRules, 'sections' | 'rules'>,
): string {
  const numbers = [
    ...parsed.sections.map((s) => s.number),
    ...parsed.rules.map((r) => r.number),
  ].sort(compareRuleNumbers);
  return `# Every rule number of the ${edition} edition (numbers only, no rules text).\n${numbers.join('\n')}\n`;
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Names in a folder (none when it does not exist). */
function listNames(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/**
 * Writes (or checks, in a dry run) one language of an edition. Throws a
 * ContentError naming the source file and line for content that cannot be
 * written (duplicate numbers, a rule without text), or the file system's
 * error; in both cases the content folder is left untouched.
 */
export function writeEdition(o: WriteEditionOptions): WriteEditionResult {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(o.edition) ||
    Number.isNaN(Date.parse(`${o.edition}T00:00:00Z`))
  ) {
    throw new Error(
      `"${o.edition}" is not an edition: write the date it took effect as YYYY-MM-DD`,
    );
  }
  if (!(LANGS as readonly string[]).includes(o.lang))
    throw new Error(`"${o.lang}" is not a language; use one of ${LANGS.join(', ')}`);
  if (!o.parsed.rules.length && !o.parsed.glossary.length) {
    throw new ContentError(
      o.source ?? 'the rules file',
      'no numbered rules and no glossary found (is this a Comprehensive Rules text file?)',
    );
  }
  const rel = (p: string) => relative(o.contentDir, p);
  const dir = join(o.contentDir, 'rules', o.lang, o.edition);
  const files = renderEditionFiles(o);

  // The edition files: the description is never overwritten; the number
  // list follows English imports (other languages only create it).
  const editionsDir = join(o.contentDir, 'editions');
  const editionFiles = new Map<string, string>();
  const kept: string[] = [];
  const yamlPath = join(editionsDir, `${o.edition}.yaml`);
  if (!existsSync(yamlPath)) {
    editionFiles.set(`${o.edition}.yaml`, renderEditionYaml(o.edition, o.parsed.effectiveDate));
  }
  const numbersName = `${o.edition}.rule-numbers.txt`;
  const numbers = renderRuleNumbers(o.edition, o.parsed);
  const oldNumbers = readIfExists(join(editionsDir, numbersName));
  if (oldNumbers !== numbers) {
    if (oldNumbers === undefined || o.lang === 'en') editionFiles.set(numbersName, numbers);
    else
      kept.push(
        `editions/${numbersName} (the number list follows the English text; this ${o.lang} import differs from it)`,
      );
  }

  // Compare with what is there.
  const created: string[] = [];
  const replaced: ReplacedFile[] = [];
  const existing = new Set(listNames(dir));
  for (const [name, text] of files) {
    if (!existing.has(name)) created.push(rel(join(dir, name)));
    else if (statSync(join(dir, name)).isDirectory())
      replaced.push({ file: `${rel(join(dir, name))}/`, how: 'changed' });
    else {
      const old = readFileSync(join(dir, name), 'utf8');
      if (old !== text) replaced.push(describeReplaced(rel(join(dir, name)), old, 'changed'));
    }
  }
  for (const name of existing) {
    if (files.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) replaced.push({ file: `${rel(path)}/`, how: 'removed' });
    else replaced.push(describeReplaced(rel(path), readFileSync(path, 'utf8'), 'removed'));
  }
  const folderChanged = created.length > 0 || replaced.length > 0 || !existsSync(dir);
  for (const [name] of editionFiles) {
    const path = join(editionsDir, name);
    const old = readIfExists(path);
    if (old === undefined) created.push(rel(path));
    else replaced.push(describeReplaced(rel(path), old, 'changed'));
  }
  const result: WriteEditionResult = {
    status: 'written',
    dir,
    files: files.size,
    created,
    replaced,
    kept,
  };
  if (!folderChanged && !editionFiles.size) return { ...result, status: 'unchanged' };
  if (o.dryRun) return { ...result, status: 'dry-run' };

  commit(o.contentDir, dir, folderChanged ? files : undefined, editionsDir, editionFiles);
  return result;
}

function describeReplaced(file: string, text: string, how: ReplacedFile['how']): ReplacedFile {
  const source = /^source:\s*["']?([\w-]+)/m.exec(text)?.[1];
  return source ? { file, source, how } : { file, how };
}

/**
 * Builds everything in a temporary folder inside the content folder, then
 * renames it into place; undoes every completed step when one fails.
 */
function commit(
  contentDir: string,
  dir: string,
  files: Map<string, string> | undefined,
  editionsDir: string,
  editionFiles: Map<string, string>,
): void {
  mkdirSync(contentDir, { recursive: true });
  const tmp = mkdtempSync(join(contentDir, '.import-'));
  const undo: Array<() => void> = [];
  try {
    const newDir = join(tmp, 'rules');
    if (files) {
      mkdirSync(newDir);
      for (const [name, text] of files) writeFileSync(join(newDir, name), text);
    }
    mkdirSync(join(tmp, 'editions'));
    for (const [name, text] of editionFiles) writeFileSync(join(tmp, 'editions', name), text);

    if (files) {
      const parent = join(dir, '..');
      for (const p of missingAncestors(parent, contentDir)) {
        mkdirSync(p);
        undo.push(() => rmdirSync(p));
      }
      if (existsSync(dir)) {
        const old = join(tmp, 'old');
        renameSync(dir, old);
        undo.push(() => renameSync(old, dir));
      }
      renameSync(newDir, dir);
      undo.push(() => renameSync(dir, newDir));
    }
    if (editionFiles.size) {
      if (!existsSync(editionsDir)) {
        mkdirSync(editionsDir);
        undo.push(() => rmdirSync(editionsDir));
      }
      mkdirSync(join(tmp, 'editions-old'));
      for (const name of editionFiles.keys()) {
        const target = join(editionsDir, name);
        if (existsSync(target)) {
          const backup = join(tmp, 'editions-old', name);
          renameSync(target, backup);
          undo.push(() => renameSync(backup, target));
        }
        renameSync(join(tmp, 'editions', name), target);
        undo.push(() => rmSync(target));
      }
    }
  } catch (err) {
    for (const step of undo.reverse()) {
      try {
        step();
      } catch {
        // keep undoing the other steps
      }
    }
    throw err;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Folders between `root` (exclusive) and `dir` (inclusive) that do not exist yet, outermost first. */
function missingAncestors(dir: string, root: string): string[] {
  const out: string[] = [];
  for (
    let p = dir;
    relative(root, p) && !relative(root, p).startsWith('..') && !existsSync(p);
    p = join(p, '..')
  )
    out.unshift(p);
  return out;
}
