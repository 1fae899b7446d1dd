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
  }
}

/** Connects to the shared Chromium (closing what it returns ends the connection only). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}
