/**
 * Search benchmark on a built site (`npm run bench:search -- [dist]`):
 * per language, tier 0 / tier 1 sizes (raw, gzip, brotli), index build time
 * and per-query latency measured in Chromium, time to the first result on
 * screen after the first keystroke, and the same for Pagefind run on the same
 * dist/ in the same run, plus which probe queries each one answers.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '../tests/support/static-server.ts';
import { launchBrowser } from '../tests/support/browser.ts';

const dist = process.argv[2] ?? 'dist';
const LANGS = ['en', 'it', 'ja'] as const;
/** The fixed query set: what readers type (words, prefixes, typos, other languages, rule numbers). */
const QUERIES: Record<(typeof LANGS)[number], string[]> = {
  en: [
    'mill',
    'library',
    'graveyrad',
    'special action',
    'priority',
    '701.13b',
    'macinare',
    'upkeep',
    'mana value',
    'exile',
  ],
  it: [
    'macinare',
    'abilita attivata',
    'cimitero',
    'grimorrio',
    'azione speciale',
    'regola 116.2a',
    'mill',
    'valore di mana',
    'esiliare',
    'priorita',
  ],
  ja: [
    '切削',
    'せっさく',
    'らいぶらりー',
    '墓地',
    '７０１．１３ｂ',
    'macinare',
    '特別な処理',
    '優先権',
    'マナ総量',
    '追放',
  ],
};
/** Probes: a query and what a right first answer contains. */
const PROBES: Array<{ lang: (typeof LANGS)[number]; q: string; expect: RegExp; what: string }> = [
  { lang: 'en', q: 'graveyrad', expect: /graveyard/i, what: 'typo' },
  { lang: 'ja', q: '１１６．２ａ', expect: /116\.2a/, what: 'full-width rule number' },
  { lang: 'ja', q: 'らいぶらりー', expect: /ライブラリー/, what: 'hiragana for katakana' },
  { lang: 'ja', q: 'macinare', expect: /切削/, what: 'cross-language term' },
  { lang: 'it', q: 'abilita attivata', expect: /abilità attivata/i, what: 'accentless Italian' },
];

const sizes = (file: string) => {
  const b = readFileSync(file);
  return { raw: b.length, gzip: gzipSync(b).length, brotli: brotliCompressSync(b).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    median: s[Math.floor(s.length / 2)] ?? 0,
    p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? 0,
  };
};

console.log(`# Search benchmark on ${dist}\n`);
console.log('| lang | tier 0 raw / gzip / brotli | tier 1 raw / gzip / brotli | tier 1 docs |');
console.log('|---|---|---|---|');
for (const lang of LANGS) {
  const t0 = sizes(join(dist, lang, 'search/tier0.json'));
  const t1 = sizes(join(dist, lang, 'search/tier1.json'));
  const docs = (
    JSON.parse(readFileSync(join(dist, lang, 'search/tier1.json'), 'utf8')) as unknown[]
  ).length;
  console.log(
    `| ${lang} | ${kb(t0.raw)} / ${kb(t0.gzip)} / ${kb(t0.brotli)} | ${kb(t1.raw)} / ${kb(t1.gzip)} / ${kb(t1.brotli)} | ${docs} |`,
  );
}

// Pagefind on a copy of the same dist.
const pfDir = mkdtempSync(join(tmpdir(), 'grimoire-pagefind-'));
cpSync(dist, pfDir, { recursive: true });
const pf = spawnSync('npx', ['pagefind', '--site', pfDir, '--output-subdir', '_pagefind'], {
  encoding: 'utf8',
});
if (pf.status !== 0) console.log(`\nPagefind failed: ${pf.stderr}`);
const dirSize = (d: string): number =>
  readdirSync(d).reduce(
    (n, f) =>
      n + (statSync(join(d, f)).isDirectory() ? dirSize(join(d, f)) : statSync(join(d, f)).size),
    0,
  );

const server = await serveStatic(dist);
const pfServer = await serveStatic(pfDir);
const browser = await launchBrowser();
console.log(
  '\n| engine | lang | tier 1 fetched + indexed (ms) | first result on screen after the first keystroke (ms) | per-keystroke tier 0 median / p95 (ms) | full-text median / p95 (ms) | bytes fetched before first result (as served; the bench server does not compress) |',
);
console.log('|---|---|---|---|---|---|---|');
const probeRows: string[] = [];

/** The page's clock now (ms). */
const pageNow = (page: import('playwright-core').Page) => page.evaluate(() => performance.now());
/** Bytes (as sent, before decompression) of the responses the page started after `from` and received by `until`. */
const bytesBetween = (page: import('playwright-core').Page, from: number, until: number) =>
  page.evaluate(
    ([a, b]) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= a && e.responseEnd <= b)
        .reduce((n, e) => n + e.encodedBodySize, 0),
    [from, until] as const,
  );
/** Rounds of the query set typed per language; the first is the cold one. */
const ROUNDS = 3;

