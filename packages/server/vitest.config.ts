import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { MOCKING_FILES } from './test/support/mockingFiles.js';
import { POSTGRES_PASS_FILES } from './test/support/postgresPassFiles.js';

const require = createRequire(import.meta.url);

// TEST_DATABASE_URL set: every test file gets a PostgreSQL database cloned from
// a migrated template; unset: a PGlite loaded from a migrated dump. npm test's
// PostgreSQL pass runs the files that reach below the SQL (postgresPassFiles.ts).
const postgresPass = Boolean(process.env.TOUCHLINE_TESTS_POSTGRES_PASS);
const onlyInPass = (files: readonly string[]) =>
  postgresPass ? files.filter((file) => POSTGRES_PASS_FILES.includes(file)) : [...files];

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds. Node, and so Yoga,
    // loads the CJS one; Vite would pick the ESM one for our files, and two
    // GraphQLError classes would make every expected error look unexpected.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    globalSetup: ['test/support/globalSetup.ts'],
    // Limits that catch a hang, not slowness: a test waits up to test/support/backgroundWait.ts
    // for background work, on a 2-core machine running other suites beside.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // The main process only waits on the workers: every core runs tests.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: postgresPass ? [...POSTGRES_PASS_FILES] : ['test/**/*.test.ts'],
          exclude: MOCKING_FILES,
          // The files of a worker share its loaded modules: importing the app
          // once per worker instead of once per file saves about 40 s a run.
          // Each file still builds its own app on its own database.
          isolate: false,
        },
      },
      // A file that mocks a module gets modules of its own.
      {
        extends: true,
        test: { name: 'server (module mocks)', include: onlyInPass(MOCKING_FILES) },
      },
    ],
  },
});
