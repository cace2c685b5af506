// Reads a stopped server's database with plain SQL, through the server's own
// database layer (the PGlite directory must not be in use by a server).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../lib/run.mjs';

/**
 * Runs `read(sql)` on the database of `{ dataDir }` or `{ databaseUrl }`, where
 * `sql(text, values)` resolves with the rows; closes the database afterwards.
 */
export async function readServerDatabase({ dataDir = null, databaseUrl = null }, read) {
  const { openDatabase } = await import(
    pathToFileURL(join(repoRoot, 'packages/server/dist/db/openDatabase.js')).href
  );
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await read(async (text, values = []) => (await database.executeSql(text, values)).rows);
  } finally {
    await database.close();
  }
}
