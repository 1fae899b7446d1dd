/**
 * A page has settled when no request it made is still open and its main
 * thread has gone idle twice in a row without starting another one: what
 * loading it started (fetches, redirects, results) is done. Event-driven,
 * unlike `waitForLoadState('networkidle')`, which always waits 500 ms more.
 *
 * Every wait is bounded and fails naming what it waited for: a request that
 * stays open, a page that paints no frame, a page closed under it. A wait must
 * never spin: a closed page rejects `evaluate` at once, and a loop retrying it
 * would starve Node's event loop, so that no timer (not even the test's own
 * timeout) could fire and the whole run would hang.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Page, Request } from 'playwright-core';

/** How long a page may keep a request open before `settled()` fails and names the request. */
const REQUEST_LIMIT_MS = 30_000;
/** How long two idle periods may take before `settled()` fails (a page that paints no frame). */
const IDLE_LIMIT_MS = 15_000;

/**
 * Twice: a painted frame, then a background task, which the page's scheduler runs only once no
 * task of higher priority is waiting (the main thread has gone idle). Not `requestIdleCallback`:
 * in Debian's headless shell its idle periods often never come (18 of 60 waits after a frame
 * stalled past 4 s, against 0 of 60 in the full Chromium and 0 of 60 for a background task).
 */
function idleTwice(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const scheduler = (globalThis as unknown as { scheduler: Scheduler }).scheduler;
    for (let i = 0; i < 2; i++)
      await new Promise<void>((done) =>
        requestAnimationFrame(() => void scheduler.postTask(done, { priority: 'background' })),
      );
  });
}

/** The part of the Prioritized Task Scheduling API used here (Chromium's `scheduler`). */
interface Scheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/** Rejects with `message` after `ms`, unless `work` settles first. */
async function within<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(message())), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** True when `evaluate` failed because the page moved on to another document (try again). */
const movedOn = (e: unknown) =>
  e instanceof Error && /context was destroyed|navigat|frame was detached/i.test(e.message);

/** Starts counting the page's requests; the function returned resolves once the page has settled. */
export function watchRequests(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  let started = 0;
  let wake: (() => void) | undefined;
  page.on('request', (r) => {
    open.add(r);
    started++;
  });
  const finished = (r: Request) => {
    open.delete(r);
    if (open.size === 0) wake?.();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  // A closed page finishes no more requests: end the wait.
  page.on('close', () => wake?.());
  /** Resolves when no request is open; fails, naming them, when some stay open too long. */
  function noneOpen(): Promise<void> {
    if (open.size === 0 || page.isClosed()) return Promise.resolve();
    const urls = () => [...open].map((r) => r.url()).join(', ');
    return within(new Promise<void>((done) => (wake = done)), REQUEST_LIMIT_MS, () => {
      return `requests still open after ${REQUEST_LIMIT_MS} ms: ${urls()}`;
    });
  }
  /** Two idle periods; false if the page moved on to another document meanwhile. */
  function idle(): Promise<boolean> {
    const painted = idleTwice(page).then(
      () => true,
      (e: unknown) => {
        if (movedOn(e) && !page.isClosed()) return false;
        throw e;
      },
    );
    return within(painted, IDLE_LIMIT_MS, () => {
      return `${page.url()} painted no frame or never went idle in ${IDLE_LIMIT_MS} ms`;
    });
  }
  return async function settled() {
    for (;;) {
      await noneOpen();
      if (page.isClosed()) throw new Error(`the page was closed before it settled`);
      const before = started;
      const quiet = await idle();
      if (quiet && open.size === 0 && started === before) return;
      // A page that moved on (a redirect by script) is waited for again, after a turn of the event loop.
      await nextTurn();
    }
  };
}
