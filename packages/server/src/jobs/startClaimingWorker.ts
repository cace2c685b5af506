import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { transactionSqlExecutor } from './transactionSqlExecutor.js';
import type { WorkerLiveness } from './workerLiveness.js';

export interface ClaimingWorker {
  /** Fetch now rather than at the next poll (jobs were just committed). */
  wake(): void;
  /** Stops fetching, and resolves once the batch in hand is done. */
  stop(): Promise<void>;
}

interface ClaimingWorkerOptions {
  queue: string;
  batchSize: number;
  /** Batches handled at once: another is fetched while one is handled, up to this many. */
  concurrency: number;
  pollingIntervalMs: number;
}

/**
 * A pg-boss worker that claims what it fetches in the same transaction
 * (jobs/workerLiveness.ts), so no moment exists in which a job is running
 * without other processes knowing whose it is. pg-boss's own `work()` cannot
 * do that. The handler must not throw; every job it leaves active (not
 * failed) is completed after it. A full batch is followed by the next fetch
 * at once; with a concurrency above one, as many fetches and their batches run
 * side by side.
 */
export function startClaimingWorker<T>(
  deps: { database: Database; jobs: PgBoss; liveness: WorkerLiveness; log: Logger },
  { queue, batchSize, concurrency, pollingIntervalMs }: ClaimingWorkerOptions,
  handler: (batch: PgBoss.JobWithMetadata<T>[]) => Promise<void>,
): ClaimingWorker {
  const { database, jobs, liveness, log } = deps;
  let stopped = false;
  let pendingWake = false;
  const sleeping = new Set<() => void>();

  const pause = () =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopped) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollingIntervalMs);
      function done() {
        clearTimeout(timer);
        sleeping.delete(done);
        resolve();
      }
      sleeping.add(done);
    });
  const wakeAll = () => [...sleeping].forEach((wakeUp) => wakeUp());
  // One fetch takes every job waiting (up to a batch): another would find none.
  const wakeOne = () => sleeping.values().next().value?.();

  const fetchAndClaim = () =>
    database.db.transaction(async (tx) => {
      const batch = await jobs.fetch<T>(queue, {
        batchSize,
        includeMetadata: true,
        db: transactionSqlExecutor(tx),
      });
      await liveness.claim(
        tx,
        queue,
        batch.map((job) => job.id),
      );
      return batch;
    });

  const loop = async () => {
    while (!stopped) {
      let batch: PgBoss.JobWithMetadata<T>[];
      try {
        batch = await fetchAndClaim();
      } catch (error) {
        log.warn({ err: error, queue }, 'fetching jobs failed; trying again');
        await pause();
        continue;
      }
      if (batch.length === 0) {
        await pause();
        continue;
      }
      const ids = batch.map((job) => job.id);
      await handler(batch);
      await jobs
        .complete(queue, ids)
        .catch((error: unknown) => log.error({ err: error, queue }, 'completing jobs failed'));
      await liveness.release(ids).catch(() => undefined);
      if (batch.length < batchSize) await pause();
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, loop));

  return {
    wake() {
      if (sleeping.size > 0) wakeOne();
      else pendingWake = true;
    },
    async stop() {
      stopped = true;
      wakeAll();
      await running;
    },
  };
}
