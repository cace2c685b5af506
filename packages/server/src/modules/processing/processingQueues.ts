import { defineJob } from '../../jobs/defineJob.js';
import type PgBoss from 'pg-boss';

/** Turns one participation's stored raw track into its athlete metric sets. */
export const PROCESS_RAW_TRACK = 'process-raw-track';
/** Turns a session's athlete metric sets into team metric sets, then announces it. */
export const AGGREGATE_SESSION = 'aggregate-session';

export interface ProcessRawTrackJob {
  clubId: string;
  sessionId: string;
  rawTrackId: string;
}

export interface AggregateSessionJob {
  clubId: string;
  sessionId: string;
}

/**
 * Both queues (declared in processing.module.ts) use pg-boss's "short"
 * policy: at most one waiting job per key (raw track or session id), any
 * number running. Queueing a raw track again
 * while its job runs adds one follow-up job, which reads the newest settings;
 * queueing it again while that follow-up waits changes nothing. ("stately"
 * would also cap running jobs, but then fetching the follow-up while the first
 * still runs violates its unique index and stalls the whole fetch.)
 *
 * Unexpected errors are retried three times with exponential backoff from
 * 2 s. A job of a dead process is retried as soon as a live worker sees its
 * claimant gone (resumeInterruptedProcessing); the expiry is only the last
 * resort for a job nobody claimed, so it is long enough for the largest file
 * a busy machine may have to process.
 */
export const PROCESSING_RETRY: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 3,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 900,
};

export const PROCESSING_QUEUES: readonly string[] = [PROCESS_RAW_TRACK, AGGREGATE_SESSION];

/** One participation's raw track into its athlete metric sets (one waiting job per raw track). */
export const processRawTrackJob = defineJob<ProcessRawTrackJob>({
  queue: PROCESS_RAW_TRACK,
  retry: PROCESSING_RETRY,
  singletonKey: (job) => job.rawTrackId,
});

/** A session's team metric sets (one waiting job per session). */
export const aggregateSessionJob = defineJob<AggregateSessionJob>({
  queue: AGGREGATE_SESSION,
  retry: PROCESSING_RETRY,
  singletonKey: (job) => job.sessionId,
});
