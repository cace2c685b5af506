/**
 * Test files that open no database: `npm test` runs them in its PGlite pass
 * only, not again in its PostgreSQL pass (TOUCHLINE_TESTS_DATABASE_ONLY), where
 * they would prove nothing new.
 */
export const DATABASE_FREE_FILES = [
  'test/analyse.test.ts',
  'test/analyseBundle.test.ts',
  'test/answerBudget.test.ts',
  'test/cli.test.ts',
  'test/dataDirLock.test.ts',
  'test/diagnosticsSigningKey.test.ts',
  'test/landingAssets.test.ts',
  'test/logger.test.ts',
  'test/migrationsMatchSchema.test.ts',
  'test/mockingFiles.test.ts',
  'test/moduleImports.test.ts',
  'test/mutationErrors.test.ts',
  'test/newPassword.test.ts',
  'test/readLargePositionsFile.test.ts',
];
