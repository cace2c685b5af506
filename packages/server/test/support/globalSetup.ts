import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../../src/db/pgliteDatabase.js';
import { postgresDatabase } from '../../src/db/postgresDatabase.js';
import { seedTemplate } from './seedTemplate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteDump: string;
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and seeds once; each test file then clones the result (fast) instead of migrating. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `touchline_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = postgresDatabase(databaseUrl(serverUrl, template));
    await seedTemplate(database);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  await seedTemplate(pgliteDatabase(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'touchline-test-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', '');
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
