import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { datasets, datasetTemplates } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { buildDatasetTable } from './buildDatasetTable.js';
import type { GenerateDatasetJob } from './datasetQueues.js';
import { generationFailureReason } from './datasetFailure.js';
import { loadDatasetInputs } from './loadDatasetInputs.js';
import { firstDayRead, templateTable } from './templateTable.js';

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
 * Builds the dataset's table (its template's, see templateTable) from what
 * is stored now and stores it with its row count, Completed, in one
 * transaction that also announces it. A job of an older request (its
 * generation was bumped since) stores nothing, so a retried or late job
 * never overwrites a newer range's table.
 */
export async function generateDataset(db: Db, job: GenerateDatasetJob): Promise<GenerationOutcome> {
  const [dataset] = await db
    .select({
      generation: datasets.generation,
      startsOn: datasets.startsOn,
      endsOn: datasets.endsOn,
      timeZone: datasets.timeZone,
      // Null for a report's dataset, and for one whose template was deleted since.
      kind: datasetTemplates.kind,
    })
    .from(datasets)
    .leftJoin(datasetTemplates, eq(datasetTemplates.id, datasets.csvTemplateId))
    .where(and(eq(datasets.id, job.datasetId), eq(datasets.clubId, job.clubId)));
  if (!dataset) return { stored: false, why: 'gone' };
  if (dataset.generation !== job.generation) return { stored: false, why: 'stale' };
  const { kind, startsOn, endsOn, timeZone } = dataset;
  const inputs = await loadDatasetInputs(db, {
    clubId: job.clubId,
    startsOn: firstDayRead(kind, startsOn),
    endsOn,
    timeZone,
  });
  const columns = templateTable(kind, buildDatasetTable(inputs, timeZone), { startsOn, endsOn });
  const rowCount = columns[0]?.rows.length ?? 0;
  return db.transaction(async (tx): Promise<GenerationOutcome> => {
    const stored = await tx
      .update(datasets)
      .set({
        columns,
        rowCount,
        status: 'Completed',
        failureReason: null,
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

/**
 * The job's last attempt failed: Failed with a reason in words for the
 * person (what broke is in the log only), announced.
 */
export async function markDatasetFailed(
  db: Db,
  job: GenerateDatasetJob,
  failureReason: string = generationFailureReason(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(datasets)
      .set({ status: 'Failed', failureReason, columns: null, rowCount: 0, updatedAt: sql`now()` })
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
