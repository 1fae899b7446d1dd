/**
 * Checks all content without building the site: front matter, ids, "see
 * also" and rule lists (through the registry), and every [[term]] link and
 * rule reference in the bodies. Prints every problem with file:line.
 *
 *   npm run check:content
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRY_COLLECTIONS, contentDir, getRegistry, projectRoot } from '../src/registry/index.ts';
import { TERM_LINK } from '../src/markdown/remark-term-links.ts';
import { findRuleRefs } from '../src/rules/rule-refs.ts';
import { LANGS } from '../src/content/schemas.ts';

let registry;
try {
  registry = getRegistry(contentDir());
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const problems: string[] = [];
let files = 0;
for (const collection of ENTRY_COLLECTIONS) {
  for (const id of registry.ids(collection)) {
    for (const lang of LANGS) {
      const r = registry.entry(collection, id, lang);
      if (!r || r.fallback) continue;
      files++;
      const text = readFileSync(join(projectRoot, r.entry.file), 'utf8');
      text.split('\n').forEach((line, i) => {
        for (const m of line.matchAll(new RegExp(TERM_LINK.source, 'g'))) {
          if (!registry.hasEntry('glossary', m[1]!))
            problems.push(`${r.entry.file}:${i + 1}: unknown term [[${m[1]}]]`);
        }
        if (line.startsWith('---') || /^\w+:\s*\[?["\d.,\s]*\]?$/.test(line)) return;
        for (const ref of findRuleRefs(line)) {
          if (ref.kind === 'rule' && !registry.isKnownRule(ref.number))
            problems.push(`${r.entry.file}:${i + 1}: unknown rule ${ref.number}`);
          if (ref.rangeEnd && !registry.isKnownRule(ref.rangeEnd))
            problems.push(
              `${r.entry.file}:${i + 1}: unknown rule ${ref.rangeEnd} (end of range ${ref.text})`,
            );
        }
      });
    }
  }
}
const missing = new Map<string, string[]>();
for (const collection of ENTRY_COLLECTIONS) {
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
  `${files} entry files, ${registry.ids('glossary').length} glossary ids, ${registry.pages().length} rule pages (edition ${registry.current}).`,
);
if (missing.size)
  console.log(
    `Untranslated (${missing.size}): ${[...missing].map(([k, v]) => `${k} [${v.join(',')}]`).join('; ')}`,
  );
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} problem(s).`);
  process.exit(1);
}
console.log('No problems.');
