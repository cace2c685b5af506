import { gunzipSync } from 'node:zlib';
import {
  encodedTableOfArrow,
  type DatasetColumn,
  type DatasetValue,
  type EncodedTable,
} from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../support/testApp.js';

/** GET a dataset's Arrow table, as `as`, gzipped unless told not to ask for it. */
export async function requestArrowTable(
  app: FastifyInstance,
  datasetId: string,
  as: Session | null,
  acceptEncoding = 'gzip, deflate, br',
) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/datasets/${datasetId}/table.arrow`,
    headers: { ...(as?.headers ?? {}), 'accept-encoding': acceptEncoding },
  });
  const table = () =>
    encodedTableOfArrow(
      response.headers['content-encoding'] === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload,
    );
  return { response, table };
}

/** An encoded table's columns with their values row by row, as a DatasetColumn holds them ('' as null). */
export function columnsOfEncoded(table: EncodedTable): DatasetColumn[] {
  return [...table.columns.values()].map((info) => {
    const column = table.column(info.id)!;
    const rows: DatasetValue[] = [];
    for (let r = 0; r < table.rowCount; r++) {
      if (column.kind === 'number') {
        const value = column.values[r]!;
        rows.push(Number.isNaN(value) ? null : value);
      } else if (column.kind === 'text') rows.push(column.dictionary[column.codes[r]!] || null);
      else
        rows.push(
          [...column.codes.subarray(column.offsets[r], column.offsets[r + 1])].map(
            (code) => column.dictionary[code]!,
          ),
        );
    }
    return { ...info, rows };
  });
}
