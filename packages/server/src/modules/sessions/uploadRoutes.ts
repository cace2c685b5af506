import { isImportFormat } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import {
  discardFileParts,
  measureUpload,
  receiveUpload,
  type MeasuredUpload,
  type ReceivedUpload,
} from '../processing/index.js';
import { closeIfBodyUnread, readForm, type UploadForm } from './multipartForm.js';
import {
  storeUpload,
  uploadClub,
  type UploadRequest,
  type UploadTargetRequest,
} from './storeUpload.service.js';

export const UPLOADS_PATH = '/api/uploads';
/** Far above a 90-minute 10 Hz export (about 4 MB per athlete); a whole season's file is refused. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/** What the text fields say: the session, whose file it is, its format. */
function uploadTargetOf(fields: Record<string, string>): UploadTargetRequest {
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
  return { sessionId: fields.sessionId, format, athleteId: fields.athleteId, tagMapping };
}

function uploadRequestOf({ fields, file }: UploadForm<MeasuredUpload>): UploadRequest {
  if (!file) throw new InvalidInputError('Attach the tracker file as the "file" field.');
  return { ...uploadTargetOf(fields), fileName: file.fileName || 'upload', content: file.content };
}

/**
 * POST /api/uploads (multipart/form-data): `sessionId`, then `athleteId` or a
 * JSON `tagMapping`, an optional `format`, and the `file`. The fields come
 * first: the upload is authorised when its file begins, and a file that will
 * be refused is read without storing a byte of it. 201 with the upload id
 * once the file is stored and queued; the session reads dataProcessing until
 * its jobs finish.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.post(UPLOADS_PATH, async (request, reply) => {
    const viewer = await viewerOf(deps.db, request.cookies[SESSION_COOKIE]);
    if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
    if (!request.isMultipart()) throw new TouchlineError('NOT_MULTIPART');
    const uploader = deps.accessOf(viewer);
    // Where the file's parts go, from the fields before it; null when the upload will be
    // refused: storeUpload then refuses it as it always has, in its order of checks.
    const clubOf = async (fields: Record<string, string>) => {
      try {
        return await uploadClub(deps.db, uploader, uploadTargetOf(fields));
      } catch (error) {
        if (TouchlineError.is(error)) return null;
        throw error;
      }
    };
    let received: ReceivedUpload | undefined;
    try {
      const form = await readForm(request, {
        async receive(fields, file): Promise<MeasuredUpload> {
          const clubId = await clubOf(fields);
          if (!clubId) return measureUpload(file);
          return (received = await receiveUpload(file, { db: deps.db, clubId }));
        },
      });
      const stored = await storeUpload(deps, uploader, uploadRequestOf(form));
      return reply.code(201).send({ ...stored, dataProcessing: true });
    } catch (error) {
      if (received) await discardFileParts(deps.db, received.contentId);
      closeIfBodyUnread(reply, error);
      throw error;
    }
  });
}
