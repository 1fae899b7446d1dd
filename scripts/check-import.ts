/**
 * Checks the rules importer on real Comprehensive Rules files, by hand:
 * imports each file into a temporary content folder, prints the importer's
 * counts next to plain counts of numbered lines (so every rule is seen to be
 * accounted for) and every oddity, then matches consecutive editions and
 * prints the history of Mill and of rule 116.2's subrules.
 *
 *   npx node scripts/check-import.ts <MagicCompRules-YYYY-MM-DD.txt>…
 *
 * The edition of each file is the date in its name, else its effective date.
 * Nothing is written outside the temporary folder, which is removed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { decodeRulesFile } from '../src/importer/decode.ts';
import { importRulesFiles, type ImportReport } from '../src/importer/import-files.ts';
import { rulePageTitle } from '../src/importer/write-edition.ts';
import { matchEditions, type EditionDiff, type RuleText } from '../src/lineage/match-editions.ts';
import { DOTTED_RULE_NUMBER, EXAMPLE_START, parentRuleNumber } from '../src/rules/rule-number.ts';

/** Rule lines counted independently of the parser: with a space after the number, and loosely. */
const STRICT_LINE = new RegExp(`^${DOTTED_RULE_NUMBER}\\.? `);
const LOOSE_LINE = new RegExp(`^${DOTTED_RULE_NUMBER}(?![a-z0-9])`);

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: npx node scripts/check-import.ts <rules.txt>…');
  process.exit(2);
}

const tmp = mkdtempSync(join(tmpdir(), 'grimoire-check-import-'));
const editions: Array<{ edition: string; report: ImportReport }> = [];
try {
  for (const file of files) {
    const edition = /(\d{4}-\d{2}-\d{2})/.exec(basename(file))?.[1];
    const report = importRulesFiles({
      files: [file],
      lang: 'en',
      edition,
      contentDir: join(tmp, 'content'),
    });
    editions.push({ edition: report.edition, report });
    const lines = decodeRulesFile(readFileSync(file)).split('\n');
    const strict = lines.filter((l) => STRICT_LINE.test(l)).length;
    const loose = lines.filter((l) => LOOSE_LINE.test(l)).length;
    const examples = lines.filter((l) => EXAMPLE_START.test(l)).length;
    const c = report.parsed.counts;
    console.log(
      `\n${basename(file)} → edition ${report.edition} (${report.result.files} files, ${report.timings.parse.toFixed(0)} ms parse, ${report.timings.write.toFixed(0)} ms write)`,
    );
    console.log(`  rules + subrules: ${c.rules} + ${c.subrules} = ${c.rules + c.subrules}`);
    console.log(
      `  numbered lines:   ${strict} matching "NNN.N[a]. " / ${loose} starting with a rule number ${c.rules + c.subrules === loose ? '✓ all accounted for' : '✗ MISMATCH'}`,
    );
    console.log(
      `  examples: ${c.examples} (lines starting "Example:": ${examples}) ${c.examples === examples ? '✓' : '✗ MISMATCH'}`,
    );
    console.log(
      `  sections: ${c.sections}, glossary terms: ${c.glossaryTerms} (${report.parsed.glossary.filter((g) => g.obsolete).length} obsolete, ${report.parsed.glossary.filter((g) => g.senses.length > 1).length} with several senses)`,
    );
    for (const o of report.oddities) console.log(`  oddity line ${o.line}: ${o.message}`);
  }

  editions.sort((a, b) => a.edition.localeCompare(b.edition));
  // Heading-like rules ("701.13. Mill") carry their text as a title, as their pages do.
  const texts = editions.map(({ report }) =>
    report.parsed.rules.map((r): RuleText => {
      const title = rulePageTitle(r, undefined);
      return title === r.number
        ? { number: r.number, text: r.text }
        : { number: r.number, text: r.text, title };
    }),
  );
  const diffs: EditionDiff[] = [];
  for (let i = 1; i < editions.length; i++) {
    const t0 = performance.now();
    const diff = matchEditions(texts[i - 1]!, texts[i]!);
    const ms = performance.now() - t0;
    diffs.push(diff);
    const count = (s: string) => diff.rules.filter((r) => r.status === s).length;
    console.log(
      `\n${editions[i - 1]!.edition} → ${editions[i]!.edition}: ${texts[i - 1]!.length} × ${texts[i]!.length} rules matched in ${ms.toFixed(0)} ms: ` +
        `${count('unchanged')} unchanged, ${count('changed')} changed, ${count('renumbered')} renumbered, ${count('removed')} removed, ${diff.added.length} added`,
    );
    const by = new Map<string, number>();
    for (const r of diff.rules) if (r.by) by.set(r.by, (by.get(r.by) ?? 0) + 1);
    console.log(`  matched by: ${[...by].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }

  // Mill, followed from the first edition through every later one.
  const first = editions[0]!.report.parsed.rules;
  const mill = first.find((r) => r.text === 'Mill');
  if (mill) {
    console.log('\nHistory of Mill:');
    const family = first.filter(
      (r) => r.number === mill.number || parentRuleNumber(r.number) === mill.number,
    );
    for (const r of family) {
      const chain = [r.number];
      let cur: string | undefined = r.number;
      for (const d of diffs) {
        const m = d.rules.find((x) => x.old === cur);
        cur = m?.new;
        chain.push(
          cur
            ? `${cur} (${m!.status}${m!.by ? ` by ${m!.by}` : ''}${m!.similarity !== undefined && m!.similarity < 1 ? ` ${m!.similarity}` : ''})`
            : 'removed',
        );
        if (!cur) break;
      }
      console.log(`  ${chain.join(' → ')}`);
    }
  }

  // Rule 116.2 and its subrules between the last two editions.
  if (diffs.length) {
    const d = diffs.at(-1)!;
    console.log(`\nRule 116.2 from ${editions.at(-2)!.edition} to ${editions.at(-1)!.edition}:`);
    for (const r of d.rules.filter((x) => x.old === '116.2' || /^116\.2[a-z]$/.test(x.old))) {
      console.log(
        `  ${r.old} → ${r.new ?? '—'} ${r.status}${r.by ? ` (by ${r.by}, similarity ${r.similarity})` : ''}`,
      );
    }
    for (const n of d.added.filter((x) => /^116\.2[a-z]?$/.test(x)))
      console.log(`  (new) → ${n} added`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
