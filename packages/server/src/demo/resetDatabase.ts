import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/**
 * Drops everything Touchline keeps (its tables, migration history and job
 * queue) so the next migration starts from nothing. Run with the server stopped.
 */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists pgboss cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}
