import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/database.js';

/** What a process running workers has to offer them. */
export interface WorkerDeps {
  database: Database;
  jobs: PgBoss;
  log: Logger;
}

/** What a handler is given besides its batch. */
export interface JobRun<S> {
  db: Db;
  jobs: PgBoss;
  log: Logger;
  /** What the module's `startWorkers` set up for its handlers (e.g. engine threads). */
  shared: S;
  /** Fails one job of the batch for pg-boss to retry (the others are completed). */
  fail: (job: PgBoss.Job<unknown>) => Promise<void>;
  /** Tells this process's worker of a queue to fetch now (jobs were just committed). */
  wake: (queue: string) => void;
}

/** One queue: its name, pg-boss policy and retries, and the handler of its jobs. */
export interface JobDeclaration<T, S> {
  queue: string;
  /** pg-boss queue options (policy, retryLimit, retryDelay, retryBackoff, expireInSeconds). */
  retry: Omit<PgBoss.Queue, 'name'>;
  /** Jobs fetched and handled at once. */
  batchSize: number;
  /**
   * Handles a batch. What it throws fails the whole batch for a retry; jobs
   * it leaves alone are completed after it.
   */
  handle(batch: PgBoss.JobWithMetadata<T>[], run: JobRun<S>): Promise<void>;
}

/** What a module's workers share, and how to stop it once they have stopped. */
export interface ModuleWorkers<S> {
  shared: S;
  stop(): Promise<void>;
}

export interface ModuleJobs<S> {
  queues: readonly JobDeclaration<unknown, S>[];
  /** Runs once per worker process before the module's handlers start. */
  startWorkers?(deps: WorkerDeps): Promise<ModuleWorkers<S>>;
}

/** Declares a module's jobs, so their handlers and `startWorkers` agree on what is shared. */
export function defineJobs<S = undefined>(jobs: ModuleJobs<S>): ModuleJobs<S> {
  return jobs;
}

/** Declares one queue with its payload type. */
export function defineJob<T, S = undefined>(job: JobDeclaration<T, S>): JobDeclaration<T, S> {
  return job;
}
