/**
 * What a cold query fetches, request by request
 * (`node scripts/bench-search-requests.ts <dist> <lang> <query>...`): for
 * each query, a fresh page types it as the search bench does (10 keys a
 * second) and this prints every request from the first focus of the box,
 * with its brotli bytes and whether it ended before the first full-text
 * result showed (the bench's "bytes → first full-text result").
 */
import { launchBrowser } from './support/browser.ts';
import { prepareSite, servedSizer } from './bench-search/site-copy.ts';
import { serveBrotli } from './bench-search/serve-brotli.ts';
import { coldQuery } from './bench-search/grimoire-run.ts';
import { keyTimes, marks } from './bench-search/page-probe.ts';

const [dist, lang, ...queries] = process.argv.slice(2);
if (!dist || !lang || !queries.length) {
  console.error('usage: node scripts/bench-search-requests.ts <dist> <lang> <query>...');
  process.exit(2);
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const site = prepareSite(dist, false);
const server = await serveBrotli(site.dir);
const browser = await launchBrowser();
const sizeOf = servedSizer(site.dir, server.url);
for (const q of queries) {
  const cold = await coldQuery(browser, `${server.url}${lang}/`, q, { sizeOf });
  const m = await marks(cold.page);
  console.log(`\n## ${lang} «${q}»: ${kb(cold.bytesFull)} to the first full-text result`);
  console.log(`first key → first full-text result: ${(m.firstFull - m.firstKey).toFixed(0)} ms\n`);
  const start = Math.min(...cold.log.fetched.map((f) => f.start));
  const keys = (await keyTimes(cold.page)).map((t) => (t - start).toFixed(0));
  console.log(
    `characters typed at +${keys.join(', +')} ms; first full-text result at +${(m.firstFull - start).toFixed(0)} ms\n`,
  );
  for (const f of [...cold.log.fetched].sort((a, b) => a.start - b.start)) {
    const before = f.end <= m.firstFull ? 'before' : 'after ';
    const path = new URL(f.url).pathname;
    console.log(
      `${before} +${(f.start - start).toFixed(0).padStart(5)} ms ${kb(f.bytes).padStart(8)} ${path}`,
    );
  }
  await cold.page.close();
}
await browser.close();
await server.close();
