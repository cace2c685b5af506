import { eq, inArray } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import { athleteMetricSets, rawTracks, uploads } from '../../db/tables.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { deleteWaitingJobs } from '../../jobs/deleteWaitingJobs.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import {
  aggregateSessionJob,
  processRawTrackJob,
  queueUploadReprocessing,
  requeueSessionAggregation,
} from '../processing/index.js';
import { sessionFileSubject } from './importSubjects.js';

type Deps = Pick<GraphQLContext, 'db' | 'jobs' | 'access'>;

/** The session as it is now (processing again), for the payload. */
async function sessionNow(ctx: Deps, sessionId: string): Promise<SessionRow> {
  return (await ctx.access.fresh().loaders.sessionById.load(sessionId))!;
}

/** A session file's 'Re-process' (docs/product/importing.md §5): its tracks again from its stored bytes. */
export async function reprocessSessionFile(
  ctx: Deps,
  uploadId: string,
): Promise<Outcome<SessionRow>> {
  const { file, session } = await authorize(ctx.access, 'Edit', sessionFileSubject(uploadId));
  await ctx.db.transaction(async (tx) => {
    await queueUploadReprocessing(tx, ctx.jobs, file.id);
    await publishEvent(tx, {
      topic: 'sessionProcessed',
      clubId: session.clubId,
      sessionId: session.id,
    });
  });
  processRawTrackJob.wake(ctx.jobs);
  return done(await sessionNow(ctx, session.id));
}

/**
 * A session file's 'Remove' (docs/product/importing.md §5): the file, its raw
 * tracks and warnings, and the metrics computed from it go; the athletes stay
 * in the session without data, and its team values are computed again.
 */
export async function removeSessionFile(ctx: Deps, uploadId: string): Promise<Outcome<SessionRow>> {
  const { file, session } = await authorize(ctx.access, 'Edit', sessionFileSubject(uploadId));
  await ctx.db.transaction(async (tx) => {
    const tracks = await tx
      .select({ id: rawTracks.id, participationId: rawTracks.sessionParticipationId })
      .from(rawTracks)
      .where(eq(rawTracks.uploadId, file.id));
    for (const track of tracks) await deleteWaitingJobs(tx, 'rawTrackId', track.id);
    if (tracks.length > 0) {
      await tx.delete(athleteMetricSets).where(
        inArray(
          athleteMetricSets.sessionParticipationId,
          tracks.map((track) => track.participationId),
        ),
      );
    }
    await tx.delete(uploads).where(eq(uploads.id, file.id));
    await requeueSessionAggregation(tx, { clubId: session.clubId, sessionId: session.id });
    await publishEvent(tx, {
      topic: 'sessionProcessed',
      clubId: session.clubId,
      sessionId: session.id,
    });
  });
  aggregateSessionJob.wake(ctx.jobs);
  return done(await sessionNow(ctx, session.id));
}
