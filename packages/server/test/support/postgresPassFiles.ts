/**
 * The test files `npm test` runs a second time against a PostgreSQL server
 * (TOUCHLINE_TESTS_POSTGRES_PASS), after every file has run on PGlite.
 *
 * Both drivers run the same schema, migrations and SQL (Drizzle's); what
 * differs is below the SQL, and these files are the ones that reach it:
 * a pool of connections instead of PGlite's one, transactions racing each
 * other, LISTEN/NOTIFY, pg-boss and its advisory locks, several processes on
 * one database, pg-boss's own tables read directly, and the privacy walk,
 * which must hold on either.
 */
export const POSTGRES_PASS_FILES = [
  // Privacy, on both drivers.
  'test/isolation/isolation.test.ts',
  // Jobs: pg-boss on its pool, advisory locks, crashed and live workers, several processes.
  'test/jobQueue.test.ts',
  'test/processing.test.ts',
  'test/processingLiveness.test.ts',
  'test/processingRecovery.test.ts',
  'test/scaleOut.test.ts',
  'test/surveys/surveyTriggerJob.test.ts',
  'test/clubSettings/reprocessing.test.ts',
  'test/admin/adminActions.test.ts',
  'test/admin/sessionDiagnostics.test.ts',
  'test/sessions/sessionDeleteJobs.test.ts',
  // Stored files: parts written on the pool while a file arrives, bytea through node-postgres.
  'test/processing/fileParts.test.ts',
  // Live events: LISTEN/NOTIFY, delivered at commit.
  'test/cable.test.ts',
  'test/cableSessions.test.ts',
  'test/csvBuilder/datasetLiveStatus.test.ts',
  'test/imports/importLive.test.ts',
  'test/graphqlResponseCache.test.ts',
  // Transactions racing each other on separate connections.
  'test/segments/segmentConcurrency.test.ts',
  'test/flexibleReports/chartConcurrency.test.ts',
  'test/signInThrottle.test.ts',
  'test/members/firstRun.test.ts',
  'test/members/invites.test.ts',
];
