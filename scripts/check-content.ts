/**
 * Checks all content without building the site (see
 * src/content-check/check-content.ts): prints what was checked, every
 * problem with file:line, then the warnings and the stale entries (cited
 * rules that changed after an entry's rulesEdition: file:line, what, and in
 * which edition); exits 1 on any problem (stale entries are not problems:
 * their pages say so to the reader).
 *
 *   npm run check:content -- [--summary <file>]
 *
 * With --summary, also appends a Markdown report to that file (the
 * publishing workflow passes $GITHUB_STEP_SUMMARY, the run's job summary):
 * the problems, and the stale entries, those of the newest edition first.
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkContent } from '../src/content-check/check-content.ts';
import { staleMarkdown } from '../src/content-check/stale-markdown.ts';
import { contentDir } from '../src/registry/index.ts';

const { values } = parseArgs({ options: { summary: { type: 'string' } } });
const check = await checkContent(contentDir());
if (check.summary) console.log(check.summary);
if (check.untranslated.size)
  console.log(
    `Untranslated (${check.untranslated.size}): ${[...check.untranslated].map(([k, v]) => `${k} [${v.join(',')}]`).join('; ')}`,
  );
for (const w of check.warnings) console.warn(`warning: ${w}`);
if (check.stale.length) {
  console.log(
    `Stale: ${check.staleFiles} entry file(s) cite ${check.stale.length} rule(s) that changed after their rulesEdition (reread each against the edition named, then move its rulesEdition forward):`,
  );
  for (const s of check.stale) console.log(`stale: ${s}`);
} else console.log('Stale: none (every entry cites its rules as they are today).');
if (values.summary) appendFileSync(values.summary, staleMarkdown(check));
if (check.problems.length) {
  console.error(check.problems.join('\n'));
  console.error(`${check.problems.length} problem(s).`);
  process.exit(1);
}
console.log('No problems.');
