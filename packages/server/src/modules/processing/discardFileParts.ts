import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fileParts } from '../../db/tables.js';

/**
 * Deletes the parts of a file that was received but not stored (refused, or
 * cut off); a stored file's parts have their owner and stay.
 */
export async function discardFileParts(db: Db, contentId: string): Promise<void> {
  await db
    .delete(fileParts)
    .where(
      and(
        eq(fileParts.contentId, contentId),
        isNull(fileParts.uploadId),
        isNull(fileParts.importFileId),
      ),
    );
}
