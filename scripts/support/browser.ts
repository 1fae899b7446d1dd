/** Launches Debian's Chromium headless through playwright-core (for benchmarks, scripts and the browser tests). */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every headless Chromium of the project starts with (quiet, no sandbox, no GPU). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_FLAGS, '--disable-quic'],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** One Chromium that several processes connect to (`chromium.connect(server.wsEndpoint())`). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}
