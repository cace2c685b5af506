import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// TEST_DATABASE_URL set: every test file gets a PostgreSQL database cloned from
// a migrated template; unset: a PGlite loaded from a migrated dump.
export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds. Node, and so Yoga,
    // loads the CJS one; Vite would pick the ESM one for our files, and two
    // GraphQLError classes would make every expected error look unexpected.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
