import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { aggregateSession } from './aggregateSession.js';
import { processRawTrack, recordUnexpectedFailure } from './processRawTrack.js';
import {
  AGGREGATE_SESSION,
  PROCESS_RAW_TRACK,
  PROCESSING_QUEUES,
  type AggregateSessionJob,
  type ProcessRawTrackJob,
} from './processingQueues.js';
import { queueSessionAggregation } from './queueSessionAggregation.js';
import { resumeInterruptedProcessing } from './resumeInterruptedProcessing.js';

// Jobs fetched at once. The metric engine is CPU-bound on one thread, so more
// workers would not help; batches let the jobs of one multi-track file share
// its parse, and after a full batch the worker fetches again at once (pg-boss
// otherwise waits out the rest of its polling interval).
const RAW_TRACK_BATCH = 8;
const POLLING_INTERVAL_S = 0.5;

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

/** Creates the queues and starts workers on this process (the API process by default, or `touchline worker`). */
export async function startProcessingWorkers(deps: {
  database: Database;
  jobs: PgBoss;
  log: Logger;
}): Promise<void> {
  const { database, jobs, log } = deps;
  const { db } = database;
  await createProcessingQueues(jobs);
  const resumed = await resumeInterruptedProcessing(database, jobs);
  if (resumed > 0) log.info({ resumed }, 'resumed interrupted processing');

  const aggregationWorker = await jobs.work<AggregateSessionJob>(
    AGGREGATE_SESSION,
    { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_S },
    async ([job]) => {
      if (job) await aggregateSession(db, job.data);
    },
  );

  const rawTrackWorker: string = await jobs.work<ProcessRawTrackJob>(
    PROCESS_RAW_TRACK,
    {
      batchSize: RAW_TRACK_BATCH,
      includeMetadata: true,
      pollingIntervalSeconds: POLLING_INTERVAL_S,
    },
    async (batch) => {
      const sessions = new Map<string, AggregateSessionJob>();
      // Each job of the batch succeeds or fails on its own: a failure is
      // reported for that job only (pg-boss completes the rest afterwards).
      for (const job of batch) {
        try {
          await processRawTrack(db, job.data.rawTrackId);
        } catch (error) {
          const lastAttempt = job.retryCount >= job.retryLimit;
          log.error(
            { err: error, rawTrackId: job.data.rawTrackId, lastAttempt },
            'processing failed',
          );
          if (!lastAttempt) {
            await jobs.fail(PROCESS_RAW_TRACK, job.id, { message: String(error) });
            continue;
          }
          await recordUnexpectedFailure(db, job.data.rawTrackId, error);
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
    },
  );
  rawTrackWorkers.set(jobs, rawTrackWorker);
}
