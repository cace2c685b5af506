import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { datasets } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { generateDatasetJob } from './datasetQueues.js';

export interface NewDataset {
  clubId: string;
  ownerPersonId: string | null;
  title: string;
  /** First and last day (inclusive), yyyy-MM-dd, in `timeZone`. */
  startsOn: string;
  endsOn: string;
  /** IANA zone of the person asking. */
  timeZone: string;
  /** 'MM/DD/YYYY' or 'DD/MM/YYYY'. */
  dateFormat: string;
  csvTemplateId?: string | null;
  /** The CSV Builder's layout to start from. */
  gridConfig?: unknown;
  /** The client's key for this submit: sent again, it finds the dataset made the first time. */
  requestKey?: string | null;
}

export interface DatasetRange {
  startsOn: string;
  endsOn: string;
  timeZone: string;
}

/**
 * A new dataset, Generating, its job queued in the caller's transaction. The
 * caller has authorised the club; after its commit it may call
 * `generateDatasetJob.wake(ctx.jobs)`.
 */
export async function createDataset(tx: Db, input: NewDataset): Promise<{ id: string }> {
  const [row] = await tx
    .insert(datasets)
    .values({
      clubId: input.clubId,
      ownerPersonId: input.ownerPersonId,
      title: input.title,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      timeZone: input.timeZone,
      dateFormat: input.dateFormat,
      csvTemplateId: input.csvTemplateId ?? null,
      gridConfig: input.gridConfig ?? null,
      requestKey: input.requestKey ?? null,
      status: 'Generating',
    })
    // The same submit twice (a double click, a retry): one dataset, one generation.
    .onConflictDoNothing({ target: [datasets.clubId, datasets.requestKey] })
    .returning({ id: datasets.id, clubId: datasets.clubId, generation: datasets.generation });
  if (!row && input.requestKey) {
    const [made] = await tx
      .select({ id: datasets.id })
      .from(datasets)
      .where(and(eq(datasets.clubId, input.clubId), eq(datasets.requestKey, input.requestKey)));
    if (made) return made;
  }
  if (!row) throw new Error('the dataset was not stored');
  await generateDatasetJob.sendInTransaction(tx, [
    {
      clubId: row.clubId,
      datasetId: row.id,
      generation: row.generation,
    },
  ]);
  return { id: row.id };
}

/**
 * A new range: the dataset is Generating again (its old table dropped, so no
 * one reads rows of the old range as the new one), its generation bumped so a
 * job still running for the old range stores nothing, and a job queued.
 */
export async function regenerateDataset(
  tx: Db,
  datasetId: string,
  range: DatasetRange,
): Promise<void> {
  const [row] = await tx
    .update(datasets)
    .set({
      startsOn: range.startsOn,
      endsOn: range.endsOn,
      timeZone: range.timeZone,
      status: 'Generating',
      failureReason: null,
      columns: null,
      tableArrowGzip: null,
      rowCount: 0,
      columnCount: 0,
      tableBytes: 0,
      generatedAt: null,
      generation: sql`${datasets.generation} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(datasets.id, datasetId))
    .returning({ id: datasets.id, clubId: datasets.clubId, generation: datasets.generation });
  if (!row) throw new Error(`dataset ${datasetId} is not stored`);
  await generateDatasetJob.sendInTransaction(tx, [
    {
      clubId: row.clubId,
      datasetId: row.id,
      generation: row.generation,
    },
  ]);
  await publishEvent(tx, {
    topic: 'datasetUpdated',
    clubId: row.clubId,
    datasetId: row.id,
    status: 'Generating',
  });
}

/**
 * A copy in the same club: a Completed table is copied as it is (a dataset
 * is never recomputed needlessly); one still Generating or Failed gets its
 * own generation queued.
 */
export async function copyDataset(
  tx: Db,
  datasetId: string,
  input: { title: string; ownerPersonId: string | null },
): Promise<{ id: string }> {
  const [source] = await tx.select().from(datasets).where(eq(datasets.id, datasetId));
  if (!source) throw new Error(`dataset ${datasetId} is not stored`);
  const completed = source.status === 'Completed';
  const [copy] = await tx
    .insert(datasets)
    .values({
      clubId: source.clubId,
      ownerPersonId: input.ownerPersonId,
      title: input.title,
      startsOn: source.startsOn,
      endsOn: source.endsOn,
      timeZone: source.timeZone,
      dateFormat: source.dateFormat,
      csvTemplateId: source.csvTemplateId,
      gridConfig: source.gridConfig,
      status: completed ? 'Completed' : 'Generating',
      columns: completed ? source.columns : null,
      rowCount: completed ? source.rowCount : 0,
      columnCount: completed ? source.columnCount : 0,
      tableBytes: completed ? source.tableBytes : 0,
      generatedAt: completed ? source.generatedAt : null,
    })
    .returning({ id: datasets.id, clubId: datasets.clubId, generation: datasets.generation });
  if (!copy) throw new Error('the dataset copy was not stored');
  if (!completed)
    await generateDatasetJob.sendInTransaction(tx, [
      {
        clubId: copy.clubId,
        datasetId: copy.id,
        generation: copy.generation,
      },
    ]);
  return { id: copy.id };
}
