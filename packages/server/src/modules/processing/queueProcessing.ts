import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { rawTracks, segments, sessionParticipations, sessions } from '../../db/tables.js';
import { markSessionsProcessing } from './markSessionsProcessing.js';
import { processRawTrackJob, type ProcessRawTrackJob } from './processingQueues.js';

/** Queues one processing job per raw track, in the caller's transaction (PGlite: must use the tx). */
export async function queueRawTrackProcessing(
  tx: Db,
  jobs: PgBoss,
  rawTrackIds: readonly string[],
): Promise<void> {
  if (rawTrackIds.length === 0) return;
  const rows = await tx
    .select({
      rawTrackId: rawTracks.id,
      clubId: rawTracks.clubId,
      sessionId: sessionParticipations.sessionId,
    })
    .from(rawTracks)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, rawTracks.sessionParticipationId),
    )
    .where(inArray(rawTracks.id, [...rawTrackIds]));
  await sendProcessingJobs(tx, rows);
}

/** Re-computes every metric set of a club's sessions (after its metric settings changed). */
export async function queueClubReprocessing(db: Db, jobs: PgBoss, clubId: string): Promise<void> {
  await db.transaction((tx) => requeueRawTracks(tx, jobs, eq(rawTracks.clubId, clubId)));
}

/** Re-computes the sessions played on a pitch (after its place or size changed), in the caller's transaction. */
export async function queuePitchReprocessing(
  tx: Db,
  jobs: PgBoss,
  clubId: string,
  pitchId: string,
): Promise<void> {
  const participations = tx
    .select({ id: sessionParticipations.id })
    .from(sessionParticipations)
    .innerJoin(sessions, eq(sessions.id, sessionParticipations.sessionId))
    .where(and(eq(sessions.clubId, clubId), eq(sessions.pitchId, pitchId)));
  await requeueRawTracks(
    tx,
    jobs,
    and(eq(rawTracks.clubId, clubId), inArray(rawTracks.sessionParticipationId, participations)),
  );
}

/** Re-computes every raw track of one session, inside the caller's transaction (provider staff's 'Re-process'). */
export async function queueSessionReprocessing(tx: Db, jobs: PgBoss, sessionId: string) {
  const participations = tx
    .select({ id: sessionParticipations.id })
    .from(sessionParticipations)
    .where(eq(sessionParticipations.sessionId, sessionId));
  await requeueRawTracks(tx, jobs, inArray(rawTracks.sessionParticipationId, participations));
}

/** Re-computes the raw tracks of one upload, inside the caller's transaction (a session file's 'Re-process'). */
export async function queueUploadReprocessing(tx: Db, jobs: PgBoss, uploadId: string) {
  await requeueRawTracks(tx, jobs, eq(rawTracks.uploadId, uploadId));
}

/** Re-computes one segment's metric sets (after the segment or its clips changed). */
export async function queueSegmentReprocessing(
  db: Db,
  jobs: PgBoss,
  clubId: string,
  segmentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [segment] = await tx
      .select({ sessionId: segments.sessionId })
      .from(segments)
      .where(and(eq(segments.id, segmentId), eq(segments.clubId, clubId)));
    // A deleted segment's metric sets went with it (foreign-key cascade).
    if (!segment) return;
    // Simply the whole participation again: one job computes all its windows
    // from one parse of the file, and the team sets follow.
    const participations = tx
      .select({ id: sessionParticipations.id })
      .from(sessionParticipations)
      .where(eq(sessionParticipations.sessionId, segment.sessionId));
    await requeueRawTracks(
      tx,
      jobs,
      and(eq(rawTracks.clubId, clubId), inArray(rawTracks.sessionParticipationId, participations)),
    );
  });
}

/** Marks the raw tracks queued and their sessions processing, then queues their jobs. */
async function requeueRawTracks(tx: Db, jobs: PgBoss, where: SQL | undefined) {
  const requeued = await tx
    .update(rawTracks)
    .set({ status: 'queued', processingStarts: 0, processedAt: null })
    .where(where)
    .returning({
      rawTrackId: rawTracks.id,
      clubId: rawTracks.clubId,
      participationId: rawTracks.sessionParticipationId,
    });
  if (requeued.length === 0) return;
  const participations = await tx
    .select({ id: sessionParticipations.id, sessionId: sessionParticipations.sessionId })
    .from(sessionParticipations)
    .where(
      inArray(
        sessionParticipations.id,
        requeued.map((row) => row.participationId),
      ),
    );
  const sessionOf = new Map(participations.map((row) => [row.id, row.sessionId]));
  const rows = requeued.map((row) => ({
    rawTrackId: row.rawTrackId,
    clubId: row.clubId,
    sessionId: sessionOf.get(row.participationId)!,
  }));
  await markSessionsProcessing(
    tx,
    rows.map((row) => row.sessionId),
  );
  await sendProcessingJobs(tx, rows);
}

async function sendProcessingJobs(tx: Db, rows: readonly ProcessRawTrackJob[]) {
  await processRawTrackJob.sendInTransaction(
    tx,
    rows.map((row) => ({
      clubId: row.clubId,
      sessionId: row.sessionId,
      rawTrackId: row.rawTrackId,
    })),
  );
}
