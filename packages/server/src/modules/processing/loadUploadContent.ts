import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { uploads } from '../../db/tables.js';
import type { UploadContent } from './computeUploadTracks.js';
import { loadFileParts } from './readFileParts.js';

/** An upload's stored parts, read when its tracks are parsed; null when it has gone. */
export async function loadUploadContent(db: Db, uploadId: string): Promise<UploadContent | null> {
  const [row] = await db
    .select({ contentId: uploads.contentId, eptsMetadataId: uploads.eptsMetadataId })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  if (!row) return null;
  return {
    contentParts: await loadFileParts(db, row.contentId),
    eptsMetadataParts: row.eptsMetadataId ? await loadFileParts(db, row.eptsMetadataId) : null,
  };
}
