import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** What the demo world's people have read already: all but the last two days. */
const UNREAD_DAYS = 2;

/**
 * The demo season is weeks of history made in minutes: its notifications
 * (data ready for every session, every survey sent) would greet each demo
 * account with a hundred unread. Those of sessions and sendings before the
 * last two days are marked read when they were made; the recent ones stay new.
 */
export async function readDemoHistory(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - UNREAD_DAYS * 24 * 3_600_000).toISOString();
  await db.execute(sql`
    update notifications n set read_at = n.created_at
     where n.read_at is null
       and (n.created_at < ${before}::timestamptz
         or exists (select 1 from sessions s
                     where s.id::text = n.payload->>'sessionId'
                       and s.start_time < ${before}::timestamptz))`);
}
