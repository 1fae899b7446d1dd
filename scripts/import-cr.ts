/**
 * Imports an official Comprehensive Rules text file as Grimoire content:
 * one page per section and per numbered rule, the rules' glossary, the
 * edition's description (when missing) and its list of rule numbers.
 *
 *   npm run import-cr -- <file> [<file>…] --lang en [--edition YYYY-MM-DD] [--content <dir>] [--dry-run]
 *
 * Several files are parts of one edition in one language (e.g. a
 * translation's rules and glossary). The edition defaults to the effective
 * date stated in the file. Replaces `content/rules/<lang>/<edition>/` as a
 * whole, atomically; re-importing the same file changes nothing.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGS, type Lang } from '../src/content/schemas.ts';
import { importRulesFiles } from '../src/importer/import-files.ts';
import { contentDir } from '../src/registry/index.ts';

const USAGE =
  'usage: npm run import-cr -- <file> [<file>…] --lang en|it|ja [--edition YYYY-MM-DD] [--content <dir>] [--dry-run]';

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      lang: { type: 'string' },
      edition: { type: 'string' },
      content: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = args;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!positionals.length || !values.lang) {
  console.error(USAGE);
  process.exit(2);
}
if (!(LANGS as readonly string[]).includes(values.lang)) {
  console.error(`--lang ${values.lang}: use one of ${LANGS.join(', ')}\n${USAGE}`);
  process.exit(2);
}
const lang = values.lang as Lang;
// npm runs scripts from the project root; paths on the command line are relative to where it was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const files = positionals.map((f) => resolve(cwd, f));
const dir = values.content ? resolve(cwd, values.content) : contentDir();
/** A path as the user can best read it: relative below the working folder, else absolute. */
const show = (p: string) => {
  const r = relative(cwd, p);
  return r === '' ? '.' : r.startsWith('..') || isAbsolute(r) ? p : r;
};

try {
  const report = importRulesFiles({
    files,
    lang,
    edition: values.edition,
    contentDir: dir,
    dryRun: values['dry-run'],
  });
  for (const i of report.inputs) {
    const ends =
      Object.entries(i.lineEnds)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${n} ${k.toUpperCase()}`)
        .join(', ') || 'none';
    const c = i.parsed.counts;
    console.log(show(i.file));
    console.log(`  encoding: ${i.encoding}${i.bom ? ' with BOM' : ''}; line ends: ${ends}`);
    console.log(`  effective date in the file: ${i.parsed.effectiveDate ?? '(none found)'}`);
    console.log(
      `  ${c.sections} sections, ${c.rules} rules, ${c.subrules} subrules, ${c.examples} examples, ${c.glossaryTerms} glossary terms`,
    );
  }
  console.log(
    `edition: ${report.edition} (${report.editionFrom === 'option' ? 'from --edition' : 'effective date in the file'}), language: ${lang}`,
  );
  if (report.oddities.length) {
    console.log(`oddities (${report.oddities.length}), accepted:`);
    for (const o of report.oddities) console.log(`  ${show(o.file)}:${o.line}: ${o.message}`);
  } else {
    console.log('oddities: none');
  }
  const r = report.result;
  const where = show(r.dir);
  if (r.status === 'unchanged') {
    console.log(
      `unchanged: ${where} (${r.files} files) and the edition files already hold exactly this import; nothing written.`,
    );
  } else {
    const verb = r.status === 'dry-run' ? 'would write' : 'wrote';
    console.log(
      `${verb} ${r.files} files to ${where}${r.status === 'dry-run' ? ' (dry run: nothing written)' : ''}`,
    );
    if (r.created.length)
      console.log(
        `  new files: ${r.created.length}${r.created.length <= 5 ? ` (${r.created.join(', ')})` : ''}`,
      );
    for (const f of r.replaced)
      console.log(
        `  ${r.status === 'dry-run' ? 'would replace' : 'replaced'}: ${f.file} (${f.how}${f.source ? `, was source: ${f.source}` : ''})`,
      );
  }
  for (const k of r.kept) console.log(`  kept: ${k}`);
  console.log(
    `time: ${report.timings.parse.toFixed(0)} ms reading, ${report.timings.write.toFixed(0)} ms writing`,
  );
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  const message =
    e.name === 'ContentError'
      ? e.message
      : e.path
        ? `${e.path}: ${e.message}`
        : `${files.map(show).join(', ')}: ${e.message}`;
  console.error(`import failed, content unchanged: ${message}`);
  process.exit(1);
}
