/**
 * The browser tests' Chromiums: launched by the test worker the first time a file asks, and
 * shared by every file after it (the browser project runs its files one at a time in one worker,
 * `isolate: false`). A file gets a view of the browser whose `close()` closes the contexts the
 * file opened, not the browser; the browser ends with the worker.
 * A launch per file cost 2.5 s and 4.2 CPU s a file. One Chromium in the global setup that each
 * file connected to cost 0.9 s and 1.5 CPU s a file, and every message then went through a
 * Playwright server in Vitest's main process: driving the browser from the worker itself costs
 * 7 % less CPU a page load (docs/test-time.md, ninth pass).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/support/browser.ts';
import { disableFeatures } from '../../scripts/support/chromium-features.ts';

export * from '../../scripts/support/browser.ts';

/** What a test file uses of a browser; `close()` ends only what the file opened. */
export type FileBrowser = Pick<Browser, 'newContext' | 'newPage' | 'close'>;

type Options = Parameters<Browser['newContext']>[0];

const launched = new Map<'shell' | 'full', Promise<Browser>>();

/**
 * RenderDocument off: a page that loads another page of the same site then keeps its frame host
 * instead of making a new one for each document, as Chromium did before that feature. A navigation
 * costs Chromium about a quarter less CPU (24 loads: 2.4–2.7 CPU s with it, 1.85–1.9 without);
 * what a page does and shows is the same (docs/test-time.md, ninth pass).
 * V8 single-threaded: each page's JavaScript compiled and its heap collected on the thread that
 * runs it, not handed to helper threads. On two cores that are both busy, the hand-offs cost more
 * than they save: 24 page loads with axe took 12.2–12.8 CPU s of Chromium this way, 14.4–15.1
 * with the helper threads, in the same wall time (three runs each; docs/test-time.md, tenth pass).
 */
const TEST_FLAGS = [disableFeatures('RenderDocument'), '--js-flags=--single-threaded'];

function shared(kind: 'shell' | 'full'): Promise<Browser> {
  let b = launched.get(kind);
  if (!b) launched.set(kind, (b = launchBrowser(kind === 'shell', TEST_FLAGS)));
  return b;
}

/** A view of `browser` that keeps the contexts it opens, to close them on `close()`. */
function fileView(browser: Browser): FileBrowser {
  const mine = new Set<BrowserContext>();
  const newContext = async (options?: Options) => {
    const context = await browser.newContext(options);
    mine.add(context);
    context.once('close', () => mine.delete(context));
    return context;
  };
  // As Browser.newPage: a page in a context of its own, which ends with the page.
  const newPage = async (options?: Options): Promise<Page> => {
    const context = await newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close());
    return page;
  };
  const close = async () => {
    await Promise.all([...mine].map((c) => c.close()));
  };
  return { newContext, newPage, close };
}

/** The shared Chromium (the headless shell where installed), as a file's view of it. */
export async function openBrowser(): Promise<FileBrowser> {
  return fileView(await shared('shell'));
}

/**
 * The full Chromium, for contexts with `hasTouch`: in the headless shell a tap on an emulated phone
 * did not reach the page's handlers as it does on a phone.
 */
export async function openTouchBrowser(): Promise<FileBrowser> {
  return fileView(await shared('full'));
}
