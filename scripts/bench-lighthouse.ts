/**
 * Lighthouse on every page type, mobile and desktop, with Debian's Chromium
 * (`npm run bench:lighthouse -- [dist]`). Prints performance, accessibility,
 * best-practices and SEO scores. Target: 100 for each.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveStatic } from '../tests/support/static-server.ts';
import { CHROMIUM } from '../tests/support/browser.ts';

const dist = process.argv[2] ?? 'dist';
const PAGES = ['en/', 'it/rules/', 'ja/rules/116/', 'en/glossary/', 'it/glossary/library/', 'ja/articles/mill/', 'en/cards/glimmervoid-basin/', 'it/search/?q=cimitero', 'ja/404/'];
const server = await serveStatic(dist);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
console.log('| page | form factor | performance | accessibility | best practices | SEO |');
console.log('|---|---|---|---|---|---|');
for (const formFactor of ['mobile', 'desktop'] as const) {
  for (const p of PAGES) {
    const result = await lighthouse(`${server.url}${p}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor,
      screenEmulation: formFactor === 'desktop' ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } : undefined,
      throttlingMethod: 'simulate',
    });
    const c = result?.lhr.categories;
    const s = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
    console.log(`| ${p} | ${formFactor} | ${s('performance')} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} |`);
  }
}
chrome.kill();
await server.close();
