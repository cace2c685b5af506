import { isImportFormat } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { closeIfBodyUnread, readForm, type UploadForm } from './multipartForm.js';
import { storeUpload, type UploadRequest } from './storeUpload.service.js';

export const UPLOADS_PATH = '/api/uploads';
/** Far above a 90-minute 10 Hz export (about 4 MB per athlete); a whole season's file is refused. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

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
