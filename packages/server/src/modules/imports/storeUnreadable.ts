import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { importFiles } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';

const UNREADABLE =
  ': could not be read; remove it, or ask an administrator to look at the server log';

/** After a read's last retry: the file is unreadable, with a reason the coach can act on. */
export async function storeUnreadable(db: Db, fileId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [file] = await tx
      .update(importFiles)
      .set({
        status: 'unreadable',
        format: null,
        problem: sql`${importFiles.fileName} || ${UNREADABLE}`,
      })
      .where(eq(importFiles.id, fileId))
      .returning({ clubId: importFiles.clubId, importId: importFiles.importId });
    if (file) {
      await publishEvent(tx, {
        topic: 'importUpdated',
        clubId: file.clubId,
        importId: file.importId,
      });
    }
  });
}
