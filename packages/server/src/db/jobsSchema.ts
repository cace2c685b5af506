import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Which worker process runs which pg-boss job. Each worker process holds an
 * advisory lock for as long as it lives (jobs/workerLiveness.ts), so a job
 * whose claimant no longer holds its lock was left by a dead process and can
 * be retried at once instead of after its expiry, while a live worker's jobs
 * are never taken from it.
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    /** The claiming process's advisory lock key (pg_locks.objid). */
    workerKey: integer('worker_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_claims_worker_idx').on(table.workerKey)],
);
