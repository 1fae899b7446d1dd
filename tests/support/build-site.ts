/** Moved to scripts/support/build-site.ts: the commands and benchmarks use it too, and they do not depend on tests/. */
export * from '../../scripts/support/build-site.ts';
