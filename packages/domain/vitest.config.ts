import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The main process only waits on the workers: every core runs tests.
// The domain is pure (no module mocks, no module state the tests change), so
// the files of a worker share its loaded modules: importing them once per
// worker rather than once per file halves the run (35 → 16 s).
// A test's time limit catches a test that hangs, not a slow one (the benchmarks
// measure speed): a file parse of under a second alone takes several times that
// on a 2-core machine running other suites beside it.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    maxWorkers: availableParallelism(),
    isolate: false,
    testTimeout: 30_000,
  },
});
