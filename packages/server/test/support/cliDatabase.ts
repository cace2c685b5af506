import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { PGLITE_TYPE_OPTIONS, pgliteDatabase } from '../../src/db/pgliteDatabase.js';
import { openTestDatabase, usingPostgres } from './testDatabase.js';

/**
 * The seeded test database where a `touchline` child process can reach it:
 * the file's own PostgreSQL database, or a PGlite data directory made from the
 * seeded dump. `open` is for checking afterwards, with no command running.
 */
export async function cliDatabase(): Promise<{
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (usingPostgres) {
    const testDatabase = await openTestDatabase();
    return {
      env: { DATABASE_URL: testDatabase.database.connectionString! },
      open: () => Promise.resolve(testDatabase.database),
      drop: () => testDatabase.drop(),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'touchline-cli-'));
  const dump = new Blob([await readFile(inject('pgliteDump'))]);
  await (await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: dump })).close();
  let opened: Database | undefined;
  return {
    env: { TOUCHLINE_DATA_DIR: dataDir },
    async open() {
      opened ??= pgliteDatabase(await PGlite.create(join(dataDir, 'pgdata'), PGLITE_TYPE_OPTIONS));
      return opened;
    },
    async drop() {
      await opened?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
