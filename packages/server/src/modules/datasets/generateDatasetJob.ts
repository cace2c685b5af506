import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { generateDatasetJob, type DatasetWorkersShared } from './datasetQueues.js';
import { generationFailureReason } from './datasetFailure.js';
import { generateDataset, markDatasetFailed } from './generateDataset.js';
import { storedDataset } from './storedDataset.js';

/**
 * Generates a dataset's table and stores it, once per (re)generation
 * request. A failure is retried; the last attempt's failure leaves the
 * dataset Failed with a reason for the person (what broke is only in the log).
 */
export const generateDatasetWorker = generateDatasetJob.worker<DatasetWorkersShared>({
  batchSize: 1,
  async handle(claimed, { db, log, shared }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      storedDataset(data.datasetId),
    );
    for (const job of batch) {
      const { datasetId, generation } = job.data;
      try {
        const startedAt = performance.now();
        const outcome = await generateDataset(db, job.data, shared.engine.buildStoredTable);
        const ms = Math.round(performance.now() - startedAt);
        log.info({ datasetId, generation, outcome, ms }, 'dataset generation');
      } catch (error) {
        if (job.retryCount < job.retryLimit) throw error;
        log.error({ err: error, datasetId, generation }, 'dataset generation failed');
        await markDatasetFailed(db, job.data, generationFailureReason(job.retryLimit + 1));
      }
    }
  },
});
