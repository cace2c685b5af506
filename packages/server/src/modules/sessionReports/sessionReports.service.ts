import { desc, eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { sessions } from '../../db/sessionsSchema.js';
import { TouchlineError } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { approvedMemberships } from '../clubs/clubAccess.js';
import { sessionNotFound } from '../sessions/memberSession.js';
import type { ParticipationRow } from './sessionReportRows.js';

/** How many sessions the side panel loads at a time. */
export const SESSIONS_PAGE_SIZE = 20;

/**
 * A session of a club the viewer is an approved member of, through the
 * request's loaders (the session and the memberships are asked for at once);
 * otherwise the one NOT_FOUND of unknown and malformed ids.
 */
export async function viewableSession(ctx: GraphQLContext, sessionId: string): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const [session, memberships] = await Promise.all([
    ctx.loaders.sessionById.load(sessionId),
    approvedMemberships(ctx),
  ]);
  if (!session || !memberships.some((membership) => membership.clubId === session.clubId)) {
    throw sessionNotFound();
  }
  return session;
}

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
    throw new TouchlineError('BAD_USER_INPUT', 'The offset must be 0 or more.');
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
