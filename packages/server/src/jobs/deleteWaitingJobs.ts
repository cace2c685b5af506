import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/**
 * Deletes, in the caller's transaction, every job of any queue that waits
 * (queued, or waiting for a retry) with `field` of its payload equal to
 * `value`, e.g. a deleted session's. A job already running is left to find
 * its rows gone.
 */
export async function deleteWaitingJobs(
  tx: Pick<Db, 'execute'>,
  field: string,
  value: string,
): Promise<void> {
  // pg-boss's table (schema 'pgboss', see jobQueue.ts).
  await tx.execute(
    sql`delete from pgboss.job where state in ('created', 'retry') and data->>${field} = ${value}`,
  );
}
