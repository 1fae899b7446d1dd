/**
 * A page has settled when no request it made is still open and its main
 * thread has gone idle twice in a row without starting another one: what
 * loading it started (fetches, redirects, results) is done. Event-driven,
 * unlike `waitForLoadState('networkidle')`, which always waits 500 ms more.
 */
import type { Page } from 'playwright-core';

/** Two idle periods of the page's main thread, each after a painted frame. */
function idleTwice(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i++)
      await new Promise<void>((done) =>
        requestAnimationFrame(() => requestIdleCallback(() => done())),
      );
  });
}

/** Starts counting the page's requests; the function returned resolves once the page has settled. */
export function watchRequests(page: Page): () => Promise<void> {
  let open = 0;
  let started = 0;
  let wake: (() => void) | undefined;
  page.on('request', () => {
    open++;
    started++;
  });
  const finished = () => {
    open--;
    if (open === 0) wake?.();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async function settled() {
    for (;;) {
      if (open > 0) await new Promise<void>((done) => (wake = done));
      const before = started;
      // A page that moves on (a redirect by script) destroys the context mid-wait: wait again.
      const idle = await idleTwice(page).then(
        () => true,
        () => false,
      );
      if (idle && open === 0 && started === before) return;
    }
  };
}
