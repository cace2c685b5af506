import { toCsv, type CsvCell, type SessionKind } from '@touchline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { AnswerBudget } from '../../graphql/AnswerBudget.js';
import type { GraphQLContext } from '../../context.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { timeZoneOf } from '../../http/timeZone.js';
import type { RouteDeps } from '../defineModule.js';
import { attachmentDisposition } from '../../http/attachmentDisposition.js';
import { distanceProfileCsv } from './distanceProfileCsv.js';
import { exportFileName } from './exportFileName.js';
import { exportPeriod } from './exportPeriod.js';
import { loadSessionExport, type SessionExport } from './loadSessionExport.js';
import { matchDistancesCsv } from './matchDistancesCsv.js';
import { metricsCsv } from './metricsCsv.js';

export const EXPORT_PATH = '/api/export';

type ExportRequest = FastifyRequest<{
  Params: { sessionId: string };
  Querystring: { period?: string | string[] };
}>;

/** What a download holds and what its file is called. */
interface CsvFile {
  rows: CsvCell[][];
  fileName: string;
}

type BuildCsv = (data: SessionExport, request: ExportRequest, timeZone: string) => CsvFile;

// Excel reads a CSV as UTF-8 (accented names) only when it starts with a byte-order mark.
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The session downloads (docs/product/shell-and-sessions.md §7, docs/product/dashboard-and-segments.md §7), for signed-in approved
 * members allowed to Export the session: 401 signed out; 404, one body, for
 * unknown, malformed and other clubs' ids; 404 for the other kind of
 * session; 403 without the Export permission; 400 for an unknown period;
 * 409 while the session's data is processing. Refusals are thrown and
 * answered by sendError: { "error": message }.
 */
export function registerExportRoutes(app: FastifyInstance, deps: RouteDeps) {
  const route = (kind: SessionKind, file: string, build: BuildCsv) => {
    const folder = kind === 'match' ? 'match_sessions' : 'training_sessions';
    app.get(`${EXPORT_PATH}/${folder}/:sessionId/${file}`, (request: ExportRequest, reply) =>
      sendCsv(app, deps, kind, build, request, reply),
    );
  };
  route('training', 'metrics.csv', (data, _request, timeZone) => ({
    rows: metricsCsv(data, { whole: true }),
    fileName: exportFileName(data, 'Metrics', timeZone),
  }));
  route('training', 'distance_profile.csv', (data, _request, timeZone) => ({
    rows: distanceProfileCsv(data),
    fileName: exportFileName(data, 'Distance Profile', timeZone),
  }));
  route('match', 'metrics.csv', (data, request, timeZone) => {
    const part = exportPeriod(request.query.period, data.matchName, data.periods);
    return {
      rows: metricsCsv(data, part),
      fileName: exportFileName(data, 'Metrics', timeZone, part),
    };
  });
  route('match', 'distances.csv', (data, request, timeZone) => {
    const part = exportPeriod(request.query.period, data.matchName, data.periods);
    return {
      rows: matchDistancesCsv(data, part),
      fileName: exportFileName(data, 'Distances', timeZone, part),
    };
  });
}

async function sendCsv(
  app: FastifyInstance,
  { accessOf, largeAnswers }: RouteDeps,
  kind: SessionKind,
  build: BuildCsv,
  request: ExportRequest,
  reply: FastifyReply,
) {
  const { database, jobs, pubSub } = app.touchline;
  const viewer = await viewerOf(database.db, request.cookies[SESSION_COOKIE]);
  if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
  const timeZone = timeZoneOf(request.headers['x-time-zone']);
  // The context a GraphQL request would have, so the same access rules apply.
  const access = accessOf(viewer);
  const ctx: GraphQLContext = {
    db: database.db,
    jobs,
    pubSub,
    viewer,
    access,
    timeZone,
    loaders: access.loaders,
    answerBudget: new AnswerBudget(viewer.personId, largeAnswers),
  };
  const data = await loadSessionExport(ctx, request.params.sessionId, kind);
  // Half-processed numbers in a spreadsheet would outlive the processing.
  if (data.session.dataProcessing) throw new TouchlineError('SESSION_DATA_PROCESSING');
  const { rows, fileName } = build(data, request, timeZone);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(BYTE_ORDER_MARK + toCsv(rows));
}
