import { and, eq, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import { sessions } from '../../db/sessionsSchema.js';
import { notifications } from '../../db/surveysSchema.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { deleteWaitingJobs } from '../../jobs/deleteWaitingJobs.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';

/**
 * Staff delete a session (docs/product/importing.md §1) in one transaction:
 * its jobs that wait, then the session, whose participations, files, raw
 * tracks, metric sets, heat maps, periods, segments, warnings and imports go
 * with it (the foreign keys cascade). A job running meanwhile finds its rows
 * gone and stops without writing. The session after it now follows the one
 * before it. What people were told of it (its data ready, a personal best
 * set in it) goes too: nothing links to a session that is gone.
 */
export async function deleteSession(
  ctx: Pick<GraphQLContext, 'db' | 'access'>,
  id: string,
): Promise<Outcome<string>> {
  const session = await authorize(ctx.access, 'Edit', sessionSubject(id));
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, session.id))
      .for('update');
    // Deleted by someone else meanwhile: done already.
    if (!locked) return;
    await deleteWaitingJobs(tx, 'sessionId', session.id);
    await tx
      .update(sessions)
      .set({ previousSessionId: session.previousSessionId })
      .where(eq(sessions.previousSessionId, session.id));
    await tx.delete(sessions).where(eq(sessions.id, session.id));
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.clubId, session.clubId),
          sql`${notifications.payload}->>'sessionId' = ${session.id}`,
        ),
      );
    await publishEvent(tx, {
      topic: 'sessionsChanged',
      clubId: session.clubId,
      sessionId: session.id,
    });
  });
  return done(session.id);
}
