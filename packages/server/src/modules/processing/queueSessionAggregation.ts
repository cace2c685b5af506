import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { PENDING_RAW_TRACK_STATUSES, rawTracks, sessionParticipations } from '../../db/tables.js';
import { markSessionsProcessing } from './markSessionsProcessing.js';
import { aggregateSessionJob, type AggregateSessionJob } from './processingQueues.js';

/**
 * Queues the session's team aggregation once none of its raw tracks waits.
 * Called after a raw track's transaction has committed: of two jobs finishing
 * together, the one committing last then sees both, so the session is never
 * left waiting (the queue keeps at most one aggregation waiting per session).
 */
export async function queueSessionAggregation(
  db: Db,
  jobs: PgBoss,
  session: AggregateSessionJob,
): Promise<void> {
  const [waiting] = await db
    .select({ id: rawTracks.id })
    .from(rawTracks)
    .where(
      and(
        inArray(rawTracks.status, [...PENDING_RAW_TRACK_STATUSES]),
        inArray(
          rawTracks.sessionParticipationId,
          db
            .select({ id: sessionParticipations.id })
            .from(sessionParticipations)
            .where(eq(sessionParticipations.sessionId, session.sessionId)),
        ),
      ),
    )
    .limit(1);
  if (waiting) return;
  await aggregateSessionJob.send(jobs, { clubId: session.clubId, sessionId: session.sessionId });
}

/**
 * Aggregates a session again, in the caller's transaction, after athletes'
 * metric sets went (a file of it was removed): the session reads as
 * processing until its team values are computed again.
 */
export async function requeueSessionAggregation(
  tx: Db,
  session: AggregateSessionJob,
): Promise<void> {
  await markSessionsProcessing(tx, [session.sessionId]);
  await aggregateSessionJob.sendInTransaction(tx, [session]);
}
