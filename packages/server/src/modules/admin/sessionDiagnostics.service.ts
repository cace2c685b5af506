import type { TrackSampleStats } from '@touchline/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { adminFunctions } from '../../access/adminFunctions.js';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { athletes, clubs } from '../../db/schema.js';
import {
  processingWarnings,
  rawTracks,
  sessionParticipations,
  sessions,
  uploads,
} from '../../db/sessionsSchema.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import { processRawTrackJob, queueSessionReprocessing } from '../processing/index.js';
import { recordAudit } from './auditLog.js';
import { jobRows, type JobRow } from './jobRows.js';

export interface RawTrackDiagnosticsRow {
  id: string;
  athleteName: string;
  importer: string;
  fileName: string;
  uploadId: string;
  status: string;
  sampleStats: TrackSampleStats | null;
  processedAt: Date | null;
  warnings: { code: string; message: string }[];
}

export interface SessionDiagnosticsRow {
  sessionId: string;
  clubId: string;
  clubName: string;
  description: string | null;
  startTime: Date;
  dataProcessing: boolean;
  rawTracks: RawTrackDiagnosticsRow[];
  sessionWarnings: { code: string; message: string }[];
  jobs: JobRow[];
}

/** A session's raw tracks, warnings and processing jobs (docs/product/club-administration.md §7). */
export async function sessionDiagnostics(
  db: Db,
  sessionId: string,
): Promise<SessionDiagnosticsRow> {
  const [session] = isUuid(sessionId)
    ? await db
        .select({
          id: sessions.id,
          clubId: sessions.clubId,
          clubName: clubs.name,
          description: sessions.description,
          startTime: sessions.startTime,
          dataProcessing: sessions.dataProcessing,
        })
        .from(sessions)
        .innerJoin(clubs, eq(clubs.id, sessions.clubId))
        .where(eq(sessions.id, sessionId))
    : [];
  if (!session) throw new TouchlineError('SESSION_NOT_FOUND');
  const tracks = await db
    .select({
      id: rawTracks.id,
      participationId: rawTracks.sessionParticipationId,
      athleteName: athletes.name,
      importer: uploads.format,
      fileName: uploads.fileName,
      uploadId: uploads.id,
      status: rawTracks.status,
      sampleStats: rawTracks.sampleStats,
      processedAt: rawTracks.processedAt,
    })
    .from(rawTracks)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, rawTracks.sessionParticipationId),
    )
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .innerJoin(uploads, eq(uploads.id, rawTracks.uploadId))
    .where(eq(sessionParticipations.sessionId, session.id))
    .orderBy(asc(athletes.name));
  const warnings = await db
    .select()
    .from(processingWarnings)
    .where(eq(processingWarnings.sessionId, session.id))
    .orderBy(asc(processingWarnings.createdAt));
  const warningOf = (row: (typeof warnings)[number]) => ({ code: row.code, message: row.message });
  return {
    sessionId: session.id,
    clubId: session.clubId,
    clubName: session.clubName,
    description: session.description,
    startTime: session.startTime,
    dataProcessing: session.dataProcessing,
    rawTracks: tracks.map(({ participationId, ...track }) => ({
      ...track,
      warnings: warnings
        .filter((warning) => warning.sessionParticipationId === participationId)
        .map(warningOf),
    })),
    sessionWarnings: warnings
      .filter((warning) => warning.sessionParticipationId === null)
      .map(warningOf),
    jobs: await jobRows(db, sql`data->>'sessionId' = ${session.id}`),
  };
}

/** Queues the processing of every raw track of the session again. */
export async function adminReprocessSession(
  ctx: GraphQLContext,
  sessionId: string,
): Promise<Outcome<SessionDiagnosticsRow>> {
  await authorize(ctx.access, 'Update', adminFunctions);
  const before = await sessionDiagnostics(ctx.db, sessionId);
  await ctx.db.transaction(async (tx) => {
    await queueSessionReprocessing(tx, ctx.jobs, before.sessionId);
    await recordAudit(tx, ctx.access, {
      action: 'session.reprocess',
      clubId: before.clubId,
      target: `${before.clubName}: ${before.description ?? 'session'} (${before.startTime.toISOString()})`,
      details: { sessionId: before.sessionId, rawTracks: before.rawTracks.length },
    });
  });
  processRawTrackJob.wake(ctx.jobs);
  return done(await sessionDiagnostics(ctx.db, sessionId));
}
