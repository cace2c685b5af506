import type PgBoss from 'pg-boss';
import type { TouchlineModule } from '../modules/defineModule.js';

/** Creates the modules' declared queues (an API process that runs no workers still queues jobs). */
export async function createJobQueues(
  jobs: PgBoss,
  modules: readonly Pick<TouchlineModule, 'jobs'>[],
): Promise<void> {
  for (const module of modules) {
    for (const { queue, retry } of module.jobs?.queues ?? []) {
      const options = { ...retry, name: queue };
      await jobs.createQueue(queue, options);
      // A queue created by an older version takes this version's retry and expiry.
      await jobs.updateQueue(queue, options);
    }
  }
}
