import type PgBoss from 'pg-boss';
import type { ClaimingWorker } from './startClaimingWorker.js';

// The workers running in this process, per job queue instance and queue name
// (none in an API process with TOUCHLINE_WORKERS=off: other processes' workers poll).
const running = new WeakMap<PgBoss, Map<string, ClaimingWorker>>();

/**
 * Tells this process's worker of `queue` that jobs were just committed, so it
 * fetches them now rather than at its next poll.
 */
export function wakeJobWorker(jobs: PgBoss, queue: string): void {
  running.get(jobs)?.get(queue)?.wake();
}

/** Makes this process's worker of `queue` reachable by `wakeJobWorker`; returns its removal. */
export function registerJobWorker(jobs: PgBoss, queue: string, worker: ClaimingWorker) {
  const workers = running.get(jobs) ?? new Map<string, ClaimingWorker>();
  running.set(jobs, workers);
  workers.set(queue, worker);
  return () => {
    if (workers.get(queue) === worker) workers.delete(queue);
  };
}

/** Whether this process runs job workers (for System Health on PGlite, where no lock tells). */
export function runsJobWorkers(jobs: PgBoss): boolean {
  return (running.get(jobs)?.size ?? 0) > 0;
}
