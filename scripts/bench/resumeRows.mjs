// What the database of a server killed mid-processing holds: at the kill
// (what was done, which jobs were running), and after the restart finished
// (every row the session and the club should have, once, as an undisturbed
// run leaves them).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerDatabase } from './readServerDatabase.mjs';

/**
 * Reads `read(sql)` from a killed server's database without changing it: a
 * PGlite directory is read from a copy, so the restart finds it as the kill
 * left it.
 */
async function readUntouched(serverOptions, read) {
  if (!serverOptions.dataDir) return readServerDatabase(serverOptions, read);
  const copy = mkdtempSync(join(tmpdir(), 'touchline-bench-killed-'));
  try {
    cpSync(serverOptions.dataDir, copy, { recursive: true });
    return await readServerDatabase({ dataDir: copy }, read);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** At the kill: the session's raw tracks and stored athletes, running jobs, club sessions processing. */
export async function stateAtKill(serverOptions, sessionId) {
  return readUntouched(serverOptions, async (sql) => {
    const [row] = await sql(
      `select
         (select count(*) from raw_tracks r join session_participations p on p.id = r.session_participation_id
            where p.session_id = $1 and r.status <> 'queued')::int as finished,
         (select count(distinct session_participation_id) from athlete_metric_sets
            where session_id = $1 and window_key = 'session')::int as stored,
         (select data_processing from sessions where id = $1) as processing,
         (select count(*) from sessions s where s.club_id = (select club_id from sessions where id = $1)
            and s.data_processing)::int as club_processing`,
      [sessionId],
    );
    let running = [];
    try {
      running = await sql(
        `select name, count(*)::int as jobs from pgboss.job where state = 'active' group by name order by name`,
      );
    } catch {
      // another job queue layout: leave the running jobs out
    }
    return {
      ...row,
      running: running.map((job) => `${job.name}×${job.jobs}`).join(', ') || 'none',
    };
  });
}

/** Counts to compare with an undisturbed run: the session's and the whole club's. */
export async function finalRows(serverOptions, sessionId) {
  return readServerDatabase(serverOptions, async (sql) => {
    const [row] = await sql(
      `with s as (select id, club_id from sessions where id = $1)
       select
         (select count(*) from raw_tracks r join session_participations p on p.id = r.session_participation_id
            where p.session_id = $1 and r.status = 'processed')::int as processed,
         (select count(*) from raw_tracks r join session_participations p on p.id = r.session_participation_id
            where p.session_id = $1 and r.status = 'failed')::int as failed,
         (select count(*) from athlete_metric_sets where session_id = $1)::int as athlete_sets,
         (select count(*) from (select 1 from athlete_metric_sets where session_id = $1
            group by session_participation_id, window_key having count(*) > 1) d)::int as duplicate_athlete_sets,
         (select count(*) from team_metric_sets where session_id = $1)::int as team_sets,
         (select count(*) from (select 1 from team_metric_sets where session_id = $1
            group by window_key having count(*) > 1) d)::int as duplicate_team_sets,
         (select count(*) from processing_warnings where session_id = $1)::int as warnings,
         (select coalesce(sum(total_distance_m), 0) from athlete_metric_sets
            where session_id = $1 and window_key = 'session')::float8 as distance_m,
         (select count(*) from sessions where id = $1 and data_processing)::int as processing,
         (select count(*) from raw_tracks where club_id = (select club_id from s) and status = 'queued')::int
            as club_queued,
         (select count(*) from sessions where club_id = (select club_id from s) and data_processing)::int
            as club_processing,
         (select count(*) from athlete_metric_sets where club_id = (select club_id from s))::int as club_athlete_sets,
         (select count(*) from team_metric_sets where club_id = (select club_id from s))::int as club_team_sets,
         (select count(*) from processing_warnings where club_id = (select club_id from s))::int as club_warnings`,
      [sessionId],
    );
    return row;
  });
}

/** The differences between a run's final rows and an undisturbed run's; empty means none. */
export function rowDifferences(rows, expected) {
  const differences = [];
  for (const [key, value] of Object.entries(expected)) {
    const same =
      key === 'distance_m'
        ? Math.abs(rows[key] - value) <= 1e-6 * Math.max(1, Math.abs(value))
        : rows[key] === value;
    if (!same) {
      const shown = key === 'distance_m' ? (v) => `${(v / 1000).toFixed(3)} km` : String;
      differences.push(`${key} ${shown(rows[key])} (expected ${shown(value)})`);
    }
  }
  return differences;
}
