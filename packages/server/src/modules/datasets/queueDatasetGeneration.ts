import PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { transactionSqlExecutor } from '../../jobs/transactionSqlExecutor.js';
import { wakeJobWorker } from '../../jobs/wakeJobWorker.js';
import { GENERATE_DATASET, type GenerateDatasetJob } from './datasetQueues.js';

// pg-boss's own insert statement, run through the caller's transaction: the
// service's callers hold a transaction, not the process's job queue. Never
// started; it only writes through the executor it is handed.
const insertOnly = new PgBoss({
  schema: 'pgboss',
  db: {
    executeSql: () => Promise.reject(new Error('datasets queue jobs through a transaction only')),
  },
});

/** Queues a dataset's generation in the caller's transaction (PGlite: it must use the tx). */
export async function queueDatasetGeneration(tx: Db, job: GenerateDatasetJob): Promise<void> {
  await insertOnly.insert([{ name: GENERATE_DATASET, data: job }], {
    db: transactionSqlExecutor(tx),
  });
}

/** After the commit: this process's dataset worker fetches now, not at its next poll. */
export function wakeDatasetWorkers(jobs: PgBoss): void {
  wakeJobWorker(jobs, GENERATE_DATASET);
}
