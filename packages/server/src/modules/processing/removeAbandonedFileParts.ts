import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fileParts } from '../../db/tables.js';

/**
 * A file still arriving writes a part with each megabyte of its gzip: one
 * whose newest part is this old and still nobody's was left by a process
 * that stopped (or a sender who did) before the file was stored.
 */
const ABANDONED_HOURS = 24;

/** Deletes the parts of files whose receipt stopped (a crash mid-upload) and were never stored; how many parts. */
export async function removeAbandonedFileParts(db: Db): Promise<number> {
  const unowned = and(isNull(fileParts.uploadId), isNull(fileParts.importFileId));
  const abandoned = db
    .select({ contentId: fileParts.contentId })
    .from(fileParts)
    .where(unowned)
    .groupBy(fileParts.contentId)
    .having(
      lt(sql`max(${fileParts.createdAt})`, sql`now() - make_interval(hours => ${ABANDONED_HOURS})`),
    );
  const removed = await db
    .delete(fileParts)
    .where(and(unowned, inArray(fileParts.contentId, abandoned)))
    .returning({ part: fileParts.part });
  return removed.length;
}
