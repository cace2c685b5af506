// After the upload fuzz: what the stopped server's database holds for the
// run's sessions, sorted into files that ended in metrics, in a processing
// warning, or in neither (partial rows), and the warnings' texts.
import { readServerDatabase } from './readServerDatabase.mjs';

const idList = (ids) => `{${ids.join(',')}}`;

/** Rows of the sessions `sessionIds`: raw tracks with their outcome, and counts of leftovers. */
export async function readFuzzRows(serverOptions, sessionIds) {
  return readServerDatabase(serverOptions, async (sql) => {
    const ids = idList(sessionIds);
    const rawTracks = await sql(
      `select r.id, r.status,
         exists(select 1 from athlete_metric_sets m where m.session_participation_id = r.session_participation_id
                and m.window_key = 'session') as metrics,
         exists(select 1 from processing_warnings w where w.session_participation_id = r.session_participation_id) as warned
       from raw_tracks r join session_participations p on p.id = r.session_participation_id
       where p.session_id = any($1::uuid[])`,
      [ids],
    );
    const [counts] = await sql(
      `select
         (select count(*) from uploads u where u.session_id = any($1::uuid[]))::int as uploads,
         (select count(*) from uploads u where u.session_id = any($1::uuid[])
            and not exists (select 1 from raw_tracks r where r.upload_id = u.id))::int as uploads_without_tracks,
         (select count(*) from session_participations p where p.session_id = any($1::uuid[])
            and not exists (select 1 from raw_tracks r where r.session_participation_id = p.id))::int
            as participations_without_tracks,
         (select count(*) from sessions s where s.id = any($1::uuid[]) and s.data_processing)::int
            as sessions_processing,
         (select count(*) from file_parts f where f.upload_id is null and f.import_file_id is null)::int
            as unowned_file_parts`,
      [ids],
    );
    const warnings = await sql(
      `select message from processing_warnings where session_id = any($1::uuid[])`,
      [ids],
    );
    return { rawTracks, counts, warnings: warnings.map((row) => row.message) };
  });
}

/** How a raw track ended: 'metrics', 'warning', or 'partial' (neither, or stuck). */
export function outcomeOf(rawTrack) {
  if (rawTrack.status === 'processed' && rawTrack.metrics) return 'metrics';
  if (rawTrack.status === 'failed' && rawTrack.warned) return 'warning';
  return 'partial';
}
