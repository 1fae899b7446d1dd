import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The commands the tests run (import-cr, update-cr, astro build…) are Node processes that load the
// same modules each time: Node keeps their compiled code here, which halves the start of each run.
process.env.NODE_COMPILE_CACHE ??= join(import.meta.dirname, 'node_modules/.cache/node-compile');

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine, where unit files
    // then run one by one while most of them wait on a command they started.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: each file re-importing Astro, unified and the
          // registry cost a third of the lane (130 s → 96 s on 2 cores, all 72 files passing in
          // shuffled orders). Tests that stub globals or env restore them in afterEach.
          isolate: false,
          // The checks over all content (seed similarity, judged search with an edition imported)
          // take tens of seconds on a busy 2-core machine.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          // The project's commands run as a site owner runs them (import-cr, update-cr, npm start,
          // astro build and dev, dependency-cruiser), in processes of their own, and checks over
          // every page of the built site (`dist/`, so after `npm run build`); no browser. In
          // `npm test` they run in the lane beside the browser tests, once the build has ended.
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // On a busy 2-core machine, beside another test file, one run of a command can take tens
          // of seconds.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One file at a time. Two at a time measured 283 s once and 352 s another time, as the
          // pair that ran together decided; one at a time 307–334 s (docs/test-time.md, fourth
          // pass). Every build or `astro dev` runs from a folder of its own all the same
          // (tests/support/build-root.ts), and every file has a browser context of its own.
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // As for the unit tests, one module graph per worker: 21 files each importing Playwright,
          // axe and the registry afresh cost 100 CPU s (e2e 378 → 283 s, 736 → 550 CPU s). No
          // browser file stubs globals or the environment.
          isolate: false,
        },
      },
    ],
  },
});
