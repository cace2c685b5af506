import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './tables.js';

/** The Drizzle API both drivers share; services are written against it only. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Driver = 'pglite' | 'postgres';

/** Stops listening to a channel. */
export type Unlisten = () => Promise<void>;

/**
 * One open database, whichever driver runs it. Beside Drizzle it offers the
 * few raw capabilities the job queue and the event bus need.
 */
export interface Database {
  readonly driver: Driver;
  readonly db: Db;
  /** The server's URL for PostgreSQL (pg-boss opens its own pool); null on PGlite. */
  readonly connectionString: string | null;
  /** Raw SQL; several statements are allowed when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Calls back with each NOTIFY payload on a lower-case channel. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** Applies the migrations in drizzle/ that have not run yet (exclusively). */
  migrate(): Promise<void>;
  /**
   * Runs schema setup (migrations, the job queues) while no other Touchline
   * process on this database does: processes starting together would
   * otherwise deadlock on the same tables.
   */
  exclusively<T>(setup: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
