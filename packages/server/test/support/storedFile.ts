import { gunzipSync } from 'node:zlib';
import { and, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { fileParts } from '../../src/db/tables.js';
import { claimFileParts, type PartsOwner } from '../../src/modules/processing/claimFileParts.js';
import { loadFileParts } from '../../src/modules/processing/readFileParts.js';
import { receiveUpload, type ReceivedUpload } from '../../src/modules/processing/receiveUpload.js';

/**
 * A file stored for a club as a receipt stores it (gzip, in parts): give the
 * content id to its row, then `keep` its parts for that row.
 */
export async function storeFileParts(
  db: Db,
  clubId: string,
  content: Uint8Array | string,
): Promise<ReceivedUpload & { keep: (owner: PartsOwner) => Promise<void> }> {
  const received = await receiveUpload([Buffer.from(content)], { db, clubId });
  return { ...received, keep: (owner) => claimFileParts(db, [received.contentId], owner) };
}

/** A stored file's bytes as they were sent, read back from its parts. */
export async function storedBytes(db: Db, contentId: string): Promise<Buffer> {
  return gunzipSync(Buffer.concat(await loadFileParts(db, contentId)));
}

/** How many stored parts nobody owns: those of a file still arriving, or left behind. */
export async function unownedParts(db: Db): Promise<number> {
  const rows = await db
    .select({ part: fileParts.part })
    .from(fileParts)
    .where(and(isNull(fileParts.uploadId), isNull(fileParts.importFileId)));
  return rows.length;
}
