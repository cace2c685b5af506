import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { adminFunctions } from '../../access/adminFunctions.js';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import { transactionSqlExecutor } from '../../jobs/transactionSqlExecutor.js';
import { runsJobWorkers } from '../../jobs/wakeJobWorker.js';
import { WORKER_LOCK_CLASS } from '../../jobs/workerLiveness.js';
import { serverPackageDir } from '../../paths.js';
import { recordAudit } from './auditLog.js';
import { jobRows, type JobRow } from './jobRows.js';

const VERSION = (
  JSON.parse(readFileSync(join(serverPackageDir, 'package.json'), 'utf8')) as { version: string }
).version;

const STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;
type QueueDepth = { queue: string } & Record<(typeof STATES)[number], number>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Queues, workers, the database's size and the version (docs/product/club-administration.md §7). */
export async function systemHealth(ctx: GraphQLContext) {
  const { db } = ctx;
  const depths = rowsOf<{ queue: string; state: string; jobs: number }>(
    await db.execute(
      sql`select name as "queue", state::text as "state", count(*)::int as "jobs"
        from pgboss.job group by name, state order by name`,
    ),
  );
  const queues = new Map<string, QueueDepth>();
  for (const row of depths) {
    const depth =
      queues.get(row.queue) ??
      ({
        queue: row.queue,
        ...Object.fromEntries(STATES.map((state) => [state, 0])),
      } as QueueDepth);
    if ((STATES as readonly string[]).includes(row.state)) {
      depth[row.state as (typeof STATES)[number]] += row.jobs;
    }
    queues.set(row.queue, depth);
  }
  const [size] = rowsOf<{ bytes: string | number }>(
    await db.execute(sql`select pg_database_size(current_database()) as "bytes"`),
  );
  // On PostgreSQL each live worker process holds an advisory lock; PGlite has one process.
  // Locks are the server's: only this database's workers count.
  const [locks] = rowsOf<{ workers: number }>(
    await db.execute(
      sql`select count(*)::int as "workers" from pg_locks
        where locktype = 'advisory' and classid = ${WORKER_LOCK_CLASS} and granted
          and database = (select oid from pg_database where datname = current_database())`,
    ),
  );
  const lockedWorkers = locks?.workers ?? 0;
  return {
    version: VERSION,
    databaseSizeBytes: Number(size?.bytes ?? 0),
    liveWorkers: lockedWorkers > 0 ? lockedWorkers : runsJobWorkers(ctx.jobs) ? 1 : 0,
    queues: [...queues.values()],
    failedJobs: await jobRows(db, sql`state = 'failed'`, 50),
  };
}

/** Puts a failed job back in its queue, for its worker to try again. */
export async function adminRetryJob(ctx: GraphQLContext, jobId: string): Promise<Outcome<JobRow>> {
  await authorize(ctx.access, 'Update', adminFunctions);
  const [job] = isUuid(jobId) ? await jobRows(ctx.db, sql`id = ${jobId}::uuid`, 1) : [];
  if (!job || job.state !== 'failed') throw new TouchlineError('JOB_NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await ctx.jobs.retry(job.queue, job.id, { db: transactionSqlExecutor(tx) });
    await recordAudit(tx, ctx.access, {
      action: 'job.retry',
      target: `${job.queue} ${job.id}`,
      details: { queue: job.queue, jobId: job.id },
    });
  });
  const [retried] = await jobRows(ctx.db, sql`id = ${jobId}::uuid`, 1);
  return done(retried!);
}
