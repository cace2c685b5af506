import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

/** Opens and migrates the configured database for one command, then closes it. */
export async function withDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  // Loaded here, not at the top: commands that never open a database start without it.
  const { openDatabase } = await import('../db/openDatabase.js');
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
