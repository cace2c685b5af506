import { asc, eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import { matchPeriods, sessions } from '../../db/sessionsSchema.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import type { UpdateSessionInput } from '../../generated/graphql.js';
import { processRawTrackJob, queueSessionReprocessing } from '../processing/index.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import {
  checkClubPitch,
  insertPeriods,
  matchDefinitionOf,
  sessionColumns,
} from './createSession.service.js';
import {
  parsePeriods,
  parseTime,
  validateSessionInput,
  type MatchPeriodInput,
  type SessionInput,
} from './sessionInput.js';

type PeriodRow = typeof matchPeriods.$inferSelect;

/**
 * Staff change a session (docs/product/importing.md §1) with the rules of
 * creating one. Changed times, periods or pitch re-compute its metrics from
 * its stored files; a match's periods are replaced only when they changed.
 */
export async function updateSession(
  ctx: Pick<GraphQLContext, 'db' | 'jobs' | 'access'>,
  input: UpdateSessionInput,
): Promise<Outcome<SessionRow>> {
  const session = await authorize(ctx.access, 'Edit', sessionSubject(input.id));
  const periods = input.periods ? parsePeriods(input.periods) : undefined;
  const updated = await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(matchPeriods)
      .where(eq(matchPeriods.sessionId, session.id))
      .orderBy(asc(matchPeriods.ordinal));
    const changes: SessionInput = {
      ...input,
      kind: session.kind,
      startTime: parseTime(input.startTime, 'startTime'),
      endTime: parseTime(input.endTime, 'endTime'),
      // Left out: a match keeps its periods, which must still fit the new times.
      periods: periods ?? (session.kind === 'match' ? existing : null),
      matchDefinitionName: input.matchDefinitionName,
    };
    validateSessionInput(changes);
    await checkClubPitch(tx, session.clubId, changes.pitchId);
    const [row] = await tx
      .update(sessions)
      .set({
        ...sessionColumns(changes),
        ...(input.matchDefinitionName != null && {
          matchDefinitionId: await matchDefinitionOf(tx, session.clubId, changes),
        }),
      })
      .where(eq(sessions.id, session.id))
      .returning();
    const periodsChanged = periods !== undefined && !samePeriods(existing, periods);
    if (periodsChanged) {
      await tx.delete(matchPeriods).where(eq(matchPeriods.sessionId, session.id));
      await insertPeriods(tx, session, periods);
    }
    if (
      periodsChanged ||
      row!.startTime.getTime() !== session.startTime.getTime() ||
      row!.endTime.getTime() !== session.endTime.getTime() ||
      row!.pitchId !== session.pitchId
    ) {
      await queueSessionReprocessing(tx, ctx.jobs, session.id);
      await publishEvent(tx, {
        topic: 'sessionProcessed',
        clubId: session.clubId,
        sessionId: session.id,
      });
    }
    await publishEvent(tx, {
      topic: 'sessionsChanged',
      clubId: session.clubId,
      sessionId: session.id,
    });
    return row!;
  });
  processRawTrackJob.wake(ctx.jobs);
  return done(updated);
}

/** Whether the periods asked for are the ones the match has, in order of play. */
function samePeriods(existing: readonly PeriodRow[], asked: readonly MatchPeriodInput[]) {
  const sorted = [...asked].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  return (
    existing.length === sorted.length &&
    existing.every(
      (period, k) =>
        period.name === sorted[k]!.name.trim() &&
        period.startTime.getTime() === sorted[k]!.startTime.getTime() &&
        period.endTime.getTime() === sorted[k]!.endTime.getTime(),
    )
  );
}
