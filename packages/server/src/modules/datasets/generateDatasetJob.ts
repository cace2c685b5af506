import { defineJob } from '../../jobs/defineJobs.js';
import { GENERATE_DATASET, GENERATE_RETRY, type GenerateDatasetJob } from './datasetQueues.js';

/** Generates a dataset's table and stores it, once per (re)generation request. */
export const generateDatasetJob = defineJob<GenerateDatasetJob>({
  queue: GENERATE_DATASET,
  retry: GENERATE_RETRY,
  batchSize: 1,
  handle() {
    // The generation lands in the next commit.
    return Promise.resolve();
  },
});
