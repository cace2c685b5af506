import { defineJob } from '../../jobs/defineJob.js';
import type PgBoss from 'pg-boss';
import type { EngineThreads, ProcessedTrackCache } from '../processing/index.js';

/** Recomputes one segment's metric sets from the stored raw tracks, then announces it. */
export const RECOMPUTE_SEGMENT = 'recompute-segment';

/** Processes a session's raw tracks ahead of its segments' recomputes (its editor opened). */
export const PREPARE_SEGMENT_RECOMPUTES = 'prepare-segment-recomputes';

export interface RecomputeSegmentJob {
  clubId: string;
  sessionId: string;
  segmentId: string;
}

export interface PrepareSegmentRecomputesJob {
  clubId: string;
  sessionId: string;
}

/** What the segment workers of a process share: their engine threads and processed tracks. */
export interface SegmentWorkersShared {
  engine: EngineThreads;
  processedTracks: ProcessedTrackCache;
}

/**
 * At most one waiting job per segment (pg-boss "short", keyed by segment id):
 * saving again while one runs adds one follow-up, which reads the newest
 * segment. Retried three times; a job a dead process held expires after two
 * minutes, as a segment's recompute takes seconds.
 */
export const RECOMPUTE_RETRY: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * At most one waiting preparation per session (keyed by session id); not
 * retried: a recompute that finds a track unprocessed processes it itself.
 */
export const PREPARE_RETRY: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 0,
  expireInSeconds: 600,
};

/** A segment's recompute (one waiting job per segment). */
export const recomputeSegmentJob = defineJob<RecomputeSegmentJob>({
  queue: RECOMPUTE_SEGMENT,
  retry: RECOMPUTE_RETRY,
  singletonKey: (job) => job.segmentId,
});

/** A session's preparation for its segments' recomputes (one waiting job per session). */
export const prepareSegmentRecomputesJob = defineJob<PrepareSegmentRecomputesJob>({
  queue: PREPARE_SEGMENT_RECOMPUTES,
  retry: PREPARE_RETRY,
  singletonKey: (job) => job.sessionId,
});
