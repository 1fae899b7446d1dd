/** The browser tests launch Chromium as the benchmarks do (one launcher: scripts/lib/launch-browser.ts). */
export { CHROMIUM, launchBrowser } from '../../scripts/lib/launch-browser.ts';
