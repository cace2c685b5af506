import type { PermissionAction } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../access/Access.js';
import { authorize } from '../../access/authorize.js';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import type { Viewer } from '../../auth/viewer.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import type { DatasetRow } from './datasetRows.js';
import { datasetSubject } from './datasetSubject.js';

interface DatasetRequest {
  cookies: Record<string, string | undefined>;
  params: { datasetId: string };
}

/**
 * The Completed dataset a REST request names, for a viewer allowed `action`
 * on it: 401 signed out; 404, one body, for unknown, malformed and other
 * clubs' ids and clubs without the tools; 403 without the action; 409 while
 * it is Generating or when it Failed (thrown, answered by sendError).
 */
export async function completedDatasetOf(
  app: FastifyInstance,
  { accessOf }: Pick<RouteDeps, 'accessOf'>,
  request: DatasetRequest,
  action: PermissionAction,
): Promise<{ viewer: Viewer; access: Access; dataset: DatasetRow }> {
  const viewer = await viewerOf(app.touchline.database.db, request.cookies[SESSION_COOKIE]);
  if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
  const access = accessOf(viewer);
  const dataset = await authorize(access, action, datasetSubject(request.params.datasetId));
  if (dataset.status === 'Generating') throw new TouchlineError('DATASET_GENERATING');
  if (dataset.status === 'Failed') throw new TouchlineError('DATASET_FAILED');
  return { viewer, access, dataset };
}
