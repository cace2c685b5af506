import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import { sessions } from '../../db/sessionsSchema.js';
import { TouchlineError } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { approvedMembership } from '../clubs/clubAccess.js';

/** The same answer for a session that does not exist and one of a club the viewer is not in. */
export const sessionNotFound = () => new TouchlineError('NOT_FOUND', 'Session not found');

/** A session of a club the viewer is an approved member of; NOT_FOUND otherwise. */
export async function memberSession(ctx: GraphQLContext, sessionId: string): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const [session] = await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session || !(await approvedMembership(ctx, session.clubId))) throw sessionNotFound();
  return session;
}
