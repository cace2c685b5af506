import { gunzipSync } from 'node:zlib';
import { encodedTableOfArrow } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../access/Access.js';
import { datasets } from '../../db/tables.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { AnswerBudget } from '../../graphql/AnswerBudget.js';
import type { RouteDeps } from '../defineModule.js';
import { acceptsGzip } from '../../http/acceptsGzip.js';
import { completedDatasetOf } from './completedDatasetOf.js';
import type { DatasetRow } from './datasetRows.js';
import { datasetTableOf } from './datasetTableOf.js';
import { datasetArrowGzip, tableArrowGzip } from './tableArrow.js';
import { visibleEncodedTable } from './visibleTable.js';

export const DATASET_TABLE_PATH = '/api/datasets/:datasetId/table.arrow';

export const ARROW_STREAM_TYPE = 'application/vnd.apache.arrow.stream';

// The table is sent whole, as the CSV download is: its ceiling is the
// answer's bytes, which the Arrow form keeps small, not the number of values.
const TABLE_LIMITS = { maxValues: Infinity, maxBytes: Infinity };

type DatasetTableRequest = FastifyRequest<{ Params: { datasetId: string } }>;

/**
 * A dataset's table as Apache Arrow IPC (docs/ARCHITECTURE.md, "Datasets,
 * reporting and exports"): what the CSV Builder and Flexible Reporting read,
 * for whoever may see the dataset (Show), survey cells as visibleTable
 * leaves them. 401 signed out; 404, one body, for unknown, malformed and
 * other clubs' ids and clubs without the tools; 409 while it is Generating
 * or when it Failed. Sent gzipped, as stored, when the client accepts it.
 */
export function registerDatasetTableRoute(app: FastifyInstance, deps: RouteDeps) {
  app.get(DATASET_TABLE_PATH, async (request: DatasetTableRequest, reply) => {
    const { database } = app.touchline;
    const { viewer, access, dataset } = await completedDatasetOf(app, deps, request, 'Show');
    const turn = new AnswerBudget(viewer.personId, deps.largeAnswers, TABLE_LIMITS);
    try {
      await turn.spend({
        values: dataset.rowCount * dataset.columnCount,
        bytes: dataset.tableBytes,
      });
      const [stored] = await database.db
        .select({ gzip: datasets.tableArrowGzip })
        .from(datasets)
        .where(and(eq(datasets.id, dataset.id), eq(datasets.generation, dataset.generation)));
      // Regenerated since it was authorised: its new table is not ready.
      if (!stored) throw new TouchlineError('DATASET_GENERATING');
      const kept = stored.gzip ?? (await storeArrowOfJson(app, access, dataset));
      const visible = await visibleEncodedTable(access, dataset.clubId, () =>
        encodedTableOfArrow(gunzipSync(kept)),
      );
      const gzip = visible ? datasetArrowGzip(visible) : kept;
      reply
        .header('content-type', ARROW_STREAM_TYPE)
        .header('cache-control', 'private, no-store')
        .header('vary', 'Accept-Encoding');
      if (!acceptsGzip(request.headers['accept-encoding']))
        return await reply.send(gunzipSync(gzip));
      return await reply
        .header('content-encoding', 'gzip')
        .send(Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength));
    } finally {
      turn.finish();
    }
  });
}

/** A table stored before the Arrow form was: its Arrow written once, from its JSON. */
async function storeArrowOfJson(
  app: FastifyInstance,
  access: Access,
  dataset: DatasetRow,
): Promise<Uint8Array> {
  const gzip = tableArrowGzip(await datasetTableOf(access.loaders, dataset));
  await app.touchline.database.db
    .update(datasets)
    .set({ tableArrowGzip: gzip })
    .where(and(eq(datasets.id, dataset.id), eq(datasets.generation, dataset.generation)));
  return gzip;
}
