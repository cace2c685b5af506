import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { rawTracks, sessionParticipations } from '../../db/tables.js';
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
        eq(rawTracks.status, 'queued'),
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
