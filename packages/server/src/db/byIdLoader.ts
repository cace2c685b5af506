import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { byKeys } from './loaderRows.js';

/** A table whose rows have a uuid `id`. */
type TableWithId = PgTable & { id: PgColumn };

/**
 * Rows of `table` by id, read in one query per batch (all its columns, or
 * `columns` with the row type to match); an unknown id loads null.
 */
export function byIdLoader<
  T extends TableWithId,
  Row extends { id: string } = T['$inferSelect'] & { id: string },
>(db: Db, table: T, columns?: SelectedFields) {
  const source: PgTable = table;
  return new DataLoader<string, Row | null>(async (ids) => {
    const query = columns ? db.select(columns) : db.select();
    const rows = (await query.from(source).where(inArray(table.id, [...ids]))) as Row[];
    return byKeys(ids, rows, (row) => row.id, null);
  });
}
