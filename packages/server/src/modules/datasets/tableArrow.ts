import { gzipSync } from 'node:zlib';
import {
  datasetArrowBytes,
  encodedTableOf,
  type DatasetColumn,
  type EncodedTable,
} from '@touchline/domain';

/**
 * A table as the table route sends it: Apache Arrow IPC (datasetArrowBytes),
 * gzipped once when it is stored, so a request sends the bytes as they are.
 */
export function datasetArrowGzip(table: EncodedTable): Uint8Array {
  return gzipSync(datasetArrowBytes(table));
}

/** The stored form of a generated table's columns. */
export function tableArrowGzip(columns: readonly DatasetColumn[]): Uint8Array {
  return datasetArrowGzip(encodedTableOf({ columns }));
}
