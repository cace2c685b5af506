import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { datasets } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { buildDatasetTable } from './buildDatasetTable.js';
import type { GenerateDatasetJob } from './datasetQueues.js';
import { loadDatasetInputs } from './loadDatasetInputs.js';

/** What a generation did: stored the table, or nothing (a newer request, or the dataset is gone). */
export type GenerationOutcome =
  { stored: true; rowCount: number } | { stored: false; why: 'stale' | 'gone' };

/** The request a job carries, when it is still the dataset's newest. */
const current = (job: GenerateDatasetJob) =>
  and(
    eq(datasets.id, job.datasetId),
    eq(datasets.clubId, job.clubId),
    eq(datasets.generation, job.generation),
  );

/**
 * Builds the dataset's table from what is stored now and stores it with its
 * row count, Completed, in one transaction that also announces it. A job of
 * an older request (its generation was bumped since) stores nothing, so a
 * retried or late job never overwrites a newer range's table.
 */
export async function generateDataset(db: Db, job: GenerateDatasetJob): Promise<GenerationOutcome> {
  const [dataset] = await db
    .select({
      generation: datasets.generation,
      startsOn: datasets.startsOn,
      endsOn: datasets.endsOn,
      timeZone: datasets.timeZone,
    })
    .from(datasets)
    .where(and(eq(datasets.id, job.datasetId), eq(datasets.clubId, job.clubId)));
  if (!dataset) return { stored: false, why: 'gone' };
  if (dataset.generation !== job.generation) return { stored: false, why: 'stale' };
  const inputs = await loadDatasetInputs(db, { clubId: job.clubId, ...dataset });
  const columns = buildDatasetTable(inputs, dataset.timeZone);
  const rowCount = columns[0]?.rows.length ?? 0;
  return db.transaction(async (tx): Promise<GenerationOutcome> => {
    const stored = await tx
      .update(datasets)
      .set({
        columns,
        rowCount,
        status: 'Completed',
        generatedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(current(job))
      .returning({ id: datasets.id });
    if (stored.length === 0) return { stored: false, why: 'stale' };
    await publishEvent(tx, {
      topic: 'datasetUpdated',
      clubId: job.clubId,
      datasetId: job.datasetId,
      status: 'Completed',
    });
    return { stored: true, rowCount };
  });
}

/** The job's last attempt failed: Failed, announced (the reason is in the log only). */
export async function markDatasetFailed(db: Db, job: GenerateDatasetJob): Promise<boolean> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(datasets)
      .set({ status: 'Failed', columns: null, rowCount: 0, updatedAt: sql`now()` })
      .where(current(job))
      .returning({ id: datasets.id });
    if (failed.length === 0) return false;
    await publishEvent(tx, {
      topic: 'datasetUpdated',
      clubId: job.clubId,
      datasetId: job.datasetId,
      status: 'Failed',
    });
    return true;
  });
}
