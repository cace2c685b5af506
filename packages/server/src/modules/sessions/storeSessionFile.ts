import type { ColumnMapping } from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { rawTracks, sessionParticipations, uploads } from '../../db/sessionsSchema.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import {
  claimFileParts,
  markSessionsProcessing,
  queueRawTrackProcessing,
  type ReceivedUpload,
} from '../processing/index.js';

/** A tracker file for a session, as it is stored: its parts, how it is read, whose tracks it holds. */
export interface SessionFile {
  fileName: string;
  /** The format its content showed. */
  format: string;
  content: Pick<ReceivedUpload, 'byteSize' | 'sha256' | 'contentId'>;
  /** Format 'mapped': the coach's column mapping. */
  columnMapping?: ColumnMapping | null;
  /** Format 'epts': the parts of the metadata XML the content (its raw data file) is read with. */
  eptsMetadataId?: string | null;
  /** Track key -> athlete id; '*' is the file's only track. */
  mapping: Record<string, string>;
  uploadedBy: string | null;
}

export interface StoredSessionFile {
  uploadId: string;
  rawTracks: { id: string; trackKey: string }[];
}

/**
 * Inside the caller's transaction: stores the file (its parts become the
 * upload's, received or handed over by an import), links its tracks to the
 * athletes' participations (replacing an earlier file's track of theirs),
 * marks the session as processing and queues one job per track. The caller
 * wakes the processing worker after its commit. The athletes are the
 * session's club's (the caller checked).
 */
export async function storeSessionFile(
  tx: Db,
  jobs: PgBoss,
  session: { id: string; clubId: string },
  file: SessionFile,
): Promise<StoredSessionFile> {
  const [upload] = await tx
    .insert(uploads)
    .values({
      clubId: session.clubId,
      sessionId: session.id,
      fileName: file.fileName,
      format: file.format,
      byteSize: file.content.byteSize,
      sha256: file.content.sha256,
      contentId: file.content.contentId,
      columnMapping: file.columnMapping ?? null,
      eptsMetadataId: file.eptsMetadataId ?? null,
      tagMapping: file.mapping,
      uploadedBy: file.uploadedBy,
    })
    .returning({ id: uploads.id });
  const contentIds = [
    file.content.contentId,
    ...(file.eptsMetadataId ? [file.eptsMetadataId] : []),
  ];
  await claimFileParts(tx, contentIds, { uploadId: upload!.id });
  const athleteIds = Object.values(file.mapping);
  await tx
    .insert(sessionParticipations)
    .values(
      athleteIds.map((athleteId) => ({ clubId: session.clubId, sessionId: session.id, athleteId })),
    )
    .onConflictDoNothing();
  const participations = await tx
    .select({ id: sessionParticipations.id, athleteId: sessionParticipations.athleteId })
    .from(sessionParticipations)
    .where(
      and(
        eq(sessionParticipations.sessionId, session.id),
        inArray(sessionParticipations.athleteId, athleteIds),
      ),
    );
  const participationOf = new Map(participations.map((p) => [p.athleteId, p.id]));
  await tx
    .delete(rawTracks)
    .where(inArray(rawTracks.sessionParticipationId, [...participationOf.values()]));
  const inserted = await tx
    .insert(rawTracks)
    .values(
      Object.entries(file.mapping).map(([trackKey, athleteId]) => ({
        clubId: session.clubId,
        sessionParticipationId: participationOf.get(athleteId)!,
        uploadId: upload!.id,
        trackKey,
      })),
    )
    .returning({ id: rawTracks.id, trackKey: rawTracks.trackKey });
  await markSessionsProcessing(tx, [session.id]);
  // Open session pages switch to the processing message at once (delivered at commit).
  await publishEvent(tx, {
    topic: 'sessionProcessed',
    clubId: session.clubId,
    sessionId: session.id,
  });
  await queueRawTrackProcessing(
    tx,
    jobs,
    inserted.map(({ id }) => id),
  );
  return { uploadId: upload!.id, rawTracks: inserted };
}
