import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminFunctions } from '../../access/adminFunctions.js';
import { authorize } from '../../access/authorize.js';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { uploads } from '../../db/sessionsSchema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import { attachmentDisposition } from '../../http/attachmentDisposition.js';
import type { RouteDeps } from '../defineModule.js';
import { readFileParts } from '../processing/index.js';

export const RAW_FILE_PATH = '/api/admin/uploads/:uploadId';

/**
 * A stored tracker file as it was uploaded, for provider staff only
 * (docs/product/club-administration.md §7): 401 signed out, and the same 404
 * for everyone else as for an unknown id. Sent as it is inflated, a stored
 * part at a time: a 200 MB file is never whole in the server's memory.
 */
export function adminRoutes(app: FastifyInstance, { db, accessOf }: RouteDeps) {
  app.get(
    RAW_FILE_PATH,
    async (request: FastifyRequest<{ Params: { uploadId: string } }>, reply) => {
      const viewer = await viewerOf(db, request.cookies[SESSION_COOKIE]);
      if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
      await authorize(accessOf(viewer), 'Export', adminFunctions);
      const { uploadId } = request.params;
      const [upload] = isUuid(uploadId)
        ? await db
            .select({ fileName: uploads.fileName, contentId: uploads.contentId })
            .from(uploads)
            .where(eq(uploads.id, uploadId))
        : [];
      if (!upload) throw new TouchlineError('ROUTE_NOT_FOUND');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(upload.fileName))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(readFileParts(db, upload.contentId)).pipe(createGunzip()));
    },
  );
}
