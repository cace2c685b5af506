import type { Database } from '../../db/database.js';
import { GENERATE_DATASET, generateDatasetJob } from './datasetQueues.js';

// pg-boss's table (schema 'pgboss', see jobs/jobQueue.ts), read only here:
// a waiting job of the dataset's current request.
const WAITING_JOB = `select 1 from pgboss.job j where j.name = '${GENERATE_DATASET}'
  and j.state in ('created', 'retry') and j.data->>'datasetId' = d.id::text
  and (j.data->>'generation')::int = d.generation`;

/**
 * When workers start: a dataset still Generating with no job waiting for its
 * current request (a process died while generating it) gets one now, rather
 * than when the dead job expires minutes later. A job still running
 * elsewhere may then store the same table twice: the same rows, no harm.
 */
export async function resumeDatasetGeneration(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    `select d.id, d.club_id, d.generation from datasets d
      where d.status = 'Generating' and not exists (${WAITING_JOB})`,
  );
  const stranded = rows as { id: string; club_id: string; generation: number }[];
  for (const dataset of stranded)
    await generateDatasetJob.sendInTransaction(database.db, [
      {
        clubId: dataset.club_id,
        datasetId: dataset.id,
        generation: dataset.generation,
      },
    ]);
  return stranded.length;
}
