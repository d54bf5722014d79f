import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // where the integration files mostly wait on databases, child processes and timers. One worker
    // per core, at least two. Set here for every project (projects run together must agree); e2e and
    // cluster keep one file at a time (fileParallelism: false).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // One module graph per worker, not per file (isolate: false): importing the server cost ~4 s
        // per file and PGlite's start ~2 s, so the integration run took 13 min on 2 cores, 5.7 min after.
        // Every file still builds its own app on its own database (test/build-test-app.ts).
        test: {
          name: 'server-int',
          root: 'apps/server',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          exclude: ['**/*.mocked.int.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Files that replace a module with vi.mock need a module graph of their own.
        test: {
          name: 'server-int-mocked',
          root: 'apps/server',
          include: ['src/**/*.mocked.int.test.ts', 'test/**/*.mocked.int.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...webProjects,
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['specs/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./harness/global-setup.ts'],
          // One spec file at a time: two at once, each on a server of its own, took longer on 2 cores
          // (432 s against 410 s), every file twice as slow. One worker keeps its modules and its
          // Chromium from file to file (harness/browser.ts).
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // `npm run test:cluster`: two built replicas behind nginx on a PostgreSQL of its own, Redis and S3.
        test: {
          name: 'cluster',
          root: 'cluster',
          include: ['specs/**/*.cluster.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
