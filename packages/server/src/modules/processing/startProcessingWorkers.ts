import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';
import { createJobQueues } from '../../jobs/createJobQueues.js';
import type { WorkerDeps } from '../../jobs/defineJobs.js';
import { startJobWorkers, type StopJobWorkers } from '../../jobs/startJobWorkers.js';
import { processingModule } from './processing.module.js';

// The app and `touchline worker` run every module's jobs (modules/modules.ts);
// the CLI's import and the tests run processing alone.
const processing = [processingModule];

/** Creates the processing queues only (a process that runs no workers still queues jobs). */
export function createProcessingQueues(database: Database, jobs: PgBoss): Promise<void> {
  return createJobQueues(database, jobs, processing);
}

/** Stops this process's workers once their running jobs are done. */
export type StopProcessingWorkers = StopJobWorkers;

/** Starts the processing workers on this process, after resuming what a dead process left behind. */
export function startProcessingWorkers(deps: WorkerDeps): Promise<StopProcessingWorkers> {
  return startJobWorkers(processing, deps);
}
