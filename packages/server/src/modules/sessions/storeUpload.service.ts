import {
  detectFormat,
  ImportError,
  MAX_TRACK_ID_CHARS,
  MAX_TRACKS_PER_FILE,
  printableText,
  type ImportFormat,
} from '@touchline/domain';
import type PgBoss from 'pg-boss';
import type { Access } from '../../access/Access.js';
import type { Db } from '../../db/database.js';
import { processRawTrackJob, receiveUpload, type ReceivedUpload } from '../processing/index.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { storeSessionFile } from './storeSessionFile.js';
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
 * processing and queues one job per track, all in one transaction
 * (storeSessionFile): either all of it happens or none. The jobs parse the
 * file and compute the metrics.
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
  const stored = await deps.db.transaction((tx) =>
    storeSessionFile(tx, deps.jobs, session, {
      fileName: request.fileName,
      format,
      content: file,
      mapping,
      uploadedBy: uploader.personId,
    }),
  );
  processRawTrackJob.wake(deps.jobs);
  return {
    uploadId: stored.uploadId,
    sessionId: session.id,
    rawTrackIds: stored.rawTracks.map(({ id }) => id),
  };
}
