import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { PGLITE_TYPE_OPTIONS, pgliteDatabase } from '../../src/db/pgliteDatabase.js';
import { postgresDatabase } from '../../src/db/postgresDatabase.js';
import { databaseUrl } from './globalSetup.js';

export interface TestDatabase {
  /** Opens another connection set to the same database (a second API process). */
  openAnother(): Database | null;
  database: Database;
  drop(): Promise<void>;
}

export const usingPostgres = !!process.env.TEST_DATABASE_URL;

async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Two files cloning at once can find the template busy for a moment; try again. */
async function createFromTemplate(serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A fresh copy of the seeded template, private to the calling test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `touchline_test_${randomBytes(6).toString('hex')}`;
    await createFromTemplate(serverUrl, name);
    const url = databaseUrl(serverUrl, name);
    const opened: Database[] = [];
    const open = () => {
      const database = postgresDatabase(url);
      opened.push(database);
      return database;
    };
    return {
      database: open(),
      openAnother: open,
      async drop() {
        await Promise.all(opened.map((database) => database.close()));
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = new Blob([await readFile(inject('pgliteDump'))]);
  const database = pgliteDatabase(
    await PGlite.create({ loadDataDir: dump, ...PGLITE_TYPE_OPTIONS }),
  );
  return { database, openAnother: () => null, drop: () => database.close() };
}
