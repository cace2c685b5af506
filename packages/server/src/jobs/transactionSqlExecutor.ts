import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';

/**
 * Lets pg-boss run its statements through a Drizzle transaction (or any Db),
 * so a job is queued atomically with the rows that need it. On PGlite this is
 * also the only way: its one connection is held by the open transaction.
 *
 * pg-boss writes `$1`-style placeholders; each becomes a bound Drizzle
 * parameter, so values are never spliced into the SQL text.
 */
export function transactionSqlExecutor(db: Pick<Db, 'execute'>): PgBoss.Db {
  return {
    async executeSql(text, values) {
      // Both drivers answer with { rows }; the shared Db type does not say so.
      const result: unknown = await db.execute(parameterised(text, values ?? []));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

function parameterised(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) continue;
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
