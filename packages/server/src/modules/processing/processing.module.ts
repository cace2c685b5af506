import { defineJobs } from '../../jobs/defineJobs.js';
import { defineModule } from '../defineModule.js';
import { aggregateSessionWorker } from './aggregateSessionJob.js';
import { startEngineThreads } from './engineThreads.js';
import { processRawTrackWorker } from './processRawTrackJob.js';
import type { ProcessingShared } from './processingShared.js';
import { resumeInterruptedProcessing } from './resumeInterruptedProcessing.js';

// On PostgreSQL, how often live workers look for a dead process's jobs.
const SWEEP_INTERVAL_MS = 5_000;

/** Uploads' raw tracks to metric sets, off the API's thread, surviving crashes. */
export const processingModule = defineModule({
  name: 'processing',
  jobs: defineJobs<ProcessingShared>({
    queues: [processRawTrackWorker, aggregateSessionWorker],
    async startWorkers({ database, jobs, log }) {
      const engine = startEngineThreads();
      const resumed = await resumeInterruptedProcessing(database, jobs, { atStart: true });
      if (resumed > 0) log.info({ resumed }, 'resumed interrupted processing');
      const sweep =
        database.driver === 'postgres'
          ? setInterval(() => {
              resumeInterruptedProcessing(database, jobs, { atStart: false }).catch(
                (error: unknown) => log.warn({ err: error }, 'looking for interrupted jobs failed'),
              );
            }, SWEEP_INTERVAL_MS).unref()
          : null;
      return {
        shared: { engine },
        async stop() {
          if (sweep) clearInterval(sweep);
          await engine.close();
        },
      };
    },
  }),
});
