import { toCsv } from '@touchline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AnswerBudget } from '../../graphql/AnswerBudget.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import { attachmentDisposition } from '../../http/attachmentDisposition.js';
import { safePiece } from '../../http/safeFileName.js';
import { completedDatasetOf } from './completedDatasetOf.js';
import { datasetCsv } from './datasetCsv.js';
import { datasetTableOf } from './datasetTableOf.js';
import { registerDatasetTableRoute } from './datasetTableRoute.js';
import { visibleTable } from './visibleTable.js';

export const DATASET_CSV_PATH = '/api/export/datasets/:datasetId/dataset.csv';

// Excel reads a CSV as UTF-8 (accented names) only when it starts with a byte-order mark.
const BYTE_ORDER_MARK = '\uFEFF';

const DOWNLOAD_LIMITS = { maxValues: Infinity, maxBytes: Infinity };

type DatasetCsvRequest = FastifyRequest<{ Params: { datasetId: string } }>;

/**
 * 'Download Report' (docs/product/reporting.md §2): the dataset as CSV, in the signed-in
 * person's units, for approved members allowed to Export the club's
 * reports: 401 signed out; 404, one body, for unknown, malformed and other
 * clubs' ids and clubs without the tools; 403 without Export; 409 while it
 * is Generating or when it Failed. Refusals are thrown and answered by
 * sendError: { "error": message }.
 */
export function registerDatasetRoutes(app: FastifyInstance, deps: RouteDeps) {
  registerDatasetTableRoute(app, deps);
  app.get(DATASET_CSV_PATH, async (request: DatasetCsvRequest, reply) => {
    const { viewer, access, dataset } = await completedDatasetOf(app, deps, request, 'Export');
    // A download has no ceiling, but a large one waits its turn as a large answer does.
    const turn = new AnswerBudget(viewer.personId, deps.largeAnswers, DOWNLOAD_LIMITS);
    try {
      await turn.spend({
        values: dataset.rowCount * dataset.columnCount,
        bytes: dataset.tableBytes,
      });
      const [person, columns] = await Promise.all([
        access.loaders.personById.load(viewer.personId),
        datasetTableOf(access.loaders, dataset).then((table) =>
          visibleTable(access, dataset.clubId, table),
        ),
      ]);
      if (!person) throw new TouchlineError('UNAUTHENTICATED');
      const rows = datasetCsv(columns, person.unitSystem, dataset.dateFormat);
      const fileName = `${safePiece(dataset.title) || 'Report'} - ${dataset.startsOn} to ${dataset.endsOn}.csv`;
      return await reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(BYTE_ORDER_MARK + toCsv(rows));
    } finally {
      turn.finish();
    }
  });
}
