import type PgBoss from 'pg-boss';
import { createJobQueues } from './createJobQueues.js';
import type { TouchlineModule } from '../modules/defineModule.js';
import type { JobDeclaration, WorkerDeps } from './defineJobs.js';
import { startClaimingWorker } from './startClaimingWorker.js';
import { registerJobWorker } from './wakeJobWorker.js';
import { startWorkerLiveness } from './workerLiveness.js';

const POLLING_INTERVAL_MS = 500;

/** Stops this process's workers once their running jobs are done. */
export type StopJobWorkers = () => Promise<void>;

/**
 * Runs the modules' declared jobs on this process (the API process by default, or
 * `touchline worker`): one claiming worker per queue, after each module's
 * `startWorkers` (which may first resume what a dead process left behind).
 */
export async function startJobWorkers(
  modules: readonly Pick<TouchlineModule, 'jobs'>[],
  deps: WorkerDeps,
): Promise<StopJobWorkers> {
  const { database, jobs, log } = deps;
  await createJobQueues(database, jobs, modules);
  const liveness = await startWorkerLiveness(database, log);
  const stops: (() => Promise<void>)[] = [];

  /**
   * Fails a job for pg-boss to retry, with a fixed message: whatever an error
   * quoted (a file's bytes, a NUL) could make storing it fail. The reason
   * goes to the log.
   */
  const failJob = (queue: string, jobId: string) =>
    jobs.fail(queue, jobId, { message: `${queue} failed; see the server log` }).then(
      () => undefined,
      (error: unknown) => log.error({ err: error, jobId }, 'could not mark a job failed'),
    );

  const startQueue = (job: JobDeclaration<unknown, unknown>, shared: unknown) => {
    const { queue, batchSize, concurrency = 1 } = job;
    const run = {
      db: database.db,
      jobs,
      log,
      shared,
      fail: (failed: PgBoss.Job<unknown>) => failJob(queue, failed.id),
    };
    // What a handler throws fails its whole batch (for a retry) here, so the
    // claiming worker completes only the jobs that succeeded.
    const worker = startClaimingWorker<unknown>(
      { database, jobs, liveness, log },
      { queue, batchSize, concurrency, pollingIntervalMs: POLLING_INTERVAL_MS },
      async (batch) => {
        try {
          await job.handle(batch, run);
        } catch (error) {
          const jobIds = batch.map((each) => each.id);
          log.error({ err: error, queue, jobIds }, 'a batch of jobs failed');
          for (const id of jobIds) await failJob(queue, id);
        }
      },
    );
    const unregister = registerJobWorker(jobs, queue, worker);
    stops.push(async () => {
      unregister();
      await worker.stop();
    });
  };

  const moduleStops: (() => Promise<void>)[] = [];
  for (const { jobs: declared } of modules) {
    if (!declared) continue;
    const started = declared.startWorkers ? await declared.startWorkers(deps) : undefined;
    if (started) moduleStops.push(() => started.stop());
    for (const job of declared.queues) startQueue(job, started?.shared);
  }

  return async function stopJobWorkers() {
    await Promise.all(stops.map((stop) => stop()));
    for (const stop of moduleStops.reverse()) await stop();
    await liveness.close();
  };
}
