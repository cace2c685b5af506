import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { uploads } from '../../db/tables.js';
import type { UploadContent } from './computeUploadTracks.js';
import { recentUploadContents } from './recentUploadContents.js';

/** An upload's stored bytes, read when its tracks are parsed; null when it has gone. */
export async function loadUploadContent(db: Db, uploadId: string): Promise<UploadContent | null> {
  const recent = recentUploadContents.get(uploadId);
  if (recent) return recent;
  const [row] = await db
    .select({ contentGzip: uploads.contentGzip, eptsMetadataGzip: uploads.eptsMetadataGzip })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  return row ?? null;
}
