import type PgBoss from 'pg-boss';
import { defineJob } from '../../jobs/defineJob.js';
import type { EngineThreads } from '../processing/index.js';

/** Reads a file of an import to list its tracks, and proposes their athletes. */
export const READ_IMPORT_FILE = 'read-import-file';

export interface ReadImportFileJob {
  clubId: string;
  importId: string;
  fileId: string;
}

/** What the import workers share: engine threads, where files are read. */
export interface ImportWorkersShared {
  engine: Pick<EngineThreads, 'readTrackFile'>;
}

/**
 * At most one waiting read per file (pg-boss "short", keyed by the file's
 * id): reading it again with a mapping while a read runs adds one follow-up,
 * which reads the newest mapping. Retried twice; then the file is marked
 * unreadable. A read a dead process held expires after fifteen minutes.
 */
export const READ_IMPORT_FILE_RETRY: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 2,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 900,
};

/** A file's read (one waiting job per file). */
export const readImportFileJob = defineJob<ReadImportFileJob>({
  queue: READ_IMPORT_FILE,
  retry: READ_IMPORT_FILE_RETRY,
  singletonKey: (job) => job.fileId,
});
