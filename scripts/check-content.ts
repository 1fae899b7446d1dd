/**
 * Checks all content without building the site, through the same pipeline
 * as the build: front matter, ids, "see also" and rule lists (through the
 * registry), and every piece of Markdown (bodies and rulings) rendered with
 * the site's plugins, so unknown rules and terms, malformed term links and
 * raw HTML are found with file:line. Prints every problem, then warnings
 * (the same entry under two ids, entries past the size budget).
 *
 *   npm run check:content
 */
import { join } from 'node:path';
import { contentDir, getRegistry, projectRoot } from '../src/registry/index.ts';
import { LANGS } from '../src/content/schemas.ts';
import { renderMarkdown } from '../src/markdown/markdown-processor.ts';
import { ReferenceReport } from '../src/markdown/reference-report.ts';
import { contentWarnings } from '../src/registry/content-warnings.ts';
import { registryProblems } from '../src/registry/validate.ts';

let registry;
try {
  registry = getRegistry(contentDir());
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const problems: string[] = registryProblems(registry).map((p) => `${p.file}: ${p.problem}`);
const report = new ReferenceReport();
const files = registry.entries.all();
for (const e of files) {
  const path = join(projectRoot, e.file);
  const rulings = 'rulings' in e.data ? e.data.rulings : [];
  const pieces: Array<[string, string]> = [
    ['', e.body],
    ...rulings.map((r): [string, string] => [`ruling of ${r.date}: `, r.text]),
  ];
  for (const [where, md] of pieces) {
    try {
      await renderMarkdown({ registry, base: '/', report, root: projectRoot }, md, path, {
        rulesEdition: e.data.rulesEdition,
      });
    } catch (err) {
      const x = err as { message: string; line?: number; reason?: string };
      const line = !where && x.line ? `:${x.line}` : '';
      problems.push(`${e.file}${line}: ${where}${x.reason ?? x.message.split('\n').at(-1)}`);
    }
  }
}
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
console.log(
  `${files.length} entry files, ${registry.ids('glossary').length} glossary ids, ${registry.rules.pages(registry.current).length} rule pages (edition ${registry.current}).`,
);
if (missing.size)
  console.log(
    `Untranslated (${missing.size}): ${[...missing].map(([k, v]) => `${k} [${v.join(',')}]`).join('; ')}`,
  );
const warnings = contentWarnings(registry);
for (const w of warnings) console.warn(`warning: ${w}`);
if (problems.length) {
  console.error([...new Set(problems)].join('\n'));
  console.error(`${new Set(problems).size} problem(s).`);
  process.exit(1);
}
console.log('No problems.');
