/**
 * Walks every rule link of a built site and checks, through the lineage
 * (`dist/api/v1/lineage.json`), that it opens the rule it meant: the element
 * its address names is the same rule as the link's `data-rule` of
 * `data-edition`. Prints the counts and every link that does not.
 *
 * With --archive (a folder of official English files, e.g. ../shared/cr/archive
 * or .cache/cr), a second witness that does not trust the lineage's matches:
 * for every link that crosses a renumbering, each step of its way (in
 * content/lineage) is checked against the two editions' texts
 * (src/lineage/second-witness.ts); any disagreement that no reviewed override
 * explains fails. With --all-editions, every renumbering, division and merger
 * of the whole lineage is checked, not only those links cross.
 *
 *   npm run check:links -- [dist] [--base /grimoire/] [--archive <dir> [--all-editions]]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root } from 'hast';
import { visitParents } from 'unist-util-visit-parents';
import { Lineage } from '../src/lineage/lineage.ts';
import { fromLineageJson, type LineageJson } from '../src/lib/lineage-json.ts';
import { apiPath } from '../src/urls/paths.ts';
import { checkLink, type FoundLink, type PageTargets } from '../src/lib/link-meaning.ts';
import { secondWitness } from '../src/content-check/witness-links.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: '/' },
    archive: { type: 'string' },
    'all-editions': { type: 'boolean', default: false },
  },
});
const dist = positionals[0] ?? 'dist';
const base = values.base!;

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) out.push(...htmlFiles(p));
    else if (d.name.endsWith('.html')) out.push(p);
  }
  return out;
}

const prop = (e: Element, name: string) => {
  const v = e.properties[name];
  return v === undefined || v === null ? undefined : String(v);
};

/** The rules a page's elements are, and the rule links it holds. */
function readPage(tree: Root, path: string): { targets: PageTargets; links: FoundLink[] } {
  const targets: PageTargets = new Map();
  const links: FoundLink[] = [];
  visitParents(tree, 'element', (e: Element, ancestors) => {
    const rule = prop(e, 'dataRule');
    if (!rule) return;
    const holder = [...ancestors]
      .reverse()
      .find((a) => a.type === 'element' && prop(a as Element, 'dataEdition') !== undefined) as
      Element | undefined;
    const edition = prop(e, 'dataEdition') ?? (holder && prop(holder, 'dataEdition')) ?? '';
    if (e.tagName === 'a' && prop(e, 'href')) {
      if (prop(e, 'dataEdition'))
        links.push({
          from: path,
          href: prop(e, 'href')!,
          rule,
          edition,
          ...(prop(e, 'dataTargetEdition')
            ? { target: prop(e, 'dataTarget')!, targetEdition: prop(e, 'dataTargetEdition')! }
            : {}),
        });
      return;
    }
    if (!edition) return;
    const id = prop(e, 'id');
    if (id !== undefined) targets.set(id, { rule, edition });
    // The page's own header: what an address without an anchor opens.
    if ((e.properties.className as string[] | undefined)?.includes('rule-head'))
      targets.set('', { rule, edition });
  });
  return { targets, links };
}

const lineage = new Lineage(
  fromLineageJson(
    JSON.parse(readFileSync(join(dist, apiPath('lineage.json')), 'utf8')) as LineageJson,
  ),
);
const pages = new Map<string, PageTargets>();
const links: FoundLink[] = [];
const t0 = performance.now();
for (const file of htmlFiles(dist)) {
  const text = readFileSync(file, 'utf8');
  const path = relative(dist, file).replace(/index\.html$/, '');
  if (!text.includes('data-rule=')) {
    pages.set(path, new Map());
    continue;
  }
  const page = readPage(fromHtml(text), path);
  pages.set(path, page.targets);
  links.push(...page.links);
}
const problems = links.flatMap((l) => {
  const p = checkLink(l, pages, lineage, base);
  return p ? [`${l.from}: ${p}`] : [];
});
console.log(
  `${links.length} rule links on ${pages.size} pages checked through the lineage in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${links.length - problems.length} open the rule they meant, ${problems.length} do not.`,
);
for (const p of problems.slice(0, 200)) console.error(p);
const witnessed = values.archive
  ? secondWitness(
      links,
      resolve(process.env.INIT_CWD ?? process.cwd(), values.archive),
      values['all-editions']!,
    )
  : (console.log('Second witness: not run (give --archive <folder of official files>).'), 0);
if (problems.length || witnessed) process.exit(1);
