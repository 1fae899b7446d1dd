/** Moved to scripts/support/browser.ts: the commands and benchmarks use it too, and they do not depend on tests/. */
export * from '../../scripts/support/browser.ts';
