/**
 * Checks all content without building the site (see
 * src/content-check/check-content.ts): prints what was checked, every
 * problem with file:line, then the warnings; exits 1 on any problem.
 *
 *   npm run check:content
 */
import { checkContent } from '../src/content-check/check-content.ts';
import { contentDir } from '../src/registry/index.ts';

const check = await checkContent(contentDir());
if (check.summary) console.log(check.summary);
if (check.untranslated.size)
  console.log(
    `Untranslated (${check.untranslated.size}): ${[...check.untranslated].map(([k, v]) => `${k} [${v.join(',')}]`).join('; ')}`,
  );
for (const w of check.warnings) console.warn(`warning: ${w}`);
if (check.problems.length) {
  console.error(check.problems.join('\n'));
  console.error(`${check.problems.length} problem(s).`);
  process.exit(1);
}
console.log('No problems.');
