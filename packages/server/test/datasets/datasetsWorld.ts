import type { DatasetColumn } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { datasets } from '../../src/db/tables.js';
import { createDemoSeason } from '../../src/demo/createDemoSeason.js';
import {
  createDataset,
  regenerateDataset,
  type DatasetRange,
  type NewDataset,
} from '../../src/modules/datasets/datasets.service.js';
import { generateDatasetJob } from '../../src/modules/datasets/datasetQueues.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

// A Saturday evening: the week's trainings and its match are over.
export const TODAY = new Date('2026-03-14T20:00:00Z');
export const SEASON_RANGE = { startsOn: '2026-03-01', endsOn: '2026-03-14' };

export interface DatasetsWorld {
  testApp: TestApp;
  db: Db;
  clubId: string;
  coach: Session;
  athlete: Session;
  coachPersonId: string;
}

/** The demo club with a week of its season processed, and its coach and an athlete signed in. */
export async function startDatasetsWorld(): Promise<DatasetsWorld> {
  const testApp = await startTestApp();
  const { database, jobs } = testApp.app.touchline;
  await createDemoSeason({ db: database.db, jobs }, { now: TODAY, weeks: 1, waitForLatest: true });
  const db = database.db;
  const clubId = await clubIdNamed(db, 'Touchline FC');
  const coach = await signIn(testApp.app, 'coach@touchline.test');
  const athlete = await signIn(testApp.app, 'athlete@touchline.test');
  const { rows } = await database.executeSql(
    `select id from persons where email = 'coach@touchline.test'`,
  );
  const coachPersonId = (rows as { id: string }[])[0]!.id;
  return { testApp, db, clubId, coach, athlete, coachPersonId };
}

/** A dataset queued as a report would queue it, its job woken. */
export async function queueDataset(
  world: DatasetsWorld,
  input: Partial<NewDataset> = {},
): Promise<string> {
  const { id } = await world.db.transaction((tx) =>
    createDataset(tx, {
      clubId: world.clubId,
      ownerPersonId: world.coachPersonId,
      title: 'Season so far',
      ...SEASON_RANGE,
      timeZone: 'Europe/London',
      dateFormat: 'DD/MM/YYYY',
      ...input,
    }),
  );
  generateDatasetJob.wake(world.testApp.app.touchline.jobs);
  return id;
}

export async function regenerate(world: DatasetsWorld, datasetId: string, range: DatasetRange) {
  await world.db.transaction((tx) => regenerateDataset(tx, datasetId, range));
  generateDatasetJob.wake(world.testApp.app.touchline.jobs);
}

export async function storedDataset(db: Db, datasetId: string) {
  const [row] = await db.select().from(datasets).where(eq(datasets.id, datasetId));
  if (!row) throw new Error(`dataset ${datasetId} is gone`);
  return row;
}

/** The dataset once its job has finished (Completed or Failed). */
export async function settled(db: Db, datasetId: string) {
  const giveUpAt = Date.now() + 30_000;
  for (;;) {
    const row = await storedDataset(db, datasetId);
    if (row.status !== 'Generating') return row;
    if (Date.now() > giveUpAt) throw new Error(`dataset ${datasetId} is still Generating`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The stored table as rows of cells by column id. */
export function rowsOf(columns: DatasetColumn[]) {
  const count = columns[0]?.rows.length ?? 0;
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries(columns.map((column) => [column.id, column.rows[index]])),
  );
}
