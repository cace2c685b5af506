import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { builtOnce, idsAmong } from './builtOnce.js';
import type { Db } from './database.js';
import { byKeys } from './loaderRows.js';

/** A table whose rows have a uuid `id`. */
type TableWithId = PgTable & { id: PgColumn };

/**
 * Rows of `table` by id, read in one statement per batch (all its columns,
 * or `columns` with the row type to match); an unknown id loads null.
 */
export function byIdLoader<
  T extends TableWithId,
  Row extends { id: string } = T['$inferSelect'] & { id: string },
>(db: Db, table: T, columns?: SelectedFields) {
  const source: PgTable = table;
  // Found when the loader is first used: a request makes every loader, and uses few.
  const statement = () => {
    const chosen = columns
      ? `_${createHash('sha1').update(Object.keys(columns).join()).digest('hex').slice(0, 8)}`
      : '';
    return builtOnce(db, `${getTableName(table)}_by_id${chosen}`, (db) =>
      (columns ? db.select(columns) : db.select()).from(source).where(idsAmong(table.id)),
    );
  };
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = (await statement().execute({ ids })) as Row[];
    return byKeys(ids, rows, (row) => row.id, null);
  });
}
