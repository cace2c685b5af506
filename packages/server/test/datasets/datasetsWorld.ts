import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatasetColumn } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database, Db } from '../../src/db/database.js';
import { PGLITE_TYPE_OPTIONS, pgliteDatabase } from '../../src/db/pgliteDatabase.js';
import { postgresDatabase } from '../../src/db/postgresDatabase.js';
import { datasets } from '../../src/db/tables.js';
import { createDemoSeason } from '../../src/demo/createDemoSeason.js';
import {
  createDataset,
  regenerateDataset,
  type DatasetRange,
  type NewDataset,
} from '../../src/modules/datasets/datasets.service.js';
import { generateDatasetJob } from '../../src/modules/datasets/datasetQueues.js';
import { databaseUrl, type DatasetsWorldTemplate } from '../support/globalSetup.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { signIn, testConfig, type Session, type TestApp } from '../support/testApp.js';

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

/**
 * The demo club with a week of its season processed, and its coach and an
 * athlete signed in: a private copy of the world the global setup built
 * once (createDatasetsWorld), on an app of its own.
 */
export async function startDatasetsWorld(): Promise<DatasetsWorld> {
  const testApp = await startWorldApp(await builtWorld());
  const { database } = testApp.app.touchline;
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

/**
 * What every file of the datasets world starts from (the global setup builds
 * it once, on the seeded template): a week of the demo season, processed, and
 * the demo's datasets generated, so that no job is left for the copies' apps.
 */
export async function createDatasetsWorld(app: FastifyInstance): Promise<void> {
  const { database, jobs } = app.touchline;
  await createDemoSeason({ db: database.db, jobs }, { now: TODAY, weeks: 1, waitForLatest: true });
  const giveUpAt = Date.now() + 120_000;
  for (;;) {
    const { rows } = await database.executeSql(
      `select count(*)::int as generating from datasets where status = 'Generating'`,
    );
    if ((rows as { generating: number }[])[0]!.generating === 0) return;
    if (Date.now() > giveUpAt) throw new Error('the demo datasets are still Generating');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The global setup's world once it is built (it is built beside the first test files). */
async function builtWorld(): Promise<DatasetsWorldTemplate> {
  const dir = inject('datasetsWorldDir');
  if (!dir)
    throw new Error('this run builds no datasets world: its global setup found no file using it');
  const giveUpAt = Date.now() + 170_000;
  for (;;) {
    const ready = await readFile(join(dir, 'ready.json'), 'utf8').catch(() => null);
    if (ready !== null) return JSON.parse(ready) as DatasetsWorldTemplate;
    const failed = await readFile(join(dir, 'failed.txt'), 'utf8').catch(() => null);
    if (failed !== null)
      throw new Error(`the global setup could not build the datasets world: ${failed}`);
    if (Date.now() > giveUpAt) throw new Error('the datasets world is not built after 170 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An app, as startTestApp builds one, on a private copy of the world. */
async function startWorldApp(world: DatasetsWorldTemplate): Promise<TestApp> {
  const database = await openWorldCopy(world);
  const app = await buildApp(await testConfig(), {
    database: database.database,
    logger: pino({ level: 'silent' }),
    keepAnswers: false,
  });
  return {
    app,
    testDatabase: { ...database, openAnother: () => null },
    buildSecondApp: () => Promise.resolve(null),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

async function openWorldCopy(
  world: DatasetsWorldTemplate,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = new Blob([await readFile(world.pgliteDump)]);
    const database = pgliteDatabase(
      await PGlite.create({ loadDataDir: dump, ...PGLITE_TYPE_OPTIONS }),
    );
    return { database, drop: () => database.close() };
  }
  const name = `touchline_test_${randomBytes(6).toString('hex')}`;
  // Two files cloning at once find the template busy for a moment: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${world.templateDatabase}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const database = postgresDatabase(databaseUrl(serverUrl, name));
  return {
    database,
    async drop() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
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
