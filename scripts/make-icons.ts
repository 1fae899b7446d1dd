/**
 * Draws the web app's icons from public/favicon.svg in headless Chromium:
 *   npx node scripts/make-icons.ts
 * writes public/icons/icon-192.png, icon-512.png and maskable-512.png (the
 * mark inside the safe zone on the brand colour). Run again when the mark changes.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { launchBrowser } from './support/browser.ts';

const svg = readFileSync('public/favicon.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
mkdirSync('public/icons', { recursive: true });
const browser = await launchBrowser();
const icons: Array<[string, number, boolean]> = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
];
for (const [name, size, maskable] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const mark = maskable ? Math.round(size * 0.62) : size;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#f4e9ff' : 'transparent'}"><img src="${dataUrl}" width="${mark}" height="${mark}"></body>`,
  );
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: !maskable });
  await page.close();
  console.log(`public/icons/${name}`);
}
await browser.close();
