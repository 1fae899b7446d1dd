/**
 * The site the search benchmark serves: a copy of a built dist/ with a
 * Pagefind index of the same pages added, and every text file (HTML, JS,
 * CSS, JSON) precompressed with brotli at quality 11, so the bench server
 * sends what a well-configured static host would. Pagefind's own index files
 * are gzip-compressed by Pagefind and are served as they are.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants } from 'node:zlib';

/** Files worth compressing (Pagefind's .pf_* and .pagefind files are gzip already). */
const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt)$/;

/** Every file under a directory, recursively. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else out.push(p);
  }
  return out;
}

/** Brotli at quality 11, as a static host precompresses. */
export function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Folders whose files search fetches (pages themselves load before the measurement starts). */
const FETCHED = ['_astro', '_pagefind', 'en/search', 'it/search', 'ja/search'];

/** Writes `<file>.br` beside every text file search may fetch. */
function precompress(dir: string): void {
  for (const sub of FETCHED) {
    if (!existsSync(join(dir, sub))) continue;
    for (const f of filesUnder(join(dir, sub)))
      if (TEXT.test(f)) writeFileSync(`${f}.br`, brotli(readFileSync(f)));
  }
}

/** Copies `dist` to a temporary folder, indexes it with Pagefind (unless `pagefind` is false) and precompresses it. */
export function prepareSite(dist: string, pagefind = true): { dir: string; pagefind: boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-bench-search-'));
  cpSync(dist, dir, { recursive: true });
  if (!pagefind) {
    precompress(dir);
    return { dir, pagefind: false };
  }
  const pf = spawnSync('npx', ['pagefind', '--site', dir, '--output-subdir', '_pagefind'], {
    encoding: 'utf8',
  });
  if (pf.status !== 0) console.log(`Pagefind failed: ${pf.stderr}`);
  precompress(dir);
  return { dir, pagefind: pf.status === 0 };
}

/** Sizes of a language's search data files (everything under `<lang>/search/` but the results page). */
export function searchDataSizes(dist: string, lang: string) {
  const files = filesUnder(join(dist, lang, 'search')).filter(
    (f) => !f.endsWith('.html') && !f.endsWith('.br'),
  );
  let raw = 0;
  let br = 0;
  for (const f of files) {
    const b = readFileSync(f);
    raw += b.length;
    br += brotli(b).length;
  }
  return { files: files.length, raw, brotli: br };
}

/** The body size the bench server sends for a URL of the site copy (its .br file when there is one). */
export function servedSizer(dir: string, siteUrl: string): (url: string) => number | undefined {
  return (url) => {
    if (!url.startsWith(siteUrl)) return undefined;
    const path = join(dir, decodeURIComponent(new URL(url).pathname));
    for (const f of [`${path}.br`, path])
      if (existsSync(f) && statSync(f).isFile()) return statSync(f).size;
    return undefined;
  };
}
