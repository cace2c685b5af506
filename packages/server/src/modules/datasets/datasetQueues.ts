import { defineJob } from '../../jobs/defineJob.js';
import type PgBoss from 'pg-boss';
import type { EngineThreads } from '../processing/index.js';

/** Generates one dataset's table and stores it (docs/product/reporting.md §4). */
export const GENERATE_DATASET = 'generate-dataset';

export interface GenerateDatasetJob {
  clubId: string;
  datasetId: string;
  /** The dataset's generation when it was queued: a job of an older one stores nothing. */
  generation: number;
}

/**
 * One job per request (no singleton: a waiting job of an older generation
 * would otherwise swallow the newer one); a stale job ends at once. Retried
 * twice; a job a dead process held expires after five minutes and is retried,
 * so a restart does not leave a dataset Generating.
 */
export const GENERATE_RETRY: Omit<PgBoss.Queue, 'name'> = {
  policy: 'standard',
  retryLimit: 2,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** What the dataset workers share: engine threads, where tables are built. */
export interface DatasetWorkersShared {
  engine: Pick<EngineThreads, 'buildStoredTable'>;
}

/** A dataset's (re)generation: one job per request. */
export const generateDatasetJob = defineJob<GenerateDatasetJob>({
  queue: GENERATE_DATASET,
  retry: GENERATE_RETRY,
});
