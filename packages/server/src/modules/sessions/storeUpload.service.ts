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
import {
  discardFileParts,
  processRawTrackJob,
  receiveUpload,
  type MeasuredUpload,
  type ReceivedUpload,
} from '../processing/index.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { storeSessionFile } from './storeSessionFile.js';
import { authoriseUpload } from './uploadAccess.js';

/** Where a tracker file goes and whose tracks it holds: one athlete's, or a multi-tag file's tag -> athlete mapping. */
export interface UploadTargetRequest {
  sessionId: string;
  format?: ImportFormat;
  athleteId?: string;
  tagMapping?: Record<string, string>;
}

/** A tracker file for a session. */
export interface UploadRequest extends UploadTargetRequest {
  fileName: string;
  /**
   * The file's bytes, or the file as it was received: compressed and stored
   * in parts while it arrived, or only measured when it was refused as it began.
   */
  content: Uint8Array | MeasuredUpload;
}

/** Said when the fields that decide where a file goes came after it (or changed after it). */
const FIELDS_BEFORE_FILE = 'Send the text fields before the file.';

const isReceived = (file: MeasuredUpload): file is ReceivedUpload => 'contentId' in file;

export interface StoredUpload {
  uploadId: string;
  sessionId: string;
  rawTrackIds: string[];
}

/** Track key -> athlete: '*' is the file's only track. */
function mappingOf(request: UploadTargetRequest): Record<string, string> {
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

/** The format the content shows, or a clear refusal before the file is kept. */
function formatOf(
  request: UploadRequest,
  file: Pick<MeasuredUpload, 'head' | 'byteSize'>,
): Exclude<ImportFormat, 'auto'> {
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

/** The club an upload goes to, once the uploader may upload the file there (or its refusal). */
export async function uploadClub(
  db: Db,
  uploader: Access,
  request: UploadTargetRequest,
): Promise<string> {
  const mapping = mappingOf(request);
  return (await authoriseUpload(db, uploader, request.sessionId, Object.values(mapping))).clubId;
}

/**
 * Stores the file compressed, links its tracks to the athletes'
 * participations (replacing an earlier file of theirs), marks the session as
 * processing and queues one job per track, all in one transaction
 * (storeSessionFile): either all of it happens or none. The jobs parse the
 * file and compute the metrics. A file given as bytes is stored in parts
 * here, and its parts deleted again when it is refused; a received file's
 * are its receiver's to delete.
 */
export async function storeUpload(
  deps: { db: Db; jobs: PgBoss },
  uploader: Access,
  request: UploadRequest,
): Promise<StoredUpload> {
  const { content } = request;
  const mapping = mappingOf(request);
  const format = formatOf(
    request,
    content instanceof Uint8Array ? { head: content, byteSize: content.length } : content,
  );
  const session = await authoriseUpload(
    deps.db,
    uploader,
    request.sessionId,
    Object.values(mapping),
  );
  const store = async (file: MeasuredUpload) => {
    if (!isReceived(file) || file.clubId !== session.clubId) {
      throw new InvalidInputError(FIELDS_BEFORE_FILE);
    }
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
  };
  if (!(content instanceof Uint8Array)) return store(content);
  const file = await receiveUpload([content], { db: deps.db, clubId: session.clubId });
  try {
    return await store(file);
  } catch (error) {
    await discardFileParts(deps.db, file.contentId);
    throw error;
  }
}
