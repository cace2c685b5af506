import { desc, eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/sessionsSchema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { ParticipationRow } from './sessionReportRows.js';

/** How many sessions the side panel loads at a time. */
export const SESSIONS_PAGE_SIZE = 20;

/** The session's participations, narrowed to some athletes when any are named. */
export async function participationsOf(
  ctx: GraphQLContext,
  sessionId: string,
  athleteIds?: readonly string[] | null,
): Promise<ParticipationRow[]> {
  const participations = await ctx.loaders.participationsBySessionId.load(sessionId);
  if (!athleteIds || athleteIds.length === 0) return participations;
  const wanted = new Set(athleteIds);
  return participations.filter((participation) => wanted.has(participation.athleteId));
}

/** One batch of a club's sessions, newest first, and where the next batch starts. */
export async function clubSessionsPage(db: Db, clubId: string, offset: number) {
  if (!Number.isInteger(offset) || offset < 0) {
    throw new TouchlineError('NEGATIVE_OFFSET');
  }
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.clubId, clubId))
    .orderBy(desc(sessions.startTime), desc(sessions.id))
    .limit(SESSIONS_PAGE_SIZE + 1)
    .offset(offset);
  const more = rows.length > SESSIONS_PAGE_SIZE;
  return {
    nodes: rows.slice(0, SESSIONS_PAGE_SIZE),
    nextOffset: more ? offset + SESSIONS_PAGE_SIZE : null,
  };
}
