import type { DatasetColumn } from '@touchline/domain';
import pino from 'pino';
import {
  buildStoredTable,
  type DatasetTableWork,
} from '../../src/modules/datasets/buildStoredTable.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../../src/db/tables.js';
import { generateDatasetJob } from '../../src/modules/datasets/datasetQueues.js';
import { copyDataset } from '../../src/modules/datasets/datasets.service.js';
import { generateDataset } from '../../src/modules/datasets/generateDataset.js';
import { generateDatasetWorker } from '../../src/modules/datasets/generateDatasetJob.js';
import { resumeDatasetGeneration } from '../../src/modules/datasets/resumeDatasetGeneration.js';
import {
  queueDataset,
  regenerate,
  rowsOf,
  SEASON_RANGE,
  settled,
  startDatasetsWorld,
  storedDataset,
  type DatasetsWorld,
} from './datasetsWorld.js';

// A dataset's life: regenerated, a stale job, a failing one, a restart, a copy.

let world: DatasetsWorld;
beforeAll(async () => {
  world = await startDatasetsWorld();
}, 180_000);
afterAll(() => world?.testApp.close());

describe('regenerating', () => {
  it('goes back to Generating, then holds only the new range’s sessions', async () => {
    const datasetId = await queueDataset(world);
    const first = await settled(world.db, datasetId);
    const firstDates = new Set(
      rowsOf(first.columns as DatasetColumn[]).map((row) => row.start_date),
    );
    expect(firstDates.size).toBeGreaterThan(1);
    const lastDay = [...firstDates].sort().at(-1) as string;

    await regenerate(world, datasetId, {
      startsOn: lastDay,
      endsOn: lastDay,
      timeZone: 'Europe/London',
    });
    const queued = await storedDataset(world.db, datasetId);
    expect(queued.generation).toBe(first.generation + 1);
    const again = await settled(world.db, datasetId);
    expect(again).toMatchObject({ status: 'Completed', startsOn: lastDay, endsOn: lastDay });
    const dates = new Set(rowsOf(again.columns as DatasetColumn[]).map((row) => row.start_date));
    expect([...dates]).toEqual([lastDay]);
    expect(again.rowCount).toBeLessThan(first.rowCount);
  });

  it('stores nothing from a job of an older request', async () => {
    const datasetId = await queueDataset(world);
    const first = await settled(world.db, datasetId);
    await regenerate(world, datasetId, { ...first, startsOn: first.endsOn });
    const newer = await settled(world.db, datasetId);
    const outcome = await generateDataset(world.db, {
      clubId: world.clubId,
      datasetId,
      generation: first.generation,
    });
    expect(outcome).toEqual({ stored: false, why: 'stale' });
    expect(await storedDataset(world.db, datasetId)).toEqual(newer);
  });
});

describe('a generation that fails', () => {
  const run = () => ({
    db: world.db,
    jobs: world.testApp.app.touchline.jobs,
    log: pino({ level: 'silent' }),
    // The table is built on the calling thread, as without engine threads.
    shared: {
      engine: {
        buildStoredTable: (work: DatasetTableWork) => Promise.resolve(buildStoredTable(work)),
      },
    },
    fail: () => Promise.resolve(),
  });

  it('is retried, then the dataset is Failed with a reason for the person, and announced', async () => {
    // A zone no clock knows: reading any session's start in it throws.
    // Stored without queueing: only this test's calls run its job.
    const [dataset] = await world.db
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'Lost in space',
        ...SEASON_RANGE,
        timeZone: 'Mars/Olympus_Mons',
        dateFormat: 'MM/DD/YYYY',
      })
      .returning();
    const datasetId = dataset!.id;
    const heard: unknown[] = [];
    const events = world.testApp.app.touchline.pubSub.subscribe('datasetUpdated', world.clubId);
    const iterator = events[Symbol.asyncIterator]();
    const listening = (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        heard.push(next.value);
      }
    })();
    const job = (retryCount: number) =>
      ({
        id: `test-${retryCount}`,
        name: 'generate-dataset',
        data: { clubId: world.clubId, datasetId, generation: dataset!.generation },
        retryCount,
        retryLimit: 2,
      }) as never;

    await expect(generateDatasetWorker.handle([job(0)], run())).rejects.toThrow();
    expect((await storedDataset(world.db, datasetId)).status).toBe('Generating');

    await generateDatasetWorker.handle([job(2)], run());
    expect(await storedDataset(world.db, datasetId)).toMatchObject({
      status: 'Failed',
      failureReason:
        'The data could not be generated after 3 attempts. Generate it again; if this problem persists contact support.',
      rowCount: 0,
      columns: null,
    });
    await expect
      .poll(() => heard)
      .toContainEqual({ clubId: world.clubId, datasetId, status: 'Failed' });
    await iterator.return?.();
    await listening;

    // Generated again (in a zone that exists): Completed, the reason gone.
    await regenerate(world, datasetId, { ...SEASON_RANGE, timeZone: 'Europe/London' });
    expect(await settled(world.db, datasetId)).toMatchObject({
      status: 'Completed',
      failureReason: null,
    });
  });
});

describe('a restart', () => {
  it('queues the generation of a dataset left Generating without a job', async () => {
    // As a process that died mid-generation leaves it: Generating, its job gone.
    const [left] = await world.db
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'Left behind',
        ...SEASON_RANGE,
        timeZone: 'Europe/London',
        dateFormat: 'MM/DD/YYYY',
      })
      .returning();
    const { database, jobs } = world.testApp.app.touchline;
    expect(await resumeDatasetGeneration(database)).toBeGreaterThanOrEqual(1);
    generateDatasetJob.wake(jobs);
    expect((await settled(world.db, left!.id)).status).toBe('Completed');
    // Nothing is left to resume for it.
    const { rows } = await database.executeSql(
      `select count(*)::int as waiting from pgboss.job where name = 'generate-dataset'
        and state in ('created', 'retry') and data->>'datasetId' = $1`,
      [left!.id],
    );
    expect(rows).toEqual([{ waiting: 0 }]);
  });
});

describe('copying', () => {
  it('copies a Completed table as it is, and generates a copy of an unfinished one', async () => {
    const sourceId = await queueDataset(world);
    const source = await settled(world.db, sourceId);
    const { id: copyId } = await world.db.transaction((tx) =>
      copyDataset(tx, sourceId, { title: 'Copy of the season', ownerPersonId: null }),
    );
    const copy = await storedDataset(world.db, copyId);
    expect(copy).toMatchObject({
      title: 'Copy of the season',
      ownerPersonId: null,
      status: 'Completed',
      startsOn: source.startsOn,
      endsOn: source.endsOn,
      timeZone: source.timeZone,
      dateFormat: source.dateFormat,
      rowCount: source.rowCount,
      columns: source.columns,
    });

    const [unfinished] = await world.db
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'Still generating',
        ...SEASON_RANGE,
        timeZone: 'Europe/London',
        dateFormat: 'MM/DD/YYYY',
      })
      .returning();
    const { id: generatingCopyId } = await world.db.transaction((tx) =>
      copyDataset(tx, unfinished!.id, { title: 'Copy', ownerPersonId: world.coachPersonId }),
    );
    expect((await storedDataset(world.db, generatingCopyId)).status).toBe('Generating');
    generateDatasetJob.wake(world.testApp.app.touchline.jobs);
    const generated = await settled(world.db, generatingCopyId);
    expect(generated).toMatchObject({ status: 'Completed', rowCount: source.rowCount });
  });
});
