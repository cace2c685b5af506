import { vi } from 'vitest';
import type { Db } from '../../src/db/database.js';

/** The SQL statements `work` sends through the pool, the job queue's own left aside. */
export async function sqlStatementsDuring(db: Db, work: () => Promise<void>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls
      .map(([statement]) =>
        typeof statement === 'string' ? statement : (statement as { text: string }).text,
      )
      .filter((statement) => !statement.includes('pgboss'));
  } finally {
    spy.mockRestore();
  }
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
