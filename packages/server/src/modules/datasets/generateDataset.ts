import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { datasets, datasetTemplates } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { buildStoredTable, type DatasetTableWork, type StoredTable } from './buildStoredTable.js';
import type { GenerateDatasetJob } from './datasetQueues.js';
import { generationFailureReason } from './datasetFailure.js';
import { loadDatasetInputs } from './loadDatasetInputs.js';
import { firstDayRead, readsSegments } from './templateTable.js';

/** Builds a table: on an engine thread in a worker, on the calling thread by default. */
export type BuildStoredTable = (work: DatasetTableWork) => Promise<StoredTable>;

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
export async function generateDataset(
  db: Db,
  job: GenerateDatasetJob,
  build: BuildStoredTable = (work) => Promise.resolve(buildStoredTable(work)),
): Promise<GenerationOutcome> {
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
    segments: readsSegments(kind),
  });
  const table = await build({ inputs, kind, timeZone, range: { startsOn, endsOn } });
  const { rowCount } = table;
  return db.transaction(async (tx): Promise<GenerationOutcome> => {
    const stored = await tx
      .update(datasets)
      .set({
        columns: sql`${table.json}::json`,
        tableArrowGzip: table.arrowGzip,
        rowCount,
        columnCount: table.columnCount,
        tableBytes: table.bytes,
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
      .set({
        status: 'Failed',
        failureReason,
        columns: null,
        tableArrowGzip: null,
        rowCount: 0,
        columnCount: 0,
        tableBytes: 0,
        updatedAt: sql`now()`,
      })
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
