import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { transactionSqlExecutor } from '../../jobs/transactionSqlExecutor.js';
import { wakeJobWorker } from '../../jobs/wakeJobWorker.js';
import {
  PREPARE_SEGMENT_RECOMPUTES,
  RECOMPUTE_SEGMENT,
  type PrepareSegmentRecomputesJob,
  type RecomputeSegmentJob,
} from './segmentQueues.js';

/** Queues a segment's recompute in the caller's transaction (PGlite: it must use the tx). */
export async function queueSegmentRecompute(
  tx: Db,
  jobs: PgBoss,
  job: RecomputeSegmentJob,
): Promise<void> {
  await jobs.insert([{ name: RECOMPUTE_SEGMENT, data: job, singletonKey: job.segmentId }], {
    db: transactionSqlExecutor(tx),
  });
}

/** After the commit: this process's worker fetches the recompute now, not at its next poll. */
export function wakeSegmentRecompute(jobs: PgBoss): void {
  wakeJobWorker(jobs, RECOMPUTE_SEGMENT);
}

/**
 * Staff opened the session's segments: a worker processes its raw tracks
 * before the first save (one waiting preparation per session), so that
 * save's recompute only computes windows.
 */
export async function queueRecomputePreparation(
  jobs: PgBoss,
  job: PrepareSegmentRecomputesJob,
): Promise<void> {
  await jobs.send(PREPARE_SEGMENT_RECOMPUTES, job, { singletonKey: job.sessionId });
  wakeJobWorker(jobs, PREPARE_SEGMENT_RECOMPUTES);
}
