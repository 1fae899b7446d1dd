/** The shared Chromium and one page per test file, opened before and closed after the file's tests. */
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type FileBrowser } from './browser.ts';

export interface BrowserPage {
  browser: FileBrowser;
  page: Page;
}

/** Registers hooks; the returned object is filled in before the first test runs. */
export function useBrowserPage(): BrowserPage {
  const holder = {} as BrowserPage;
  beforeAll(async () => {
    holder.browser = await openBrowser();
    holder.page = await holder.browser.newPage();
  });
  afterAll(async () => holder.browser?.close());
  return holder;
}
