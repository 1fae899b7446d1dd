/**
 * Search benchmark on a built site (`npm run bench:search -- [dist] [--no-throttle]`).
 * Serves a copy of the site as a static host would (brotli, quality 11),
 * with a Pagefind index of the same pages beside it, and prints per language:
 * the size of the search data; bytes before the first result and before the
 * first full-text result; bytes of the tenth distinct query; per-keystroke
 * latency; the same for Pagefind; then a slow-4G phone run (first keystroke
 * → first full-text result) and which probe queries each engine answers.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { prepareSite, searchDataSizes, servedSizer } from './bench-search/site-copy.ts';
import { serveBrotli } from './bench-search/serve-brotli.ts';
import { coldQuery, firstResult, typeQuery, warmTimings } from './bench-search/grimoire-run.ts';
import {
  SHOWN,
  pagefindCold,
  pagefindFirst,
  pagefindQuery,
  pagefindTimings,
} from './bench-search/pagefind-run.ts';
import { SLOW_4G } from './bench-search/throttle.ts';

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
const throttled = !args.includes('--no-throttle');
const LANGS = ['en', 'it', 'ja'] as const;
type BenchLang = (typeof LANGS)[number];

/** Ten distinct queries per language, as readers type them; the first is the cold one. */
const QUERIES: Record<BenchLang, string[]> = {
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
/** A cold two-word query per language: its pairs load flexsearch and its context shards (proximity). */
const PHRASES: Record<BenchLang, string> = {
  en: 'combat damage',
  it: 'danno da combattimento',
  ja: '戦闘ダメージ',
};
/** Probes: a query and what a right first answer contains. */
const PROBES: Array<{ lang: BenchLang; q: string; expect: RegExp; what: string }> = [
  { lang: 'en', q: 'graveyrad', expect: /graveyard/i, what: 'typo' },
  { lang: 'ja', q: '１１６．２ａ', expect: /116\.2a/, what: 'full-width rule number' },
  { lang: 'ja', q: 'らいぶらりー', expect: /ライブラリー/, what: 'hiragana for katakana' },
  { lang: 'ja', q: 'macinare', expect: /切削/, what: 'cross-language term' },
  { lang: 'it', q: 'abilita attivata', expect: /abilità attivata/i, what: 'accentless Italian' },
  {
    lang: 'it',
    q: 'travolgere',
    expect: /702\.19|trample|travolgere/i,
    what: 'Italian name of an English rule',
  },
];

const kb = (n: number) => (Number.isFinite(n) ? `${(n / 1024).toFixed(1)} KB` : '—');
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : '—');
function stats(xs: number[]): string {
  if (!xs.length) return '—';
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))]!;
  return `${at(0.5).toFixed(2)} / ${at(0.95).toFixed(2)}`;
}

const site = prepareSite(dist);
const server = await serveBrotli(site.dir);
const browser = await launchBrowser();
const sizeOf = servedSizer(site.dir, server.url);
const probeRows: string[] = [];
/** Whether every page timed was cross-origin isolated (performance.now() in 5 µs steps, not 100 µs). */
let isolated = true;

console.log(`# Search benchmark on ${dist}\n`);
console.log('Sizes are brotli (quality 11), as sent by the bench server.\n');
console.log('| lang | search data files | raw | brotli |');
console.log('|---|---|---|---|');
for (const lang of LANGS) {
  const s = searchDataSizes(dist, lang);
  console.log(`| ${lang} | ${s.files} | ${kb(s.raw)} | ${kb(s.brotli)} |`);
}

/** Our search in one language: cold first query, nine more, timings, probes. */
async function benchGrimoire(b: Browser, lang: BenchLang): Promise<string> {
  const qs = QUERIES[lang];
  const cold = await coldQuery(b, `${server.url}${lang}/`, qs[0]!, { sizeOf });
  const perQuery = [cold.log.bytesBetween(0, Date.now())];
  for (const q of qs.slice(1)) perQuery.push(await typeQuery(cold.page, cold.log, q));
  const t = await warmTimings(cold.page, cold.log, qs);
  isolated &&= await cold.page.evaluate(() => crossOriginIsolated);
  for (const p of PROBES.filter((x) => x.lang === lang)) {
    const first = await firstResult(cold.page, cold.log, p.q);
    probeRows.push(
      `| ${p.what} | ${lang} | ${p.q} | Grimoire | ${p.expect.test(first) ? 'yes' : 'no'} |`,
    );
  }
  await cold.page.close();
  const phrase = await coldQuery(b, `${server.url}${lang}/`, PHRASES[lang], { sizeOf });
  await phrase.page.close();
  const all = perQuery.reduce((a, n) => a + n, 0);
  return `| ${lang} | Grimoire | ${kb(cold.bytesFirst)} | ${kb(cold.bytesFull)} | ${kb(phrase.bytesFull)} | ${kb(perQuery[9] ?? NaN)} | ${kb(all)} | ${stats(t.tier0)} | ${stats(t.full)} |`;
}

