import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { MailConfig, PushConfig } from '../config.js';
import type { Database, Db } from '../db/database.js';
import type { JobQueue, JobWorker } from './defineJob.js';

/** What a process running workers has to offer them. */
export interface WorkerDeps {
  database: Database;
  jobs: PgBoss;
  log: Logger;
  /** Where notifications may go besides the app (e-mail, Web Push); none: nowhere. */
  channels?: { mail: MailConfig | null; push: PushConfig | null };
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
}

/** One queue's worker, as `defineJob(…).worker(…)` makes it: the queue and its handler. */
export type JobDeclaration<T, S> = Pick<JobQueue<T>, 'queue' | 'retry'> & JobWorker<T, S>;

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
