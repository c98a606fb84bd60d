import { defineConfig } from 'vitest/config';

import { catalogFiles } from './scripts/catalogFiles';

// Three projects, all run by `npm test`:
// unit   - domain rules, offline stores, React components (happy-dom);
// server - the real Hono app against a real SQLite file (and PostgreSQL when reachable);
// e2e    - the built app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        // The map of the catalogues' files (virtual:catalog-files), which a part drawn later loads its texts with.
        plugins: [catalogFiles()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          // Room for a loaded 2-core machine: the form tests type into many fields.
          testTimeout: 30_000,
        },
      },
      {
        // The map of the catalogues' files (virtual:catalog-files), which the server render names.
        plugins: [catalogFiles()],
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/e2e/harness/freshConnections.ts'],
          // A test's whole budget, not a check: beside another file on two loaded cores a test takes up
          // to about twice its time alone (staff-console's first, 40 s alone, would near 60 s).
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Two files at a time, each with its own server and data (harness/site.ts): much of a
          // browser test is waiting on the network, timers and the other process, so two fill the
          // 2-core machine the suite is made for better than one (more were not tried).
          // E2E_WORKERS=1 runs them one at a time (still each on its own server): on a machine whose
          // cores are taken by other work, two files beside each other overran the tests' 30 s waits.
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // After unit and server (one worker each by default on 2 cores): vitest runs the projects
          // of one group with one maxWorkers.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
