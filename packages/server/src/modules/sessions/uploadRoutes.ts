import { isImportFormat, printableText } from '@touchline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type PgBoss from 'pg-boss';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { unauthenticatedBody } from '../../auth/forbidden.js';
import type { Db } from '../../db/database.js';
import { viewerOf } from '../../graphql/graphqlRoute.js';
import { InvalidInputError } from '../people/accounts.service.js';
import { receiveUpload, type ReceivedUpload } from '../../processing/receiveUpload.js';
import { storeUpload, type UploadRequest } from './storeUpload.service.js';
import { UploadForbiddenError, UploadNotFoundError } from './uploadErrors.js';

export const UPLOADS_PATH = '/api/uploads';
/** Far above a 90-minute 10 Hz export (about 4 MB per athlete); a whole season's file is refused. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

interface UploadForm {
  fields: Record<string, string>;
  file?: { fileName: string; content: ReceivedUpload };
}

/** The longest file name kept; longer ones are cut (the name is only shown). */
const MAX_FILE_NAME_CHARS = 200;

/**
 * The form's fields and file. Whatever is wrong with the multipart body
 * itself (no boundary, cut off, too many parts) is the sender's to fix: a
 * 4xx, never a server error.
 */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (form.file) throw new InvalidInputError('Send one file per upload.');
        form.file = {
          fileName: printableText(part.filename, MAX_FILE_NAME_CHARS),
          content: await receiveUpload(part.file),
        };
        // The multipart reader cuts a file at the size limit.
        if (part.file.truncated) throw new FileTooLargeError();
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof InvalidInputError || isFileTooLarge(error)) throw error;
    throw new MalformedUploadError();
  }
  return form;
}

class MalformedUploadError extends Error {
  override name = 'MalformedUploadError';
  constructor() {
    super(
      'Send the upload as multipart/form-data with a boundary, at most 10 fields and one file, complete.',
    );
  }
}

class FileTooLargeError extends Error {
  readonly code = 'FST_REQ_FILE_TOO_LARGE';
}

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

function uploadRequestOf({ fields, file }: UploadForm): UploadRequest {
  if (!file) throw new InvalidInputError('Attach the tracker file as the "file" field.');
  if (!fields.sessionId)
    throw new InvalidInputError('Say which session the file is for (sessionId).');
  const format = fields.format ?? 'auto';
  if (!isImportFormat(format)) {
    throw new InvalidInputError('format must be one of auto, edge, gpx, fit, positions.');
  }
  let tagMapping: Record<string, string> | undefined;
  if (fields.tagMapping) {
    try {
      tagMapping = JSON.parse(fields.tagMapping) as Record<string, string>;
    } catch {
      throw new InvalidInputError('tagMapping must be a JSON object from tag ids to athlete ids.');
    }
    if (typeof tagMapping !== 'object' || tagMapping === null || Array.isArray(tagMapping)) {
      throw new InvalidInputError('tagMapping must be a JSON object from tag ids to athlete ids.');
    }
  }
  return {
    sessionId: fields.sessionId,
    fileName: file.fileName || 'upload',
    content: file.content,
    format,
    athleteId: fields.athleteId,
    tagMapping,
  };
}

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof UploadNotFoundError) return reply.code(404).send({ error: error.message });
  if (error instanceof UploadForbiddenError) return reply.code(403).send({ error: error.message });
  if (error instanceof InvalidInputError) return reply.code(422).send({ error: error.message });
  // The rest of a refused body is not read: the connection closes after the
  // answer, so the next request on it does not wait behind the unread bytes.
  if (error instanceof MalformedUploadError) {
    return reply.code(400).header('connection', 'close').send({ error: error.message });
  }
  if (isFileTooLarge(error)) {
    return reply
      .code(413)
      .header('connection', 'close')
      .send({ error: 'The file is larger than 200 MB.' });
  }
  throw error;
}

/**
 * POST /api/uploads (multipart/form-data): `sessionId`, then `athleteId` or a
 * JSON `tagMapping`, an optional `format`, and the `file`. 201 with the upload
 * id once the file is stored and queued; the session reads dataProcessing
 * until its jobs finish.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: { db: Db; jobs: PgBoss }) {
  app.post(UPLOADS_PATH, async (request, reply) => {
    const viewer = await viewerOf(deps.db, request.cookies[SESSION_COOKIE]);
    if (!viewer) return reply.code(401).send(unauthenticatedBody);
    if (!request.isMultipart()) {
      return reply.code(400).send({ error: 'Send the upload as multipart/form-data.' });
    }
    try {
      const stored = await storeUpload(
        deps,
        { personId: viewer.personId },
        uploadRequestOf(await readForm(request)),
      );
      return reply.code(201).send({ ...stored, dataProcessing: true });
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
