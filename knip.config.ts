import type { KnipConfig } from 'knip';

// Dead files, exports and dependencies (`npx knip`; a step of `npm test`). The plugins find
// the tools' own entries: Vite, Vitest and their setup files, GraphQL Codegen, Drizzle and
// Playwright configurations and the test files they run. What they cannot see is listed here.
const config: KnipConfig = {
  // An export its own file uses is not dead.
  ignoreExportsUsedInFile: true,
  // The push-service stand-in of the server's tests makes its certificate with the system's openssl.
  ignoreBinaries: ['openssl'],
  workspaces: {
    '.': {
      // `npm test`, `npm start`, `npm run bench`; a benchmark also runs on its own.
      // The scale run starts lib/serveWithoutAnswerCache.mjs as a process, by its path.
      entry: [
        'scripts/*.mjs',
        'scripts/bench/*.mjs',
        'scripts/bench/lib/serveWithoutAnswerCache.mjs',
      ],
      project: ['scripts/**/*.mjs'],
      ignoreDependencies: [
        // The benchmarks drive the workspaces' own packages (installed with them).
        '@playwright/test',
        '@garmin/fitsdk',
        'drizzle-orm',
        'graphql',
        'graphql-ws',
        'pg',
        'ws',
      ],
    },
    'packages/domain': {
      project: ['src/**/*.ts'],
    },
    'packages/server': {
      entry: [
        'src/main.ts',
        'src/worker.ts',
        'src/cli/main.ts',
        'src/cli/analyseMain.ts',
        // Worker threads, started by their compiled file's URL.
        'src/modules/processing/engineThread.ts',
        'src/demo/demoSimulationWorker.ts',
        'scripts/*.mjs',
      ],
      project: ['src/**/*.ts', 'test/**/*.ts', 'scripts/*.mjs', 'bin/*.js'],
    },
    'packages/web': {
      entry: [
        'scripts/*.mjs',
        // Only GraphQL fragments, which other documents spread by name: Codegen reads them,
        // no module imports them.
        'src/features/dashboard/DashboardMetricSet.ts',
        'src/features/flexibleReporting/charts/reportChartFields.ts',
        'src/lib/reporting/datasetTableFields.ts',
      ],
      project: ['src/**/*.{ts,tsx}', 'scripts/*.mjs'],
      ignore: ['src/gql/**'],
    },
    'packages/e2e': {
      entry: ['scripts/*.mjs'],
      project: ['tests/**/*.ts', 'fixtures/**/*.ts', 'scripts/*.mjs'],
    },
  },
};

export default config;
