import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { startWorkerLiveness } from '../jobs/workerLiveness.js';
import { aggregateSession } from './aggregateSession.js';
import { startEngineThreads } from './engineThreads.js';
import { processRawTracks, recordUnexpectedFailure } from './processRawTracks.js';
import {
  AGGREGATE_SESSION,
  PROCESS_RAW_TRACK,
  PROCESSING_QUEUES,
  type AggregateSessionJob,
  type ProcessRawTrackJob,
} from './processingQueues.js';
import { queueSessionAggregation } from './queueSessionAggregation.js';
import { resumeInterruptedProcessing } from './resumeInterruptedProcessing.js';

// Jobs fetched at once: a whole match's tracks, so that one multi-track file
// is parsed once, with its uploads spread over the engine threads. After a
// full batch the worker fetches again at once (pg-boss otherwise waits out
// the rest of its polling interval).
const RAW_TRACK_BATCH = 24;
const POLLING_INTERVAL_S = 0.5;
// On PostgreSQL, how often live workers look for a dead process's jobs.
const SWEEP_INTERVAL_MS = 5_000;
const STOP_TIMEOUT_MS = 10_000;

// The raw-track worker running in this process, per job queue (none in an API
// process with TOUCHLINE_WORKERS=off: other processes' workers poll).
const rawTrackWorkers = new WeakMap<PgBoss, string>();

/**
 * Tells this process's raw-track worker that jobs were just committed, so it
 * fetches them now rather than at its next poll.
 */
export function wakeProcessingWorkers(jobs: PgBoss): void {
  const worker = rawTrackWorkers.get(jobs);
  if (worker) jobs.notifyWorker(worker);
}

/** Creates the queues only (an API process that runs no workers still queues jobs). */
export async function createProcessingQueues(jobs: PgBoss): Promise<void> {
  for (const queue of PROCESSING_QUEUES) {
    await jobs.createQueue(queue.name, queue);
    // A queue created by an older version takes this version's retry and expiry.
    await jobs.updateQueue(queue.name, queue);
  }
}

/** Stops this process's workers once their running jobs are done. */
export type StopProcessingWorkers = () => Promise<void>;

/**
 * Starts the processing workers on this process (the API process by default,
 * or `touchline worker`), after resuming what a dead process left behind.
 */
export async function startProcessingWorkers(deps: {
  database: Database;
  jobs: PgBoss;
  log: Logger;
}): Promise<StopProcessingWorkers> {
  const { database, jobs, log } = deps;
  const { db } = database;
  await createProcessingQueues(jobs);
  const liveness = await startWorkerLiveness(database, log);
  const engine = startEngineThreads();
  const resumed = await resumeInterruptedProcessing(database, jobs, { atStart: true });
  if (resumed > 0) log.info({ resumed }, 'resumed interrupted processing');

  /**
   * Fails a job for pg-boss to retry. The handlers never throw: pg-boss would
   * store the error itself, unawaited, and whatever the error quoted (a
   * file's bytes, a NUL) could fail that write and with it the process.
   */
  const failJob = (queue: string, jobId: string) =>
    jobs.fail(queue, jobId, { message: `${queue} failed; see the server log` }).then(
      () => undefined,
      (error: unknown) => log.error({ err: error, jobId }, 'could not mark a job failed'),
    );

  let running = 0;
  let idle: (() => void) | null = null;
  /**
   * Runs a batch, claimed for as long as it runs so other processes know it
   * is alive. What it throws fails the batch's jobs (for a retry) here.
   */
  const claimed = async <T>(queue: string, batch: PgBoss.Job<T>[], run: () => Promise<void>) => {
    const ids = batch.map((job) => job.id);
    running += 1;
    try {
      await liveness.claim(queue, ids);
      await run();
    } catch (error) {
      log.error({ err: error, queue, jobIds: ids }, 'a batch of jobs failed');
      for (const id of ids) await failJob(queue, id);
    } finally {
      await liveness.release(ids).catch(() => undefined);
      running -= 1;
      if (running === 0) idle?.();
    }
  };

  const aggregationWorker = await jobs.work<AggregateSessionJob>(
    AGGREGATE_SESSION,
    { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_S },
    (batch) =>
      claimed(AGGREGATE_SESSION, batch, async () => {
        for (const job of batch) await aggregateSession(db, job.data);
      }),
  );

  const rawTrackWorker: string = await jobs.work<ProcessRawTrackJob>(
    PROCESS_RAW_TRACK,
    {
      batchSize: RAW_TRACK_BATCH,
      includeMetadata: true,
      pollingIntervalSeconds: POLLING_INTERVAL_S,
    },
    (batch) =>
      claimed(PROCESS_RAW_TRACK, batch, async () => {
        const outcomes = await processRawTracks(
          { db, engine },
          batch.map((job) => job.data.rawTrackId),
        );
        const sessions = new Map<string, AggregateSessionJob>();
        // Each job of the batch succeeds or fails on its own: a failure is
        // reported for that job only (pg-boss completes the rest afterwards).
        for (const job of batch) {
          const outcome = outcomes.get(job.data.rawTrackId);
          if (outcome instanceof Error) {
            const lastAttempt = job.retryCount >= job.retryLimit;
            log.error(
              { err: outcome, rawTrackId: job.data.rawTrackId, lastAttempt },
              'processing failed',
            );
            if (!lastAttempt) {
              await failJob(PROCESS_RAW_TRACK, job.id);
              continue;
            }
            await recordUnexpectedFailure(db, job.data.rawTrackId, outcome);
          }
          sessions.set(job.data.sessionId, {
            clubId: job.data.clubId,
            sessionId: job.data.sessionId,
          });
        }
        for (const session of sessions.values()) await queueSessionAggregation(db, jobs, session);
        if (sessions.size > 0) jobs.notifyWorker(aggregationWorker);
        // A full batch means more are likely waiting: fetch again at once, not after the interval.
        if (batch.length === RAW_TRACK_BATCH) jobs.notifyWorker(rawTrackWorker);
      }),
  );
  rawTrackWorkers.set(jobs, rawTrackWorker);

  const sweep =
    database.driver === 'postgres'
      ? setInterval(() => {
          resumeInterruptedProcessing(database, jobs, { atStart: false }).catch((error: unknown) =>
            log.warn({ err: error }, 'looking for interrupted jobs failed'),
          );
        }, SWEEP_INTERVAL_MS).unref()
      : null;

  return async function stopProcessingWorkers() {
    if (sweep) clearInterval(sweep);
    await jobs.offWork(AGGREGATE_SESSION);
    await jobs.offWork(PROCESS_RAW_TRACK);
    if (running > 0) {
      await new Promise<void>((resolve) => {
        idle = resolve;
        setTimeout(resolve, STOP_TIMEOUT_MS).unref();
      });
    }
    rawTrackWorkers.delete(jobs);
    await engine.close();
    await liveness.close();
  };
}
