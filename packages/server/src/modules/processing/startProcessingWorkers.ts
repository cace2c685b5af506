import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';
import { createJobQueues } from '../../jobs/createJobQueues.js';
import type { WorkerDeps } from '../../jobs/defineJobs.js';
import { startJobWorkers, type StopJobWorkers } from '../../jobs/startJobWorkers.js';
import { wakeJobWorker } from '../../jobs/wakeJobWorker.js';
import { processingModule } from './processing.module.js';
import { PROCESS_RAW_TRACK } from './processingQueues.js';

// The app and `touchline worker` run every module's jobs (modules/modules.ts);
// the CLI's import and the tests run processing alone.
const processing = [processingModule];

/**
 * Tells this process's raw-track worker that jobs were just committed, so it
 * fetches them now rather than at its next poll.
 */
export function wakeProcessingWorkers(jobs: PgBoss): void {
  wakeJobWorker(jobs, PROCESS_RAW_TRACK);
}

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
