/**
 * The browser tests' Chromium: one, started by the global setup, that every test file connects
 * to. A file's `close()` ends its connection and the contexts it opened, not the browser.
 * Launching a Chromium per file cost 2.5 s and 4.2 CPU s a file; connecting costs 0.9 s and 1.5.
 */
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

export * from '../../scripts/support/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's address (tests/e2e/global-setup.ts). */
    browserWsEndpoint: string;
    /** The full Chromium, for pages tapped on an emulated phone (tests/e2e/global-setup.ts). */
    touchBrowserWsEndpoint: string;
  }
}

/** Connects to the shared Chromium (closing what it returns ends the connection only). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/**
 * Connects to the full Chromium, for contexts with `hasTouch`: in the headless shell a tap on an
 * emulated phone did not reach the page's handlers as it does on a phone.
 */
export function connectTouchBrowser(): Promise<Browser> {
  return chromium.connect(inject('touchBrowserWsEndpoint'));
}
