/**
 * Build benchmark (`npm run bench:build [-- <rules.txt> …]`): builds the
 * shipped content, then the shipped content plus one and then every given
 * official rules file imported as an edition (default: the files in
 * ../shared/cr when present), and prints build time, page count and dist/
 * size for each, so growth per edition can be read off.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importRulesFiles } from '../src/importer/import-files.ts';
import { projectRoot } from '../src/registry/index.ts';
import { buildSite } from '../tests/support/build-site.ts';

const given = process.argv.slice(2);
const sharedCr = resolve(projectRoot, '../shared/cr');
const files = given.length
  ? given
  : existsSync(sharedCr)
    ? readdirSync(sharedCr)
        .filter((f) => /^MagicCompRules-\d{4}-\d{2}-\d{2}\.txt$/.test(f))
        .sort()
        .map((f) => join(sharedCr, f))
    : [];

function walk(dir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) {
      const r = walk(p);
      pages += r.pages;
      bytes += r.bytes;
    } else {
      bytes += statSync(p).size;
      if (d.name.endsWith('.html')) pages++;
    }
  }
  return { pages, bytes };
}

const tmp = mkdtempSync(join(tmpdir(), 'grimoire-bench-build-'));
const content = join(tmp, 'content');
cpSync(join(projectRoot, 'content'), content, { recursive: true });
const rows: string[] = [];
const run = (label: string) => {
  const out = join(tmp, 'dist');
  rmSync(out, { recursive: true, force: true });
  const t0 = performance.now();
  const r = buildSite(content, out);
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) {
    console.error(r.output.slice(-3000));
    throw new Error(`build failed: ${label}`);
  }
  const { pages, bytes } = walk(out);
  rows.push(
    `| ${label} | ${seconds.toFixed(1)} s | ${pages} | ${(bytes / 1024 / 1024).toFixed(1)} MB |`,
  );
  console.log(rows.at(-1));
};

console.log('| content | build time | pages | dist size |\n|---|---|---|---|');
run('shipped content');
const editions: string[] = [];
for (const f of files) {
  const m = /(\d{4}-\d{2}-\d{2})/.exec(f);
  const report = importRulesFiles({ files: [f], lang: 'en', edition: m?.[1], contentDir: content });
  editions.push(report.edition);
  run(
    `+ ${editions.length} imported edition${editions.length > 1 ? 's' : ''} (${editions.join(', ')})`,
  );
}
rmSync(tmp, { recursive: true, force: true });
