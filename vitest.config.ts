import { defineConfig } from 'vitest/config';

/*
 * Test files that get a fresh process each: the two that set process.env for @actions/artifact,
 * which reads its service URL and token from there (history.test.ts, artifact.test.ts); and the
 * fault tests, which SIGKILL runners and count the processes left behind (beside in-process runs
 * of other files, their orphan count was wrong). The action's other tests pass the environment as
 * an argument or run the action as a child process, so they share workers with the rest.
 */
const ISOLATED = [
  'test/action/artifact.test.ts',
  'test/action/history.test.ts',
  'test/faults/**/*.test.ts',
];

export default defineConfig({
  test: {
    // Python 3, the one program the tests need from the machine, named when missing; and the Node 24
    // that the action's e2e tests run dist/index.js under, found or installed from npm.
    globalSetup: ['test/setup/python3.ts', 'test/setup/node24.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
    // Most test time is spent waiting on processes (agents, Chromium, Python), not on the CPU: two
    // workers on a 2-core machine keep it busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          // Everything else touches no process-wide state (the CLI runs through main(argv, world),
          // the core takes cwd and env as arguments), so files share worker threads and their
          // module graph: importing src/ once per worker instead of once per file is most of what
          // a unit test file costs.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, pool: 'forks' },
      },
    ],
  },
});
