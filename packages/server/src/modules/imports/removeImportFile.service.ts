import { eq, inArray } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { importFiles, importTracks } from '../../db/tables.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { deleteWaitingJobs } from '../../jobs/deleteWaitingJobs.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { readImportFileJob } from './importQueues.js';
import type { ImportRow } from './importRows.js';
import { importFileSubject } from './importSubjects.js';
import { lockOpenImport } from './openImport.js';

/**
 * Takes a file out of an import not yet processed (its row's 'Remove'). The
 * other file of an EPTS pair it was read with is read again, alone.
 */
export async function removeImportFile(
  ctx: Pick<GraphQLContext, 'db' | 'jobs' | 'access'>,
  fileId: string,
): Promise<Outcome<ImportRow>> {
  const file = await authorize(ctx.access, 'Update', importFileSubject(fileId));
  const target = await ctx.db.transaction(async (tx) => {
    const locked = await lockOpenImport(tx, file.importId);
    await deleteWaitingJobs(tx, 'fileId', file.id);
    // A metadata file read with this one waits for its data again (format 'epts'); the
    // data file read with this metadata is read as the file it is (format unknown).
    const metadata = await tx
      .update(importFiles)
      .set({ status: 'received', companionFileId: null, problem: null })
      .where(eq(importFiles.companionFileId, file.id))
      .returning({ id: importFiles.id });
    const data = file.companionFileId
      ? await tx
          .update(importFiles)
          .set({ status: 'received', format: null, problem: null })
          .where(eq(importFiles.id, file.companionFileId))
          .returning({ id: importFiles.id })
      : [];
    const partners = [...metadata, ...data];
    const partnerIds = partners.map(({ id }) => id);
    if (partnerIds.length > 0) {
      await tx.delete(importTracks).where(inArray(importTracks.importFileId, partnerIds));
    }
    await tx.delete(importFiles).where(eq(importFiles.id, file.id));
    await readImportFileJob.sendInTransaction(
      tx,
      partnerIds.map((id) => ({ clubId: locked.clubId, importId: locked.id, fileId: id })),
    );
    await publishEvent(tx, { topic: 'importUpdated', clubId: locked.clubId, importId: locked.id });
    return locked;
  });
  readImportFileJob.wake(ctx.jobs);
  return done(target);
}
