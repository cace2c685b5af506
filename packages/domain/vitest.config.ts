import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The main process only waits on the workers: every core runs tests.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], maxWorkers: availableParallelism() },
});
