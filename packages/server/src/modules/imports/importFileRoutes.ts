import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import { discardFileParts, receiveUpload, type ReceivedUpload } from '../processing/index.js';
import { closeIfBodyUnread, readForm } from '../sessions/index.js';
import { addImportFile } from './addImportFile.js';
import { openImport, refuseFull } from './openImport.js';

export const IMPORT_FILES_PATH = '/api/imports/:importId/files';

/**
 * POST /api/imports/:importId/files (multipart/form-data, one `file`), for
 * the import's staff: 201 `{ fileId }` once the file is stored and its read
 * queued (docs/product/importing.md §2). Refused before a byte is read when
 * the import cannot take it (not found, processed, full); hardened as
 * POST /api/uploads is, and a refused file leaves no part behind.
 */
export function registerImportFileRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.post(
    IMPORT_FILES_PATH,
    async (request: FastifyRequest<{ Params: { importId: string } }>, reply) => {
      const viewer = await viewerOf(deps.db, request.cookies[SESSION_COOKIE]);
      if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
      let bodyRead = false;
      let received: ReceivedUpload | undefined;
      try {
        if (!request.isMultipart()) throw new TouchlineError('NOT_MULTIPART');
        const target = await openImport(deps.db, deps.accessOf(viewer), request.params.importId);
        await refuseFull(deps.db, target.id);
        const form = await readForm(request, {
          receive: async (_, file) =>
            (received = await receiveUpload(file, { db: deps.db, clubId: target.clubId })),
          tooLarge: (fileName) =>
            new TouchlineError('IMPORT_FILE_TOO_LARGE', fileName || 'The file'),
        });
        bodyRead = true;
        if (!form.file) throw new InvalidInputError('Attach the file as the "file" field.');
        const fileId = await addImportFile(deps, target, form.file);
        return await reply.code(201).send({ fileId });
      } catch (error) {
        if (received) await discardFileParts(deps.db, received.contentId);
        closeIfBodyUnread(reply, error, !bodyRead);
        throw error;
      }
    },
  );
}
