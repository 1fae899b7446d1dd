/** Moved to scripts/support/forum-server.ts: the commands and benchmarks use it too, and they do not depend on tests/. */
export * from '../../scripts/support/forum-server.ts';
