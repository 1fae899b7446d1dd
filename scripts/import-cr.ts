/**
 * Imports official Comprehensive Rules text files as editions of the site:
 * their text into `content/official/<lang>/<key>.json` (never committed) and,
 * for English, the edition into the lineage (`content/lineage/`).
 *
 *   npm run import-cr -- <file or folder>… --lang en|it|ja [--edition YYYY-MM-DD]
 *        [--content <dir>] [--dry-run] [--accept-incomplete] [--rebuild-lineage] [--lineage-only] [--verbose]
 *   npm run import-cr -- --recover [--content <dir>]
 *
 * A folder holds one edition per file (a whole archive imports in one run);
 * several files of the same edition are its parts (a translation's rules and
 * glossary). Everything is written in one atomic step; re-importing the same
 * files changes nothing. Prints one line per edition and a total; with a
 * few files (or --verbose), also each file's encoding, counts and oddities.
 * `--recover` only finishes an import that was interrupted (what a build or
 * a check asks for when it finds one), then exits.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGS, type Lang } from '../src/content/schemas.ts';
import {
  importRulesFiles,
  type EditionReport,
  type ImportReport,
} from '../src/importer/import-files.ts';
import type { ReadRulesFile } from '../src/importer/read-rules-file.ts';
import { recoverInterruptedImport } from '../src/importer/commit-files.ts';
import { contentDir } from '../src/registry/content-dir.ts';

const USAGE =
  'usage: npm run import-cr -- <file or folder>… --lang en|it|ja [--edition YYYY-MM-DD] [--content <dir>] [--dry-run] [--accept-incomplete] [--rebuild-lineage] [--lineage-only] [--verbose]\n       npm run import-cr -- --recover [--content <dir>]';

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        lang: { type: 'string' },
        edition: { type: 'string' },
        content: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'accept-incomplete': { type: 'boolean', default: false },
        'rebuild-lineage': { type: 'boolean', default: false },
        'lineage-only': { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        recover: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

/** True for YYYY-MM-DD naming a real day (not 2024-13-45). */
function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/** `--recover`: finishes (or clears) an interrupted import, says what it did, and exits. */
function recoverOnly(contentDir: string): never {
  try {
    const said = recoverInterruptedImport(contentDir, (line) => console.error(line));
    console.log(said ? `note: ${said}` : 'nothing to recover: no import was interrupted');
    process.exit(0);
  } catch (err) {
    console.error(`recovery failed: ${(err as Error).message}`);
    process.exit(1);
  }
}

const { values, positionals } = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
// npm runs scripts from the project root; paths on the command line are relative to where it was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const dir = values.content ? resolve(cwd, values.content) : contentDir();
if (values.recover) recoverOnly(dir);
if (!positionals.length || !values.lang) {
  console.error(USAGE);
  process.exit(2);
}
if (!(LANGS as readonly string[]).includes(values.lang)) {
  console.error(`--lang ${values.lang}: use one of ${LANGS.join(', ')}\n${USAGE}`);
  process.exit(2);
}
if (values.edition && !isCalendarDate(values.edition)) {
  console.error(
    `"${values.edition}" is not an edition: write the date it was published as YYYY-MM-DD`,
  );
  process.exit(2);
}
const lang = values.lang as Lang;
/** A path as the user can best read it: relative below the working folder, else absolute. */
const show = (p: string) => {
  const r = relative(cwd, p);
  return r === '' ? '.' : r.startsWith('..') || isAbsolute(r) ? p : r;
};

