import { vi } from 'vitest';
import type { Db } from '../../src/db/database.js';

/** A statement sent through the pool, with its values. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * The SQL statements `work` sends through the pool with their values, the job queue's own
 * left aside unless `jobQueue` (statements that read pg-boss's tables beside ours).
 */
export async function sqlQueriesDuring(
  db: Db,
  work: () => Promise<void>,
  { jobQueue = false }: { jobQueue?: boolean } = {},
): Promise<SqlQuery[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls
      .map(([statement, values]) => {
        const config = typeof statement === 'string' ? { text: statement } : statement;
        const { text, values: own } = config as { text: string; values?: unknown[] };
        return { text, values: (values as unknown[] | undefined) ?? own ?? [] };
      })
      .filter((query) => jobQueue || !query.text.includes('pgboss'));
  } finally {
    spy.mockRestore();
  }
}

/** The SQL statements `work` sends through the pool, the job queue's own left aside. */
export async function sqlStatementsDuring(db: Db, work: () => Promise<void>): Promise<string[]> {
  return (await sqlQueriesDuring(db, work)).map((query) => query.text);
}

/**
 * How often the most repeated statement runs, parameter lists folded (`in ($1, $2)` and
 * `in ($1)` are one statement). A query per athlete or per session shows up here as a
 * statement repeated once per row. DataLoader batches per tick, so whether two operations
 * of one HTTP request share a statement depends on I/O timing: compare with a bound, not
 * with another run.
 */
export function mostRepeatedStatement(statements: string[]): number {
  const counts = new Map<string, number>();
  for (const statement of statements) {
    const shape = statement.replace(/\$\d+(?:\s*,\s*\$\d+)*/g, '$n');
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}
