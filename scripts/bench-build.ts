/**
 * Build benchmark (`npm run bench:build [-- <archive folder>]`): builds the
 * shipped content, then with the newest official edition imported, the ten
 * newest, and every edition of the archive (default: ../shared/cr/archive
 * when present), and prints one table: build time, files, size and the
 * largest file of dist/, against the budgets of a free static host.
 *
 *   dist/ ≤ 20,000 files and ≤ 1 GiB, no file over 25 MiB, full build ≤ 10 min;
 *   a site with only the newest edition ≤ 12,000 files.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importRulesFiles } from '../src/importer/import-files.ts';
import { projectRoot } from '../src/registry/index.ts';
import { buildSite } from './support/build-site.ts';
import { copyContent } from '../src/registry/copy-content.ts';

const archive = resolve(process.argv[2] ?? join(projectRoot, '../shared/cr/archive'));
const files = existsSync(archive)
  ? readdirSync(archive)
      .filter((f) => /^MagicCompRules.*\.txt$/.test(f))
      .sort()
      .map((f) => join(archive, f))
  : [];

const MiB = 1024 * 1024;
const BUDGET = {
  files: 20_000,
  bytes: 1024 * MiB,
  file: 25 * MiB,
  seconds: 600,
  newestFiles: 12_000,
};

function walk(dir: string): { files: number; bytes: number; largest: number; pages: number } {
  const out = { files: 0, bytes: 0, largest: 0, pages: 0 };
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) {
      const r = walk(p);
      out.files += r.files;
      out.bytes += r.bytes;
      out.pages += r.pages;
      out.largest = Math.max(out.largest, r.largest);
    } else {
      const size = statSync(p).size;
      out.files++;
      out.bytes += size;
      out.largest = Math.max(out.largest, size);
      if (d.name.endsWith('.html')) out.pages++;
    }
  }
  return out;
}

const tmp = mkdtempSync(join(tmpdir(), 'grimoire-bench-build-'));
const ok = (cond: boolean) => (cond ? '✓' : '✗');

function run(label: string, editions: readonly string[], budgetFiles = BUDGET.files): string {
  const content = join(tmp, 'content');
  rmSync(content, { recursive: true, force: true });
  copyContent(join(projectRoot, 'content'), content);
  rmSync(join(content, 'official'), { recursive: true, force: true });
  if (editions.length) {
    const r = importRulesFiles({
      files: [...editions],
      lang: 'en',
      contentDir: content,
      acceptIncomplete: true,
    });
    const failed = r.editions.filter((e) => e.status === 'failed');
    if (failed.length) throw new Error(failed.map((e) => e.error).join('\n'));
  }
  const out = join(tmp, 'dist');
  rmSync(out, { recursive: true, force: true });
  const t0 = performance.now();
  const b = buildSite(content, out);
  const seconds = (performance.now() - t0) / 1000;
  if (b.status !== 0) {
    console.error(b.output.slice(-3000));
    throw new Error(`build failed: ${label}`);
  }
  const w = walk(out);
  return `| ${label} | ${seconds.toFixed(0)} s ${ok(seconds <= BUDGET.seconds)} | ${w.files} ${ok(w.files <= budgetFiles)} | ${w.pages} | ${(w.bytes / MiB).toFixed(0)} MiB ${ok(w.bytes <= BUDGET.bytes)} | ${(w.largest / MiB).toFixed(1)} MiB ${ok(w.largest <= BUDGET.file)} |`;
}

console.log(
  `| official editions imported | build time (≤ ${BUDGET.seconds} s) | files (≤ ${BUDGET.files}; newest only ≤ ${BUDGET.newestFiles}) | HTML pages | dist size (≤ 1 GiB) | largest file (≤ 25 MiB) |`,
);
console.log('|---|---|---|---|---|---|');
console.log(run('0 (shipped content)', []));
if (files.length) {
  const newest = files.slice(-1);
  console.log(
    run(
      `1 (${newest.map((f) => f.match(/(\d{8}|\d{4}-\d{2}-\d{2})/)?.[1]).join('')})`,
      newest,
      BUDGET.newestFiles,
    ),
  );
  if (files.length > 10) console.log(run('10 (the newest)', files.slice(-10)));
  console.log(run(`${files.length} (the whole archive)`, files));
} else {
  console.log(`(no archive at ${archive}: only the shipped content was built)`);
}
rmSync(tmp, { recursive: true, force: true });
