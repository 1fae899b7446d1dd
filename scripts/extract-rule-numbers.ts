/**
 * Writes `content/editions/<date>.rule-numbers.txt` from an official
 * Comprehensive Rules text file: only the rule numbers (facts), never text.
 *
 *   npm run extract-rule-numbers -- <MagicCompRules.txt> <YYYY-MM-DD>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../src/registry/index.ts';
import { decodeRulesFile } from '../src/importer/decode.ts';
import { RULE_LINE_START } from '../src/rules/rule-number.ts';

const [file, edition] = process.argv.slice(2);
if (!file || !edition || !/^\d{4}-\d{2}-\d{2}$/.test(edition)) {
  console.error('usage: npm run extract-rule-numbers -- <rules.txt> <YYYY-MM-DD>');
  process.exit(2);
}
const seen = new Set<string>();
for (const line of decodeRulesFile(readFileSync(file)).split('\n')) {
  const m = RULE_LINE_START.exec(line);
  if (m?.[1] && line.slice(m[0].length).trim()) seen.add(m[1]);
}
const out = join(contentDir(), 'editions', `${edition}.rule-numbers.txt`);
writeFileSync(out, `# Every rule number of the ${edition} edition (numbers only, no rules text).\n${[...seen].join('\n')}\n`);
console.log(`${seen.size} rule numbers -> ${out}`);
