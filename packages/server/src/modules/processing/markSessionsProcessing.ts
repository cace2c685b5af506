import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/tables.js';

/**
 * Marks sessions as processing. A session that was not yet starts a new
 * round, which its progress ('Processing files: <done> of <total>') counts
 * from; one already processing keeps its round.
 */
export async function markSessionsProcessing(
  tx: Pick<Db, 'update'>,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .update(sessions)
    .set({
      dataProcessing: true,
      processingStartedAt: sql`case when ${sessions.dataProcessing} then ${sessions.processingStartedAt} else now() end`,
    })
    .where(inArray(sessions.id, [...new Set(sessionIds)]));
}
