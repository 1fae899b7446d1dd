/**
 * Takes screenshots of the built site for a look by eye:
 *   npm run screenshots -- [dist] [outDir] [path …]
 * Default paths: home, a rule page and the glossary in every language.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../src/i18n/languages.ts';
import { serveStatic } from './support/static-server.ts';
import { launchBrowser } from './support/browser.ts';

const [dist = 'dist', out = 'screenshots', ...paths] = process.argv.slice(2);
const targets = paths.length
  ? paths
  : LANGS.flatMap((l) => [`${l}/`, `${l}/rules/701.13/`, `${l}/glossary/`]);
mkdirSync(out, { recursive: true });
const server = await serveStatic(dist);
const browser = await launchBrowser();
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of targets) {
    await page.goto(server.url + p);
    const file = join(out, `${p.replace(/[^a-z0-9.]+/gi, '_')}${width}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await page.close();
}
await browser.close();
await server.close();