function printFile(i: ReadRulesFile): void {
  const ends = Object.entries(i.source.lineEnds)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k.toUpperCase()}`)
    .join(', ');
  const c = i.parsed.counts;
  console.log(show(i.file));
  console.log(
    `  encoding: ${i.source.encoding}${i.source.bom ? ' with BOM' : ''}; line ends: ${ends || 'none'}`,
  );
  console.log(`  effective date in the file: ${i.parsed.effectiveDate ?? '(none found)'}`);
  console.log(
    `  ${c.sections} sections, ${c.rules} rules, ${c.subrules} subrules, ${c.examples} examples, ${c.glossaryTerms} glossary terms`,
  );
  const odd = i.parsed.oddities;
  if (!odd.length) return console.log('  oddities: none');
  console.log(`  oddities (${odd.length}), accepted:`);
  for (const o of odd) console.log(`    ${show(i.file)}:${o.line}: ${o.message}`);
}

const FROM: Record<EditionReport['from'], string> = {
  option: 'from --edition',
  'file name': 'date in the file name',
  'known file': 'a file the lineage knows',
  'effective date': 'effective date in the file',
  'translation date': 'translation date in the file',
};

function editionLine(e: EditionReport): string {
  const head = `${e.key} ${e.lang}`;
  if (e.status === 'failed') return `${head}: FAILED: ${e.error}`;
  const ed = e.edition!;
  const facts = [
    `effective ${ed.effective ?? '?'}`,
    ...(ed.revision ? [`revision ${ed.revision}`] : []),
    `${ed.rules.length} rules and subrules`,
    `${ed.glossary.length} glossary terms`,
    `${ed.oddities.length} oddities`,
    ...(ed.incomplete ? [`INCOMPLETE: ${ed.incomplete}`] : []),
  ].join(', ');
  const what =
    e.status === 'replaced'
      ? `replaced (re-published with other bytes: ${e.changedRules!.length} rules differ${e.changedRules!.length ? `: ${e.changedRules!.slice(0, 8).join(', ')}${e.changedRules!.length > 8 ? ', …' : ''}` : ''})`
      : e.status;
  return `${head} (${FROM[e.from]}): ${what}; ${facts}`;
}

function printTotals(r: ImportReport): void {
  const n = (s: EditionReport['status']) => r.editions.filter((e) => e.status === s).length;
  const failed = n('failed') + r.failures.length;
  if (r.lineageChanged.length)
    console.log(
      `lineage: ${r.lineageChanged.length} edition${r.lineageChanged.length > 1 ? 's' : ''} matched (${r.lineageChanged.slice(0, 6).join(', ')}${r.lineageChanged.length > 6 ? ', …' : ''})`,
    );
  const verb = values['dry-run'] ? 'would import' : 'imported';
  const where = r.written
    ? `written to ${show(dir)}`
    : values['dry-run']
      ? 'dry run: nothing written'
      : 'nothing to write';
  console.log(
    `total: ${r.editions.length - n('failed')} editions ${verb} (${n('new')} new, ${n('replaced')} replaced, ${n('unchanged')} unchanged), ${failed} failed; ${where}; ${r.timings.read.toFixed(0)} ms reading, ${r.timings.write.toFixed(0)} ms writing`,
  );
}

let report: ImportReport;
try {
  report = importRulesFiles({
    files: positionals.map((f) => resolve(cwd, f)),
    lang,
    edition: values.edition,
    contentDir: dir,
    dryRun: values['dry-run'],
    acceptIncomplete: values['accept-incomplete'],
    rebuildLineage: values['rebuild-lineage'],
    lineageOnly: values['lineage-only'],
    onWait: (line) => console.error(line),
  });
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  console.error(
    `import failed, content unchanged: ${e.name === 'ContentError' ? e.message : `${e.path ?? ''} ${e.message}`.trim()}`,
  );
  process.exit(1);
}
if (report.recovered) console.log(`note: ${report.recovered}`);
const detail = values.verbose || report.editions.reduce((s, e) => s + e.inputs.length, 0) <= 3;
for (const e of report.editions) {
  if (detail) for (const i of e.inputs) printFile(i);
  (e.status === 'failed' ? console.error : console.log)(editionLine(e));
}
for (const f of report.failures) console.error(`FAILED: ${f.message}`);
printTotals(report);
// The registry (YAML, Markdown, the schemas) is loaded only here: a run that fails or writes no
// English edition starts in about two thirds of the time without it.
if (lang === 'en' && report.written) {
  const { staleAfterImport } = await import('../src/registry/stale-after-import.ts');
  for (const line of staleAfterImport(
    dir,
    report.editions.filter((e) => e.status === 'new' || e.status === 'replaced').map((e) => e.key),
  ))
    console.log(line);
}
const anyFailed = report.failures.length > 0 || report.editions.some((e) => e.status === 'failed');
if (anyFailed) process.exit(1);
