import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fileParts } from '../../db/tables.js';

/**
 * A stored file's gzip, a part (one statement) at a time, in order: the
 * embedded database passes a bytea as hex text in a heap that never shrinks,
 * so no statement may carry a whole file.
 */
export async function* readFileParts(db: Db, contentId: string): AsyncGenerator<Uint8Array> {
  for (let part = 0; ; part++) {
    const [row] = await db
      .select({ gzip: fileParts.gzip })
      .from(fileParts)
      .where(and(eq(fileParts.contentId, contentId), eq(fileParts.part, part)));
    if (!row) return;
    yield row.gzip;
  }
}

/** Every part of a stored file, for an engine thread to inflate as it reads. */
export async function loadFileParts(db: Db, contentId: string): Promise<Uint8Array[]> {
  const parts: Uint8Array[] = [];
  for await (const part of readFileParts(db, contentId)) parts.push(part);
  return parts;
}
