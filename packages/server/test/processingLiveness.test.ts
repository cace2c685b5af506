import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobClaims, processingWarnings, rawTracks } from '../src/db/tables.js';
import { WORKER_LOCK_CLASS } from '../src/jobs/workerLiveness.js';
import { MAX_PROCESSING_STARTS } from '../src/modules/processing/processRawTracks.js';
import {
  PROCESS_RAW_TRACK,
  type ProcessRawTrackJob,
} from '../src/modules/processing/processingQueues.js';
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
import { BACKGROUND_WAIT_MS } from './support/backgroundWait.js';

let testApp: TestApp;
let clubId: string;
let stopWorkers: StopProcessingWorkers | undefined;
const match = simulatedMatchFiles(3, 5);
const halves = match.simulated.segments.filter((segment) => segment.kind !== 'halfTime');
const db = () => testApp.app.touchline.database.db;
const startWorkers = async () => {
  const { database, jobs } = testApp.app.touchline;
  stopWorkers = await startProcessingWorkers({ database, jobs, log: pino({ level: 'silent' }) });
};

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(db(), 'Touchline FC');
  await createProcessingQueues(testApp.app.touchline.database, testApp.app.touchline.jobs);
});
afterAll(async () => {
  await stopWorkers?.();
  await testApp.close();
});

/** A worker process as PostgreSQL sees it: a connection holding its liveness lock. */
async function workerProcess(key: number) {
  const client = new pg.Client({
    connectionString: testApp.testDatabase.database.connectionString!,
  });
  await client.connect();
  await client.query('select pg_advisory_lock($1, $2)', [WORKER_LOCK_CLASS, key]);
  return { key, die: () => client.end() };
}

async function statusOf(ids: readonly string[]) {
  const rows = await db()
    .select({ id: rawTracks.id, status: rawTracks.status })
    .from(rawTracks)
    .where(inArray(rawTracks.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.status]));
}

it.runIf(usingPostgres)(
  "retries a dead process's jobs at once, and never takes a live process's",
  async () => {
    const { jobs } = testApp.app.touchline;
    const seeded = await seedProcessingSession(db(), jobs, { clubId, files: match.files, halves });
    const taken = await jobs.fetch<ProcessRawTrackJob>(PROCESS_RAW_TRACK, { batchSize: 10 });
    expect(taken).toHaveLength(3);
    const dead = await workerProcess(101);
    const live = await workerProcess(202);
    const claim = (job: (typeof taken)[number], key: number) => ({
      jobId: job.id,
      queue: PROCESS_RAW_TRACK,
      workerKey: key,
    });
    await db()
      .insert(jobClaims)
      .values([claim(taken[0]!, dead.key), claim(taken[1]!, dead.key), claim(taken[2]!, live.key)]);
    await dead.die();
    const liveTrack = taken[2]!.data.rawTrackId;
    const deadTracks = [taken[0]!.data.rawTrackId, taken[1]!.data.rawTrackId];

    // The wait is far shorter than the jobs' expiry (15 minutes): processed within it, they
    // were retried as the workers started, not when their claims ran out.
    await startWorkers();
    await expect
      .poll(async () => [...(await statusOf(deadTracks)).values()], { timeout: BACKGROUND_WAIT_MS })
      .toEqual(['processed', 'processed']);
    expect((await statusOf([liveTrack])).get(liveTrack)).toBe('queued');
    const liveJob = await jobs.getJobById(PROCESS_RAW_TRACK, taken[2]!.id);
    expect(liveJob?.state).toBe('active');

    // Once the live process dies too, the next sweep gives its job back.
    await live.die();
    await untilProcessed(db(), seeded.sessionId, 20_000);
    expect([...(await statusOf(seeded.rawTrackIds)).values()]).toEqual([
      'processed',
      'processed',
      'processed',
    ]);
  },
  40_000,
);

it('sets aside a track that keeps taking its process down, with a warning', async () => {
  const { jobs } = testApp.app.touchline;
  const seeded = await seedProcessingSession(db(), jobs, {
    clubId,
    files: match.files.slice(0, 1),
    halves,
  });
  const [rawTrackId] = seeded.rawTrackIds;
  // As if every start so far had ended with the process killed mid-way.
  await db()
    .update(rawTracks)
    .set({ processingStarts: MAX_PROCESSING_STARTS })
    .where(eq(rawTracks.id, rawTrackId!));
  if (!stopWorkers) await startWorkers();
  await untilProcessed(db(), seeded.sessionId);
  expect((await statusOf([rawTrackId!])).get(rawTrackId!)).toBe('failed');
  const warnings = await db()
    .select()
    .from(processingWarnings)
    .where(
      and(
        eq(processingWarnings.sessionId, seeded.sessionId),
        eq(processingWarnings.code, 'PROCESSING_FAILED'),
      ),
    );
  expect(warnings.map((warning) => warning.message)).toEqual([
    `${match.files[0]!.fileName}: processing stopped ${MAX_PROCESSING_STARTS} times before it could finish, so the file was set aside; upload it again or ask an administrator to look at the server log`,
  ]);
});
