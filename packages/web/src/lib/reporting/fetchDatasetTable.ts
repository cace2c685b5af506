import { datasetTableOfEncoded, encodedTableOfArrow, type DatasetTable } from '@touchline/domain';
import { exportErrorMessage } from '../exportErrorMessage';

/** The route that sends a Completed dataset's table as Apache Arrow (gzipped on the wire). */
export const datasetTableUrl = (datasetId: string) =>
  `/api/datasets/${encodeURIComponent(datasetId)}/table.arrow`;

/** The server refused the table: its message is written for people. */
export class DatasetTableRefused extends Error {}

/**
 * A Completed dataset's table, read once from its Arrow bytes into the
 * reporting engine's encoded columns (no row objects): what the CSV Builder
 * and Flexible Reporting draw. Throws with the server's message.
 */
export async function fetchDatasetTable(
  datasetId: string,
  signal?: AbortSignal,
): Promise<DatasetTable> {
  const response = await fetch(datasetTableUrl(datasetId), { credentials: 'same-origin', signal });
  if (!response.ok) throw new DatasetTableRefused(await exportErrorMessage(response));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return datasetTableOfEncoded(encodedTableOfArrow(bytes));
}
