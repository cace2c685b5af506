import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { importFiles } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { claimFileParts, type ReceivedUpload } from '../processing/index.js';
import { readImportFileJob } from './importQueues.js';
import type { ImportRow } from './importRows.js';
import { lockOpenImport, refuseFull } from './openImport.js';

/**
 * Stores a file sent to an import (its received parts become the file's)
 * and queues its read, in one transaction (the import locked: its limit
 * holds however many files arrive at once).
 */
export async function addImportFile(
  deps: { db: Db; jobs: PgBoss },
  target: ImportRow,
  file: { fileName: string; content: ReceivedUpload },
): Promise<string> {
  const fileId = await deps.db.transaction(async (tx) => {
    await lockOpenImport(tx, target.id);
    await refuseFull(tx, target.id);
    const [row] = await tx
      .insert(importFiles)
      .values({
        clubId: target.clubId,
        importId: target.id,
        fileName: file.fileName || 'file',
        byteSize: file.content.byteSize,
        sha256: file.content.sha256,
        contentId: file.content.contentId,
      })
      .returning({ id: importFiles.id });
    await claimFileParts(tx, [file.content.contentId], { importFileId: row!.id });
    await readImportFileJob.sendInTransaction(tx, [
      { clubId: target.clubId, importId: target.id, fileId: row!.id },
    ]);
    await publishEvent(tx, { topic: 'importUpdated', clubId: target.clubId, importId: target.id });
    return row!.id;
  });
  readImportFileJob.wake(deps.jobs);
  return fileId;
}