for (const lang of LANGS) {
  // Grimoire
  const page = await browser.newPage();
  await page.goto(`${server.url}${lang}/`, { waitUntil: 'networkidle' });
  const before = await pageNow(page);
  // Cold: focus and type at once (the search code loads while the reader types).
  await page.locator('#site-search').focus();
  await page.keyboard.type(QUERIES[lang][0]!.slice(0, 1));
  await page
    .locator('#site-search-listbox [role="option"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  const firstResult = await page.evaluate(
    () => performance.getEntriesByName('grimoire:first-results')[0]?.duration ?? NaN,
  );
  const firstAt = await page.evaluate(() => {
    const m = performance.getEntriesByName('grimoire:first-results')[0];
    return m ? m.startTime + m.duration : performance.now();
  });
  const bytesFirst = await bytesBetween(page, before, firstAt);
  await page.waitForFunction(
    () => performance.getEntriesByName('grimoire:index-ready').length > 0,
    undefined,
    { timeout: 30_000 },
  );
  const readyMs = await page.evaluate(
    () => performance.getEntriesByName('grimoire:index-ready')[0]!.duration,
  );
  // Warm: a fresh page where the reader focuses the box, then types a moment later.
  const warmPage = await browser.newPage();
  await warmPage.goto(`${server.url}${lang}/`, { waitUntil: 'networkidle' });
  await warmPage.locator('#site-search').focus();
  await warmPage.waitForTimeout(300);
  await warmPage.keyboard.type(QUERIES[lang][0]!.slice(0, 1));
  await warmPage
    .locator('#site-search-listbox [role="option"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  const firstWarm = await warmPage.evaluate(
    () => performance.getEntriesByName('grimoire:first-results')[0]?.duration ?? NaN,
  );
  await warmPage.close();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES[lang]) {
      await page.locator('#site-search').fill('');
      for (const ch of q) await page.keyboard.type(ch);
      await page.waitForTimeout(150);
    }
  }
  const measures = await page.evaluate(() => ({
    t0: performance.getEntriesByName('grimoire:tier0').map((m) => m.duration),
    t1: performance.getEntriesByName('grimoire:tier1').map((m) => m.duration),
  }));
  const s0 = stats(measures.t0);
  // The same without the first round (the code is still cold then).
  const keystrokes = QUERIES[lang].reduce((n, q) => n + [...q].length, 0);
  const s0warm = stats(measures.t0.slice(1 + keystrokes));
  const s1 = stats(measures.t1);
  console.log(
    `| Grimoire | ${lang} | ${readyMs.toFixed(0)} | ${firstResult.toFixed(0)} cold / ${firstWarm.toFixed(0)} after focus | ${s0.median.toFixed(2)} / ${s0.p95.toFixed(2)} (warm p95 ${s0warm.p95.toFixed(2)}) | ${s1.median.toFixed(1)} / ${s1.p95.toFixed(1)} | ${kb(bytesFirst)} |`,
  );
  for (const probe of PROBES.filter((p) => p.lang === lang)) {
    await page.locator('#site-search').fill(probe.q);
    await page.waitForTimeout(400);
    const first = await page
      .locator('#site-search-listbox [role="option"]')
      .first()
      .textContent()
      .catch(() => '');
    probeRows.push(
      `| ${probe.what} | ${lang} | ${probe.q} | Grimoire | ${probe.expect.test(first ?? '') ? 'yes' : 'no'} |`,
    );
  }
  await page.close();

  // Pagefind
  const pp = await browser.newPage();
  await pp.goto(`${pfServer.url}${lang}/`, { waitUntil: 'networkidle' });
  const pBefore = await pageNow(pp);
  const pStart = Date.now();
  const firstQ = QUERIES[lang][0]!.slice(0, 1);
  await pp.evaluate(
    async ({ base, q }) => {
      const pagefind = await import(`${base}_pagefind/pagefind.js`);
      (window as unknown as { pf: unknown }).pf = pagefind;
      const r = await pagefind.search(q);
      await Promise.all(
        r.results.slice(0, 1).map((x: { data: () => Promise<unknown> }) => x.data()),
      );
    },
    { base: pfServer.url, q: firstQ },
  );
  const pFirst = Date.now() - pStart;
  const pBytes = await bytesBetween(pp, pBefore, await pageNow(pp));
  const times = await pp.evaluate(async (qs) => {
    const pf = (
      window as unknown as {
        pf: {
          search: (q: string) => Promise<{ results: Array<{ data: () => Promise<unknown> }> }>;
        };
      }
    ).pf;
    const out: number[] = [];
    for (const q of qs) {
      for (let i = 1; i <= q.length; i++) {
        const t = performance.now();
        const r = await pf.search(q.slice(0, i));
        await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
        out.push(performance.now() - t);
      }
    }
    return out;
  }, QUERIES[lang]);
  const ps = stats(times);
  console.log(
    `| Pagefind | ${lang} | — | ${pFirst} (API call, no UI) | — | ${ps.median.toFixed(1)} / ${ps.p95.toFixed(1)} | ${kb(pBytes)} |`,
  );
  for (const probe of PROBES.filter((p) => p.lang === lang)) {
    const first = await pp.evaluate(async (q) => {
      const pf = (
        window as unknown as {
          pf: {
            search: (q: string) => Promise<{
              results: Array<{
                data: () => Promise<{ meta: { title?: string }; excerpt: string }>;
              }>;
            }>;
          };
        }
      ).pf;
      const r = await pf.search(q);
      const d = await r.results[0]?.data();
      return d ? `${d.meta.title ?? ''} ${d.excerpt}` : '';
    }, probe.q);
    probeRows.push(
      `| ${probe.what} | ${lang} | ${probe.q} | Pagefind | ${probe.expect.test(first) ? 'yes' : 'no'} |`,
    );
  }
  await pp.close();
}
console.log(`\nPagefind index on disk: ${kb(dirSize(join(pfDir, '_pagefind')))}`);
console.log('\n| probe | lang | query | engine | right first result |');
console.log('|---|---|---|---|---|');
console.log(probeRows.join('\n'));
await browser.close();
await server.close();
await pfServer.close();
