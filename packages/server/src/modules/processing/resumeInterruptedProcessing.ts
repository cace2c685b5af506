import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';
import { PENDING_RAW_TRACK_STATUSES } from '../../db/tables.js';
import { WORKER_LOCK_CLASS } from '../../jobs/workerLiveness.js';
import {
  AGGREGATE_SESSION,
  aggregateSessionJob,
  PROCESS_RAW_TRACK,
  PROCESSING_QUEUES,
} from './processingQueues.js';
import { queueRawTrackProcessing } from './queueProcessing.js';

// pg-boss's tables (schema 'pgboss', see jobs/jobQueue.ts), read only here.
const LIVE_RAW_TRACK_JOB = `select 1 from pgboss.job j where j.name = '${PROCESS_RAW_TRACK}'
  and j.state < 'completed' and j.data->>'rawTrackId' = r.id::text`;
const LIVE_AGGREGATION_JOB = `select 1 from pgboss.job j where j.name = '${AGGREGATE_SESSION}'
  and j.state < 'completed' and j.data->>'sessionId' = s.id::text`;

const PENDING = [...PENDING_RAW_TRACK_STATUSES];

// A job fetched but not yet claimed is a few milliseconds old; one this old
// without a claim belongs to a process that died in between.
const UNCLAIMED_GRACE_S = 60;
const JOBS_OF_DEAD_WORKERS = `select j.id, j.name from pgboss.job j
  left join job_claims c on c.job_id = j.id
  where j.name = any($1) and j.state = 'active'
    and case when c.job_id is null then j.started_on < now() - make_interval(secs => $2)
      else not exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.granted
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid = $3 and l.objid = c.worker_key and l.objsubid = 2) end`;

/**
 * Makes sure nothing a dead process left behind stays unfinished. Run when
 * workers start, and on PostgreSQL every few seconds after.
 *
 * - Jobs a dead process was running are cancelled at once (and re-queued
 *   below) instead of waiting for their expiry. PGlite: one process owns the
 *   data directory, so at start every active job is a dead process's.
 *   PostgreSQL: a job is a dead process's when its claimant no longer holds
 *   its liveness lock (jobs/workerLiveness.ts); a live worker's jobs stay its own.
 * - A raw track still queued without a job (its last attempt died) gets a new
 *   job, and a session still processing with nothing left to wait for gets
 *   its aggregation.
 */
export async function resumeInterruptedProcessing(
  database: Database,
  jobs: PgBoss,
  { atStart }: { atStart: boolean },
): Promise<number> {
  const dead = await jobsOfDeadProcesses(database, atStart);
  for (const queue of PROCESSING_QUEUES) {
    const ids = dead.filter((job) => job.name === queue).map((job) => job.id);
    if (ids.length > 0) await jobs.cancel(queue, ids);
  }
  const orphans = await database.executeSql(
    `select r.id from raw_tracks r where r.status = any($1) and not exists (${LIVE_RAW_TRACK_JOB})`,
    [PENDING],
  );
  const rawTrackIds = (orphans.rows as { id: string }[]).map((row) => row.id);
  await queueRawTrackProcessing(database.db, jobs, rawTrackIds);
  const waiting = await database.executeSql(
    `select s.id, s.club_id from sessions s where s.data_processing
       and not exists (select 1 from raw_tracks r join session_participations p
         on p.id = r.session_participation_id where p.session_id = s.id and r.status = any($1))
       and not exists (${LIVE_AGGREGATION_JOB})`,
    [PENDING],
  );
  const sessions = waiting.rows as { id: string; club_id: string }[];
  for (const session of sessions) {
    await aggregateSessionJob.send(jobs, { clubId: session.club_id, sessionId: session.id });
  }
  return rawTrackIds.length + sessions.length;
}

async function jobsOfDeadProcesses(
  database: Database,
  atStart: boolean,
): Promise<{ id: string; name: string }[]> {
  const queues = [...PROCESSING_QUEUES];
  if (database.driver === 'pglite') {
    if (!atStart) return [];
    const { rows } = await database.executeSql(
      `select id, name from pgboss.job where name = any($1) and state = 'active'`,
      [queues],
    );
    return rows as { id: string; name: string }[];
  }
  const { rows } = await database.executeSql(JOBS_OF_DEAD_WORKERS, [
    queues,
    UNCLAIMED_GRACE_S,
    WORKER_LOCK_CLASS,
  ]);
  const dead = rows as { id: string; name: string }[];
  if (dead.length > 0) {
    await database.executeSql('delete from job_claims where job_id = any($1::uuid[])', [
      dead.map((job) => job.id),
    ]);
  }
  return dead;
}
