import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { imports } from '../../db/tables.js';
import { deleteWaitingJobs } from '../../jobs/deleteWaitingJobs.js';

/** docs/product/importing.md §8: an import kept unprocessed this long is removed with its files. */
export const STALE_IMPORT_DAYS = 7;

/** Removes the imports left unprocessed for a week, with their files and waiting reads; how many. */
export async function removeStaleImports(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(imports)
      .where(
        and(
          isNull(imports.processedAt),
          lt(imports.createdAt, sql`now() - make_interval(days => ${STALE_IMPORT_DAYS})`),
        ),
      )
      .returning({ id: imports.id });
    for (const { id } of removed) await deleteWaitingJobs(tx, 'importId', id);
    return removed.length;
  });
}
