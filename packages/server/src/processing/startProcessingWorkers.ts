import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { startClaimingWorker, type ClaimingWorker } from '../jobs/startClaimingWorker.js';
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
// is parsed once, with its uploads spread over the engine threads.
const RAW_TRACK_BATCH = 24;
const POLLING_INTERVAL_S = 0.5;
// On PostgreSQL, how often live workers look for a dead process's jobs.
const SWEEP_INTERVAL_MS = 5_000;

// The raw-track worker running in this process, per job queue (none in an API
// process with TOUCHLINE_WORKERS=off: other processes' workers poll).
const rawTrackWorkers = new WeakMap<PgBoss, ClaimingWorker>();

/**
 * Tells this process's raw-track worker that jobs were just committed, so it
 * fetches them now rather than at its next poll.
 */
export function wakeProcessingWorkers(jobs: PgBoss): void {
  rawTrackWorkers.get(jobs)?.wake();
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
   * Fails a job for pg-boss to retry, with a fixed message: whatever an error
   * quoted (a file's bytes, a NUL) could make storing it fail. The reason
   * goes to the log, and to staff as a warning after the last retry.
   */
  const failJob = (queue: string, jobId: string) =>
    jobs.fail(queue, jobId, { message: `${queue} failed; see the server log` }).then(
      () => undefined,
      (error: unknown) => log.error({ err: error, jobId }, 'could not mark a job failed'),
    );

  /**
   * Runs a batch; what it throws fails the batch's jobs (for a retry) here,
   * so the worker completes only the jobs that succeeded.
   */
  const failingOnError = async (queue: string, ids: string[], run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      log.error({ err: error, queue, jobIds: ids }, 'a batch of jobs failed');
      for (const id of ids) await failJob(queue, id);
    }
  };
  const workerDeps = { database, jobs, liveness, log };
  const pollingIntervalMs = POLLING_INTERVAL_S * 1000;

  const aggregationWorker = startClaimingWorker<AggregateSessionJob>(
    workerDeps,
    { queue: AGGREGATE_SESSION, batchSize: 1, pollingIntervalMs },
    (batch) =>
      failingOnError(
        AGGREGATE_SESSION,
        batch.map((job) => job.id),
        async () => {
          for (const job of batch) await aggregateSession(db, job.data);
        },
      ),
  );

  const rawTrackWorker = startClaimingWorker<ProcessRawTrackJob>(
    workerDeps,
    { queue: PROCESS_RAW_TRACK, batchSize: RAW_TRACK_BATCH, pollingIntervalMs },
    (batch) =>
      failingOnError(
        PROCESS_RAW_TRACK,
        batch.map((job) => job.id),
        async () => {
          const outcomes = await processRawTracks(
            { db, engine },
            batch.map((job) => job.data.rawTrackId),
          );
          const sessions = new Map<string, AggregateSessionJob>();
          // Each job of the batch succeeds or fails on its own: a failure is
          // reported for that job only (the worker completes the rest afterwards).
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
          for (const session of sessions.values()) {
            await queueSessionAggregation(db, jobs, session);
          }
          if (sessions.size > 0) aggregationWorker.wake();
        },
      ),
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
    rawTrackWorkers.delete(jobs);
    await Promise.all([rawTrackWorker.stop(), aggregationWorker.stop()]);
    await engine.close();
    await liveness.close();
  };
}
