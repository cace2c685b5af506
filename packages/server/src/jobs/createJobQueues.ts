import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { TouchlineModule } from '../modules/defineModule.js';

/**
 * Creates the modules' declared queues (an API process that runs no workers
 * still queues jobs), one process at a time: pg-boss makes a table per queue.
 */
export function createJobQueues(
  database: Database,
  jobs: PgBoss,
  modules: readonly Pick<TouchlineModule, 'jobs'>[],
): Promise<void> {
  return database.exclusively(async () => {
    for (const module of modules) {
      for (const { queue, retry } of module.jobs?.queues ?? []) {
        const options = { ...retry, name: queue };
        await jobs.createQueue(queue, options);
        // A queue created by an older version takes this version's retry and expiry.
        await jobs.updateQueue(queue, options);
      }
    }
  });
}
