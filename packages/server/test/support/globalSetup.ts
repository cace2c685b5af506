import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_TYPE_OPTIONS, pgliteDatabase } from '../../src/db/pgliteDatabase.js';
import { postgresDatabase } from '../../src/db/postgresDatabase.js';
import { seedTemplate } from './seedTemplate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteDump: string;
    /**
     * Where the datasets world (test/datasets/datasetsWorld.ts) is announced
     * once built: `ready.json` or `failed.txt`. Empty when no file of the run uses it.
     */
    datasetsWorldDir: string;
  }
}

/** What `ready.json` says: the PostgreSQL template or the PGlite dump to clone. */
export interface DatasetsWorldTemplate {
  templateDatabase: string;
  pgliteDump: string;
}

/** The test files that start the datasets world: they call startDatasetsWorld. */
const USES_DATASETS_WORLD = 'startDatasetsWorld(';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates and seeds once; each test file then clones the result (fast) instead of migrating.
 * Beside the tests, builds the datasets world once when the run has a file that uses it.
 */
export default async function setup(project: TestProject) {
  // Every project of the config runs this file, the root one last; the root
  // project's values reach them all, so it alone seeds (once, not three times).
  if (!project.isRootProject()) return;
  const dir = await mkdtemp(join(tmpdir(), 'touchline-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
  let template: DatasetsWorldTemplate;
  if (serverUrl) {
    const name = `touchline_template_${process.pid}`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const database = postgresDatabase(databaseUrl(serverUrl, name));
    await seedTemplate(database);
    await database.close();
    template = { templateDatabase: name, pgliteDump: '' };
  } else {
    const client = await PGlite.create();
    await seedTemplate(pgliteDatabase(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    template = { templateDatabase: '', pgliteDump: file };
  }
  project.provide('templateDatabase', template.templateDatabase);
  project.provide('pgliteDump', template.pgliteDump);

  let worldDir = '';
  if (await runUsesDatasetsWorld(project)) {
    worldDir = join(dir, 'datasets-world');
    // Not awaited: the workers start on the other files meanwhile, and the
    // datasets files wait for ready.json (startDatasetsWorld).
    const building = announce(worldDir, buildDatasetsWorld(template, worldDir, serverUrl));
    cleanups.push(async () => {
      await building;
      if (serverUrl) {
        const name = datasetsWorldName();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  }
  project.provide('datasetsWorldDir', worldDir);
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
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

function datasetsWorldName() {
  return `touchline_datasets_${process.pid}`;
}

/**
 * Whether a test file of this run starts the datasets world. The run's file
 * filters are vitest's own (not a public API): without them, every file counts.
 */
async function runUsesDatasetsWorld(project: TestProject): Promise<boolean> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  for (const each of project.vitest.projects) {
    const { testFiles } = await each.globTestFiles(filters);
    for (const file of testFiles) {
      if ((await readFile(file, 'utf8')).includes(USES_DATASETS_WORLD)) return true;
    }
  }
  return false;
}

/** Writes ready.json, or failed.txt with the reason; never rejects. */
async function announce(dir: string, building: Promise<DatasetsWorldTemplate>) {
  await mkdir(dir, { recursive: true });
  try {
    const built = await building;
    // Written aside, then renamed: a waiting file never reads half of it.
    await writeFile(join(dir, 'ready.json.draft'), JSON.stringify(built));
    await rename(join(dir, 'ready.json.draft'), join(dir, 'ready.json'));
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    await writeFile(join(dir, 'failed.txt'), reason);
  }
}

/**
 * The demo club with a week of its season processed and its datasets
 * generated (datasetsWorld.ts), as a PostgreSQL template or a PGlite dump:
 * built once here rather than once in each of the files that use it.
 */
async function buildDatasetsWorld(
  seeded: DatasetsWorldTemplate,
  dir: string,
  serverUrl: string | undefined,
): Promise<DatasetsWorldTemplate> {
  const [{ createDatasetsWorld }, { buildApp }, { testConfig }, { default: pino }] =
    await Promise.all([
      import('../datasets/datasetsWorld.js'),
      import('../../src/app.js'),
      import('./testApp.js'),
      import('pino'),
    ]);
  const config = await testConfig();
  const logger = pino({ level: 'silent' });
  if (serverUrl) {
    const name = datasetsWorldName();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${seeded.templateDatabase}`);
    const database = postgresDatabase(databaseUrl(serverUrl, name));
    try {
      const app = await buildApp(config, { database, logger, keepAnswers: false });
      try {
        await createDatasetsWorld(app);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
    return { templateDatabase: name, pgliteDump: '' };
  }
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(seeded.pgliteDump)]),
    ...PGLITE_TYPE_OPTIONS,
  });
  try {
    const app = await buildApp(config, {
      database: pgliteDatabase(client),
      logger,
      keepAnswers: false,
    });
    try {
      await createDatasetsWorld(app);
    } finally {
      await app.close();
    }
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'datasets-world.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { templateDatabase: '', pgliteDump: file };
  } finally {
    await client.close();
  }
}
