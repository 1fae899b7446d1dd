/**
 * Writes `content/editions/<date>.rule-numbers.txt` from an official
 * Comprehensive Rules text file: only the rule numbers (facts), never text.
 * Lets content cite real rules without importing the edition's text.
 *
 *   npm run extract-rule-numbers -- <MagicCompRules.txt> <YYYY-MM-DD>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../src/registry/index.ts';
import { decodeRulesFile } from '../src/importer/decode.ts';
import { parseComprehensiveRules } from '../src/importer/parse-cr.ts';

const [file, edition] = process.argv.slice(2);
if (!file || !edition || !/^\d{4}-\d{2}-\d{2}$/.test(edition)) {
  console.error('usage: npm run extract-rule-numbers -- <rules.txt> <YYYY-MM-DD>');
  process.exit(2);
}
const parsed = parseComprehensiveRules(decodeRulesFile(readFileSync(file)), { lang: 'en' });
const numbers = [...parsed.sections.map((s) => s.number), ...parsed.rules.map((r) => r.number)];
const out = join(contentDir(), 'editions', `${edition}.rule-numbers.txt`);
writeFileSync(
  out,
  `# Every rule number of the ${edition} edition (numbers only, no rules text).\n${[...new Set(numbers)].join('\n')}\n`,
);
console.log(`${numbers.length} rule numbers -> ${out}`);
