import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { JobDeclaration, JobRun } from './defineJobs.js';
import { JOB_SCHEMA } from './jobQueue.js';
import { transactionSqlExecutor } from './transactionSqlExecutor.js';
import { wakeJobWorker } from './wakeJobWorker.js';

/** One queue: its name, pg-boss policy, and what keeps one job of a thing waiting. */
export interface JobQueue<T> {
  queue: string;
  /** pg-boss queue options (policy, retryLimit, retryDelay, retryBackoff, expireInSeconds). */
  retry: Omit<PgBoss.Queue, 'name'>;
  /** With a "short" policy: at most one waiting job per key (e.g. the segment's id). */
  singletonKey?: (job: T) => string;
}

/** What a queue's worker declares: how many jobs it fetches at once, and their handler. */
export interface JobWorker<T, S> {
  batchSize: number;
  /** Batches handled at once in a process (1 unless said). */
  concurrency?: number;
  /**
   * Handles a batch. What it throws fails the whole batch for a retry; jobs
   * it leaves alone are completed after it.
   */
  handle(batch: PgBoss.JobWithMetadata<T>[], run: JobRun<S>): Promise<void>;
}

/** The one way to queue a job: typed by the queue's declaration. */
export interface JobHandle<T extends object> extends JobQueue<T> {
  /** Queues one job on its own; its id, or null when one with its key already waits. */
  send(jobs: PgBoss, job: T): Promise<string | null>;
  /**
   * Queues jobs through the caller's transaction: they exist only if it
   * commits (on PGlite, whose one connection the transaction holds, the only way).
   * Wake the queue's worker after the commit.
   */
  sendInTransaction(tx: Pick<Db, 'execute'>, jobs: readonly T[]): Promise<void>;
  /** After a commit: this process's worker of the queue fetches now, not at its next poll. */
  wake(jobs: PgBoss): void;
  /** The queue's worker, for its module's `jobs` declaration. */
  worker<S = undefined>(worker: JobWorker<T, S>): JobDeclaration<T, S>;
}

// pg-boss's own insert statement, written through a caller's transaction.
// Never started: it only writes through the executor each insert is handed.
const inserter = new PgBoss({
  schema: JOB_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('jobs are inserted through a transaction')) },
});

// Jobs per insert statement: a club may have thousands of raw tracks.
const INSERT_CHUNK = 500;

/** Declares a queue: the handle modules queue and wake its jobs through. */
export function defineJob<T extends object>(declaration: JobQueue<T>): JobHandle<T> {
  const { queue, singletonKey } = declaration;
  const keyed = (job: T) => (singletonKey ? { singletonKey: singletonKey(job) } : {});
  return {
    ...declaration,
    send: (jobs, job) => jobs.send(queue, job, keyed(job)),
    async sendInTransaction(tx, jobs) {
      const db = transactionSqlExecutor(tx);
      for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
        const chunk = jobs.slice(start, start + INSERT_CHUNK);
        await inserter.insert(
          chunk.map((job) => ({ name: queue, data: job, ...keyed(job) })),
          { db },
        );
      }
    },
    wake: (jobs) => wakeJobWorker(jobs, queue),
    worker: (worker) => ({ queue, retry: declaration.retry, ...worker }),
  };
}
