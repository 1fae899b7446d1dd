/**
 * Checks the rules importer on real Comprehensive Rules files, by hand:
 * reads each file as the importer does, prints its counts next to plain
 * counts of numbered lines (so every rule is seen to be accounted for),
 * whether the file is complete, and every oddity; then matches the files as
 * consecutive editions and prints how Mill's rules moved.
 *
 *   node scripts/check-import.ts [--lang en|it|ja] <MagicCompRules…txt | JPN_CR_…txt | folder>…
 *
 * For a translation (`--lang ja`) it also prints the revision, the
 * translator's notice, and the `=term=` lines against the glossary terms
 * read. Nothing is written.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGS, type Lang } from '../src/content/schemas.ts';
import { translationRevision } from '../src/importer/edition-of.ts';
import { expandInputs } from '../src/importer/import-files.ts';
import { readRulesFile } from '../src/importer/read-rules-file.ts';
import { describeIncomplete } from '../src/importer/contents.ts';
import { keyFromFileName } from '../src/lineage/edition-key.ts';
import { computeLineage, ruleTexts } from '../src/lineage/compute-lineage.ts';
import { Lineage } from '../src/lineage/lineage.ts';
import { DOTTED_RULE_NUMBER, EXAMPLE_START } from '../src/rules/rule-number.ts';

/** Rule lines counted independently of the parser: with a space after the number, and loosely. */
const STRICT_LINE = new RegExp(`^${DOTTED_RULE_NUMBER}\\.? `);
const LOOSE_LINE = new RegExp(`^${DOTTED_RULE_NUMBER}(?![a-z0-9])`);

const USAGE = 'usage: node scripts/check-import.ts [--lang en|it|ja] <rules file | folder>…';
const args = parseArgs({
  allowPositionals: true,
  options: { lang: { type: 'string', default: 'en' } },
});
const lang = args.values.lang as Lang;
const files = expandInputs(args.positionals);
if (!files.length || !LANGS.includes(lang)) {
  console.error(USAGE);
  process.exit(2);
}
/** A Japanese glossary entry line, counted apart from the parser. */
const TERM_LINE = /^=.+=$/;
const editions = files.map((file) => {
  const read = readRulesFile(file, lang);
  const key = keyFromFileName(basename(file)) ?? read.parsed.effectiveDate ?? basename(file);
  const lines = read.text.split('\n');
  const strict = lines.filter((l) => STRICT_LINE.test(l)).length;
  const loose = lines.filter((l) => LOOSE_LINE.test(l)).length;
  const examples = lines.filter((l) => EXAMPLE_START.test(l)).length;
  const c = read.parsed.counts;
  console.log(
    `\n${basename(file)} → edition ${key} (${read.source.encoding}${read.source.bom ? ' with BOM' : ''})`,
  );
  console.log(`  rules + subrules: ${c.rules} + ${c.subrules} = ${c.rules + c.subrules}`);
  console.log(
    `  numbered lines: ${strict} matching "NNN.N[a]. " / ${loose} starting with a rule number ${c.rules + c.subrules === loose ? '✓' : '(see the oddities)'}`,
  );
  console.log(
    `  examples: ${c.examples} (lines starting "Example:": ${examples}) ${c.examples === examples ? '✓' : '(see the oddities)'}`,
  );
  console.log(`  sections: ${c.sections}, glossary terms: ${c.glossaryTerms}`);
  if (lang !== 'en') printTranslation(read, lines);
  console.log(
    `  complete: ${read.parsed.completeness.complete ? 'yes' : `NO: ${describeIncomplete(read.parsed.completeness)}`}`,
  );
  for (const o of read.parsed.oddities) console.log(`  oddity line ${o.line}: ${o.message}`);
  return { key, effective: read.parsed.effectiveDate ?? key, texts: ruleTexts(read.parsed) };
});

/** What a translation says about itself, and its `=term=` lines against the terms read. */
function printTranslation(read: ReturnType<typeof readRulesFile>, lines: readonly string[]): void {
  const terms = lines.filter((l) => TERM_LINE.test(l.trim())).length;
  const g = read.parsed.glossary.length;
  console.log(
    `  glossary entry lines "=…=": ${terms} / ${g} terms read ${terms === g ? '✓' : '(see the oddities)'}`,
  );
  console.log(`  revision: ${translationRevision([read]) ?? '(none found)'}`);
  for (const p of read.parsed.preface ?? []) console.log(`  notice: ${p}`);
  console.log(`  end matter: ${read.parsed.endMatter?.length ?? 0} lines`);
}

if (editions.length > 1 && lang === 'en') {
  const data = computeLineage(editions, [], (key, rows, ms) => {
    const moved = rows.filter((r) => r.old && r.new && r.old !== r.new).length;
    const removed = rows.filter((r) => r.old && !r.new).length;
    const added = rows.filter((r) => !r.old).length;
    const unsure = rows.filter((r) => r.unsure).length;
    console.log(
      `\n${key}: ${moved} renumbered, ${removed} removed, ${added} added, ${unsure} unsure (${ms.toFixed(0)} ms)`,
    );
  });
  const lineage = new Lineage(data);
  const first = data.editions[0]!.key;
  const mill = editions[0]!.texts.find((t) => t.title === 'Mill');
  if (mill) {
    console.log('\nMill, edition by edition:');
    for (const e of data.editions) {
      const loc = lineage.locate(mill.number, first, e.key);
      console.log(`  ${e.key}: ${loc?.status === 'found' ? loc.number : (loc?.status ?? '?')}`);
    }
  }
}