/** Pagefind in one language, the same way. */
async function benchPagefind(b: Browser, lang: BenchLang): Promise<string> {
  const qs = QUERIES[lang];
  const cold = await pagefindCold(b, `${server.url}${lang}/`, server.url, qs[0]!, { sizeOf });
  const perQuery = [cold.log.bytesBetween(0, Date.now())];
  for (const q of qs.slice(1)) perQuery.push(await pagefindQuery(cold.page, cold.log, q));
  const times = await pagefindTimings(cold.page, cold.log, qs);
  for (const p of PROBES.filter((x) => x.lang === lang)) {
    const first = await pagefindFirst(cold.page, cold.log, p.q);
    probeRows.push(
      `| ${p.what} | ${lang} | ${p.q} | Pagefind | ${p.expect.test(first) ? 'yes' : 'no'} |`,
    );
  }
  await cold.page.close();
  const all = perQuery.reduce((a, n) => a + n, 0);
  return `| ${lang} | Pagefind | — | ${kb(cold.bytesFull)} | — | ${kb(perQuery[9] ?? NaN)} | ${kb(all)} | — | ${stats(times)} |`;
}

console.log(
  `\nBytes are counted from the first focus of the box (page load excluded); the first query is typed at ${1000 / 100} keys a second. Pagefind loads the fragments of its first ${SHOWN} results, as its UI does.\n`,
);
console.log(
  '| lang | engine | bytes → first result (tier 0) | bytes → first full-text result | bytes → first full-text result, cold two-word query (flexsearch loaded) | bytes, 10th distinct query | bytes, all 10 queries | tier 0 per keystroke median / p95 (ms) | full text median / p95 (ms), loaded |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const lang of LANGS) {
  console.log(await benchGrimoire(browser, lang));
  if (site.pagefind) console.log(await benchPagefind(browser, lang));
}

console.log(
  `\nTier 0 is timed over five rounds of the ten queries typed key by key, after one untimed round; the pages were ${isolated ? '' : 'not '}cross-origin isolated (performance.now() in ${isolated ? '5' : '100'} µs steps).`,
);

/** Cold runs per language and engine on the slow phone; the table shows their median. */
const SLOW_RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The slow-phone row of one language: medians of `SLOW_RUNS` cold runs of each engine. */
async function benchSlow(lang: BenchLang): Promise<string> {
  const q = QUERIES[lang][0]!;
  const url = `${server.url}${lang}/`;
  const ours = { first: [] as number[], full: [] as number[] };
  const theirs: number[] = [];
  for (let i = 0; i < SLOW_RUNS; i++) {
    const g = await coldQuery(browser, url, q, { slow: true, sizeOf });
    await g.page.close();
    ours.first.push(g.msFirst);
    ours.full.push(g.msFull);
    if (!site.pagefind) continue;
    const p = await pagefindCold(browser, url, server.url, q, { slow: true, sizeOf });
    await p.page.close();
    theirs.push(p.msFull);
  }
  return `| ${lang} | ${q} | ${ms(median(ours.first))} | ${ms(median(ours.full))} | ${ms(median(theirs))} |`;
}

if (throttled) {
  console.log(
    `\nSlow 4G phone (${SLOW_4G.latency} ms RTT, 1.6 Mbit/s, CPU ×${SLOW_4G.cpuSlowdown}): first keystroke → first result, cold cache, median of ${SLOW_RUNS} runs.\n`,
  );
  console.log(
    '| lang | query | Grimoire: first result | Grimoire: first full-text result | Pagefind: first result |',
  );
  console.log('|---|---|---|---|---|');
  for (const lang of LANGS) console.log(await benchSlow(lang));
}

console.log('\n| probe | lang | query | engine | right first result |');
console.log('|---|---|---|---|---|');
console.log(probeRows.join('\n'));
await browser.close();
await server.close();
