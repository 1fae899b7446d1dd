/**
 * Lighthouse on every page type, mobile and desktop, with Debian's Chromium
 * (`npm run bench:lighthouse -- [dist] [page …]`). Prints performance, accessibility,
 * best-practices and SEO scores. Target: 100 for each.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serveStatic } from './support/static-server.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/browser.ts';

const dist = process.argv[2] ?? 'dist';
const ALL_PAGES = [
  'en/',
  'it/rules/',
  'ja/rules/116/',
  'en/glossary/',
  'it/glossary/library/',
  'ja/articles/mill/',
  'en/cards/glimmervoid-basin/',
  'it/search/?q=cimitero',
  'ja/404/',
];
/** Pages to run (default: one of every type): `npm run bench:lighthouse -- dist it/search/?q=x`. */
const PAGES = process.argv.length > 3 ? process.argv.slice(3) : ALL_PAGES;
const server = await serveStatic(dist);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
console.log(
  '| page | form factor | performance | accessibility | best practices | SEO | audits below 90 |',
);
console.log('|---|---|---|---|---|---|---|');
for (const formFactor of ['mobile', 'desktop'] as const) {
  for (const p of PAGES) {
    // Desktop uses Lighthouse's own desktop preset (screen, user agent and desktop network/CPU throttling).
    const result = await lighthouse(
      `${server.url}${p}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        throttlingMethod: 'simulate',
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const c = result?.lhr.categories;
    const s = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
    const lost = Object.values(result?.lhr.audits ?? {})
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
    console.log(
      `| ${p} | ${formFactor} | ${s('performance')} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} | ${lost.join(', ')} |`,
    );
  }
}
chrome.kill();
await server.close();
