import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { athleteMetricSets } from '../src/db/tables.js';
import type * as StoreModule from '../src/modules/processing/storeParticipationMetrics.js';
import { PROCESS_RAW_TRACK } from '../src/modules/processing/processingQueues.js';
import {
  createProcessingQueues,
  startProcessingWorkers,
  type StopProcessingWorkers,
} from '../src/modules/processing/startProcessingWorkers.js';
import { seedProcessingSession, simulatedMatchFiles } from './support/processingSession.js';
import { clubIdNamed } from './support/rivalClub.js';
import { startTestApp, type TestApp } from './support/testApp.js';
import { usingPostgres } from './support/testDatabase.js';
import { untilProcessed } from './support/untilProcessed.js';

// Storing fails once when asked to: a transient database error mid-job.
const failures = vi.hoisted(() => ({ remaining: 0 }));
vi.mock('../src/modules/processing/storeParticipationMetrics.js', async (importOriginal) => {
  const original = await importOriginal<typeof StoreModule>();
  return {
    storeParticipationMetrics: (...args: Parameters<typeof original.storeParticipationMetrics>) => {
      if (failures.remaining > 0) {
        failures.remaining--;
        return Promise.reject(new Error('connection reset'));
      }
      return original.storeParticipationMetrics(...args);
    },
  };
});

let testApp: TestApp;
let stopWorkers: StopProcessingWorkers | undefined;
let clubId: string;
const match = simulatedMatchFiles(2, 11);
const halves = match.simulated.segments.filter((segment) => segment.kind !== 'halfTime');
const db = () => testApp.app.touchline.database.db;

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(db(), 'Touchline FC');
});
afterAll(async () => {
  await stopWorkers?.();
  await testApp.close();
});

it('finishes, without duplicates, the jobs a killed process had taken', async () => {
  const { database, jobs } = testApp.app.touchline;
  await createProcessingQueues(database, jobs);
  const seeded = await seedProcessingSession(db(), jobs, { clubId, files: match.files, halves });
  // A process takes both jobs and dies before finishing them.
  const taken = await jobs.fetch(PROCESS_RAW_TRACK, { batchSize: 10 });
  expect(taken).toHaveLength(2);
  if (usingPostgres) {
    // Another process could still be working on them: they return when they
    // expire. Here the clock is moved on instead of waiting two minutes.
    await database.executeSql(
      `update pgboss.job set started_on = now() - interval '1 hour' where name = $1 and state = 'active'`,
      [PROCESS_RAW_TRACK],
    );
    await jobs.expire();
  }
  stopWorkers = await startProcessingWorkers({ database, jobs, log: pino({ level: 'silent' }) });
  await untilProcessed(db(), seeded.sessionId);
  const rows = await db()
    .select()
    .from(athleteMetricSets)
    .where(eq(athleteMetricSets.sessionId, seeded.sessionId));
  expect(rows).toHaveLength(2 * 4);
});

it('retries a job that failed for an unexpected reason', async () => {
  const { jobs } = testApp.app.touchline;
  failures.remaining = 1;
  const seeded = await seedProcessingSession(db(), jobs, {
    clubId,
    files: match.files.slice(0, 1),
    halves,
  });
  await untilProcessed(db(), seeded.sessionId);
  expect(failures.remaining).toBe(0);
  const rows = await db()
    .select()
    .from(athleteMetricSets)
    .where(eq(athleteMetricSets.sessionId, seeded.sessionId));
  expect(rows).toHaveLength(4);
});
