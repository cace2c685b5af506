import { isImportFormat, printableText } from '@touchline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import type { ErrorCode } from '../../errors/errorCatalogue.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { receiveUpload, type ReceivedUpload } from '../processing/index.js';
import { storeUpload, type UploadRequest } from './storeUpload.service.js';

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
        if (part.file.truncated) throw new TouchlineError('FILE_TOO_LARGE');
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof TouchlineError) throw error;
    // The multipart reader's own refusal of a file over its size limit.
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new TouchlineError('FILE_TOO_LARGE');
    }
    throw new TouchlineError('MALFORMED_UPLOAD');
  }
  return form;
}

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

const REFUSED_HALF_READ: ReadonlySet<ErrorCode> = new Set(['MALFORMED_UPLOAD', 'FILE_TOO_LARGE']);

/**
 * The rest of a body refused half read is never read: the connection closes
 * after the answer, so the next request on it does not wait behind the
 * unread bytes.
 */
function closeIfBodyUnread(reply: FastifyReply, error: unknown) {
  if (TouchlineError.is(error) && REFUSED_HALF_READ.has(error.code)) {
    reply.header('connection', 'close');
  }
}

/**
 * POST /api/uploads (multipart/form-data): `sessionId`, then `athleteId` or a
 * JSON `tagMapping`, an optional `format`, and the `file`. 201 with the upload
 * id once the file is stored and queued; the session reads dataProcessing
 * until its jobs finish.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.post(UPLOADS_PATH, async (request, reply) => {
    const viewer = await viewerOf(deps.db, request.cookies[SESSION_COOKIE]);
    if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
    if (!request.isMultipart()) throw new TouchlineError('NOT_MULTIPART');
    try {
      const stored = await storeUpload(
        deps,
        deps.accessOf(viewer),
        uploadRequestOf(await readForm(request)),
      );
      return reply.code(201).send({ ...stored, dataProcessing: true });
    } catch (error) {
      closeIfBodyUnread(reply, error);
      throw error;
    }
  });
}
