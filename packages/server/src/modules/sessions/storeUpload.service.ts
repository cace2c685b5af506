import {
  detectFormat,
  ImportError,
  MAX_TRACK_ID_CHARS,
  MAX_TRACKS_PER_FILE,
  printableText,
  type ImportFormat,
} from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Access } from '../../access/Access.js';
import type { Db } from '../../db/database.js';
import { rawTracks, sessionParticipations, sessions, uploads } from '../../db/sessionsSchema.js';
import {
  queueRawTrackProcessing,
  processRawTrackJob,
  receiveUpload,
  type ReceivedUpload,
} from '../processing/index.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { authoriseUpload } from './uploadAccess.js';

/** A tracker file for a session: one athlete's file, or a multi-tag file with its tag -> athlete mapping. */
export interface UploadRequest {
  sessionId: string;
  fileName: string;
  /** The file's bytes, or the file as it was received (compressed while it arrived). */
  content: Uint8Array | ReceivedUpload;
  format?: ImportFormat;
  athleteId?: string;
  tagMapping?: Record<string, string>;
}

export interface StoredUpload {
  uploadId: string;
  sessionId: string;
  rawTrackIds: string[];
}

/** Track key -> athlete: '*' is the file's only track. */
function mappingOf(request: UploadRequest): Record<string, string> {
  const hasAthlete = request.athleteId !== undefined && request.athleteId !== '';
  const tags = Object.entries(request.tagMapping ?? {});
  if (hasAthlete === tags.length > 0) {
    throw new InvalidInputError(
      'Say whose file it is: an athlete, or a mapping from tag ids to athletes.',
    );
  }
  if (hasAthlete) return { '*': request.athleteId! };
  if (tags.length > MAX_TRACKS_PER_FILE) {
    throw new InvalidInputError(
      `A file can hold at most ${MAX_TRACKS_PER_FILE} tags; the mapping names ${tags.length}.`,
    );
  }
  if (tags.some(([tag, athlete]) => !isTagId(tag) || typeof athlete !== 'string')) {
    throw new InvalidInputError('The tag mapping must map tag ids to athlete ids.');
  }
  if (new Set(tags.map(([, athlete]) => athlete)).size !== tags.length) {
    throw new InvalidInputError('Each athlete can have only one tag in a file.');
  }
  return Object.fromEntries(tags);
}

/** A tag id as files write them: printable text, not blank, not too long. */
function isTagId(tag: string): boolean {
  return tag.trim() !== '' && tag.length <= MAX_TRACK_ID_CHARS && printableText(tag) === tag;
}

/** The format the content shows, or a clear refusal before anything is stored. */
function formatOf(request: UploadRequest, file: ReceivedUpload): Exclude<ImportFormat, 'auto'> {
  if (file.byteSize === 0) throw new InvalidInputError(`${request.fileName}: the file is empty.`);
  if (request.format && request.format !== 'auto') return request.format;
  try {
    return detectFormat(file.head, request.fileName);
  } catch (error) {
    if (error instanceof ImportError)
      throw new InvalidInputError(`${request.fileName}: ${error.problem}`);
    throw error;
  }
}

/**
 * Stores the file compressed, links its tracks to the athletes'
 * participations (replacing an earlier file of theirs), marks the session as
 * processing and queues one job per track, all in one transaction: either all
 * of it happens or none. The jobs parse the file and compute the metrics.
 */
export async function storeUpload(
  deps: { db: Db; jobs: PgBoss },
  uploader: Access,
  request: UploadRequest,
): Promise<StoredUpload> {
  const mapping = mappingOf(request);
  const file =
    request.content instanceof Uint8Array
      ? await receiveUpload([request.content])
      : request.content;
  const format = formatOf(request, file);
  const session = await authoriseUpload(
    deps.db,
    uploader,
    request.sessionId,
    Object.values(mapping),
  );
  const stored = await deps.db.transaction(async (tx) => {
    const [upload] = await tx
      .insert(uploads)
      .values({
        clubId: session.clubId,
        sessionId: session.id,
        fileName: request.fileName,
        format,
        byteSize: file.byteSize,
        sha256: file.sha256,
        contentGzip: file.contentGzip,
        tagMapping: mapping,
        uploadedBy: uploader.personId,
      })
      .returning({ id: uploads.id });
    const athleteIds = Object.values(mapping);
    await tx
      .insert(sessionParticipations)
      .values(
        athleteIds.map((athleteId) => ({
          clubId: session.clubId,
          sessionId: session.id,
          athleteId,
        })),
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
        Object.entries(mapping).map(([trackKey, athleteId]) => ({
          clubId: session.clubId,
          sessionParticipationId: participationOf.get(athleteId)!,
          uploadId: upload!.id,
          trackKey,
        })),
      )
      .returning({ id: rawTracks.id });
    await tx.update(sessions).set({ dataProcessing: true }).where(eq(sessions.id, session.id));
    // Open session pages switch to the processing message at once (delivered at commit).
    await publishEvent(tx, {
      topic: 'sessionProcessed',
      clubId: session.clubId,
      sessionId: session.id,
    });
    const rawTrackIds = inserted.map(({ id }) => id);
    await queueRawTrackProcessing(tx, deps.jobs, rawTrackIds);
    return { uploadId: upload!.id, sessionId: session.id, rawTrackIds };
  });
  processRawTrackJob.wake(deps.jobs);
  return stored;
}
