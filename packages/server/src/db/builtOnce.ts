import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** A statement built once: `values` fills its placeholders (`sql.placeholder(name)`). */
interface Statement<Row, Values> {
  execute(values: Values): Promise<Row[]>;
}

const built = new WeakMap<Db, Map<string, Statement<unknown, never>>>();

/** `column` is one of the ids the statement is given (`{ ids }`): one array parameter, whatever their number. */
export const idsAmong = (column: PgColumn, placeholder = 'ids'): SQL =>
  sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;

/**
 * A loader's statement, built once per database and named: Drizzle builds a
 * query's SQL anew each time it runs, a quarter of a millisecond for a wide
 * select, and a page load runs a dozen. A loader's statement is the same
 * each time but for its ids, so it takes them as one array (`idsAmong`), is
 * built on first use, and PostgreSQL parses and plans it once per
 * connection. `name` is unique in the server, and a statement's text is
 * fixed by it.
 */
export function builtOnce<Row, Values = { ids: readonly string[] }>(
  db: Db,
  name: string,
  build: (db: Db) => {
    prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
  },
): Statement<Row, Values> {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map<string, Statement<unknown, never>>()));
  let statement = statements.get(name) as Statement<Row, Values> | undefined;
  if (!statement) {
    statement = build(db).prepare(name) as unknown as Statement<Row, Values>;
    statements.set(name, statement);
  }
  return statement;
}
