import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { sessions } from '../../db/tables.js';

// A day's files overlap a handful of sessions; more is never a choice to offer.
const MAX_OVERLAPPING = 10;

/** The club's sessions whose time overlaps the files' span, by start time ('Or add to an existing session'). */
export function overlappingSessions(
  db: Db,
  clubId: string,
  span: { start: Date | null; end: Date | null },
): Promise<SessionRow[]> {
  if (!span.start || !span.end) return Promise.resolve([]);
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.clubId, clubId),
        lt(sessions.startTime, span.end),
        gt(sessions.endTime, span.start),
      ),
    )
    .orderBy(asc(sessions.startTime))
    .limit(MAX_OVERLAPPING);
}
