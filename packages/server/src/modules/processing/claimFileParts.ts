import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fileParts } from '../../db/tables.js';

/** Whom a file's parts belong to: deleting it deletes them. */
export type PartsOwner = { uploadId: string } | { importFileId: string };

/**
 * Inside the transaction that stores a file: gives its parts (received, or an
 * import file's, handed over to the upload 'Process' makes of it) to their
 * owner. A file whose parts are not all there (swept while it still arrived)
 * is refused, never stored short.
 */
export async function claimFileParts(
  tx: Db,
  contentIds: readonly string[],
  owner: PartsOwner,
): Promise<void> {
  const claimed = await tx
    .update(fileParts)
    .set({
      uploadId: 'uploadId' in owner ? owner.uploadId : null,
      importFileId: 'importFileId' in owner ? owner.importFileId : null,
    })
    .where(inArray(fileParts.contentId, [...contentIds]))
    .returning({ contentId: fileParts.contentId, part: fileParts.part });
  for (const contentId of contentIds) {
    const parts = claimed.filter((row) => row.contentId === contentId).map((row) => row.part);
    const whole = parts.length > 0 && parts.every((part) => part < parts.length);
    if (!whole) throw new Error(`the stored file ${contentId} lost parts before it was kept`);
  }
}
