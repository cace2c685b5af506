import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from './database.js';
import { lockDataDir } from './dataDirLock.js';
import { openPgliteDirectory, pgliteDatabase } from './pgliteDatabase.js';
import { postgresDatabase } from './postgresDatabase.js';

/**
 * Opens the configured database: the PostgreSQL server of DATABASE_URL, or the
 * embedded PGlite in the data directory (locked against a second process).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: Logger,
): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl, log);
  const release = await lockDataDir(config.dataDir, (error) =>
    log?.error({ err: error }, 'lost the data directory lock'),
  );
  try {
    // Postgres' own files live in a sub-folder; the lock sits beside it.
    const client = await openPgliteDirectory(join(config.dataDir, 'pgdata'));
    return pgliteDatabase(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}
