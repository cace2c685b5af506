import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { AGGREGATE_SESSION, PROCESS_RAW_TRACK, PROCESSING_QUEUES } from './processingQueues.js';
import { queueRawTrackProcessing } from './queueProcessing.js';

// pg-boss's tables (schema 'pgboss', see jobs/jobQueue.ts), read only here.
const LIVE_RAW_TRACK_JOB = `select 1 from pgboss.job j where j.name = '${PROCESS_RAW_TRACK}'
  and j.state < 'completed' and j.data->>'rawTrackId' = r.id::text`;
const LIVE_AGGREGATION_JOB = `select 1 from pgboss.job j where j.name = '${AGGREGATE_SESSION}'
  and j.state < 'completed' and j.data->>'sessionId' = s.id::text`;

/**
 * Makes sure nothing a dead process left behind stays unfinished; run when
 * workers start.
 *
 * - PGlite: one process owns the data directory, so a job still "active" was
 *   running in a process that is gone. It is cancelled at once instead of
 *   waiting for its expiry, and re-queued below.
 * - PostgreSQL: active jobs may belong to a live process; a dead one's jobs
 *   come back when they expire (PROCESSING_QUEUES' expireInSeconds).
 * - Both: a raw track still queued without a job (its last attempt died) gets
 *   a new job, and a session still processing with nothing left to wait for
 *   gets its aggregation.
 */
export async function resumeInterruptedProcessing(
  database: Database,
  jobs: PgBoss,
): Promise<number> {
  if (database.driver === 'pglite') {
    for (const queue of PROCESSING_QUEUES) {
      const { rows } = await database.executeSql(
        `select id from pgboss.job where name = $1 and state = 'active'`,
        [queue.name],
      );
      const ids = (rows as { id: string }[]).map((row) => row.id);
      if (ids.length > 0) await jobs.cancel(queue.name, ids);
    }
  }
  const orphans = await database.executeSql(
    `select r.id from raw_tracks r where r.status = 'queued' and not exists (${LIVE_RAW_TRACK_JOB})`,
  );
  const rawTrackIds = (orphans.rows as { id: string }[]).map((row) => row.id);
  await queueRawTrackProcessing(database.db, jobs, rawTrackIds);
  const waiting = await database.executeSql(
    `select s.id, s.club_id from sessions s where s.data_processing
       and not exists (select 1 from raw_tracks r join session_participations p
         on p.id = r.session_participation_id where p.session_id = s.id and r.status = 'queued')
       and not exists (${LIVE_AGGREGATION_JOB})`,
  );
  const sessions = waiting.rows as { id: string; club_id: string }[];
  for (const session of sessions) {
    await jobs.send(
      AGGREGATE_SESSION,
      { clubId: session.club_id, sessionId: session.id },
      { singletonKey: session.id },
    );
  }
  return rawTrackIds.length + sessions.length;
}
