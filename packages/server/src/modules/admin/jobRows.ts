import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** A pg-boss job, read from its tables (schema 'pgboss'), never written here. */
export interface JobRow {
  id: string;
  queue: string;
  state: string;
  retryCount: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  output: unknown;
}

const MAX_JOBS = 100;

const columns = sql`id::text as "id", name as "queue", state::text as "state",
  retry_count as "retryCount", created_on as "createdAt", started_on as "startedAt",
  completed_on as "completedAt", output`;

/** Jobs waiting, running, failed or archived that match `where`, newest first. */
export async function jobRows(db: Db, where: SQL, limit = MAX_JOBS): Promise<JobRow[]> {
  const result = await db.execute(
    sql`select * from (
      select ${columns} from pgboss.job where ${where}
      union all
      select ${columns} from pgboss.archive where ${where}
    ) jobs order by "createdAt" desc limit ${limit}`,
  );
  return (result as { rows: RawJobRow[] }).rows.map(jobRowOf);
}

type RawJobRow = Omit<JobRow, 'createdAt' | 'startedAt' | 'completedAt'> & {
  createdAt: Date | string;
  startedAt: Date | string | null;
  completedAt: Date | string | null;
};

// PGlite and node-postgres both parse timestamps; a string from either is read too.
const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function jobRowOf(row: RawJobRow): JobRow {
  return {
    ...row,
    createdAt: dateOf(row.createdAt),
    startedAt: row.startedAt === null ? null : dateOf(row.startedAt),
    completedAt: row.completedAt === null ? null : dateOf(row.completedAt),
  };
}

/** What a failed job's output says, in a line (pg-boss stores the error's message). */
export function jobErrorOf(job: JobRow): string | null {
  if (job.state !== 'failed') return null;
  const output = job.output as { message?: unknown } | null;
  if (output && typeof output.message === 'string') return output.message;
  return output ? JSON.stringify(output) : 'Failed';
}
