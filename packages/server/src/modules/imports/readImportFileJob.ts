import { eq } from 'drizzle-orm';
import type { Subject } from '../../access/Subject.js';
import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { importFiles } from '../../db/tables.js';
import { isUuid } from '../../graphql/ids.js';
import { readImportFileJob, type ImportWorkersShared } from './importQueues.js';
import { readImportFile } from './readImportFile.js';
import { storeUnreadable } from './storeUnreadable.js';

// Files read at once: a folder's files arrive one after another.
const READ_BATCH = 2;

/** A file of an import, read from the database (a job has no request loaders). */
function storedImportFile(
  fileId: string,
  importId: string,
): Subject<{ id: string; clubId: string }> {
  return {
    type: 'Import',
    find: async ({ db }) => {
      if (!isUuid(fileId) || !isUuid(importId)) return null;
      const [row] = await db
        .select({ id: importFiles.id, clubId: importFiles.clubId, importId: importFiles.importId })
        .from(importFiles)
        .where(eq(importFiles.id, fileId));
      return row?.importId === importId ? row : null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
  };
}

/** Reads imports' files on the engine threads; a file no read can manage ends unreadable. */
export const readImportFileWorker = readImportFileJob.worker<ImportWorkersShared>({
  batchSize: READ_BATCH,
  async handle(claimed, { db, jobs, log, shared, fail }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      storedImportFile(data.fileId, data.importId),
    );
    for (const job of batch) {
      try {
        await readImportFile({ db, jobs, engine: shared.engine }, job.data);
      } catch (error) {
        const lastAttempt = job.retryCount >= job.retryLimit;
        log.error({ err: error, fileId: job.data.fileId, lastAttempt }, 'reading a file failed');
        if (lastAttempt) await storeUnreadable(db, job.data.fileId);
        else await fail(job);
      }
    }
  },
});
