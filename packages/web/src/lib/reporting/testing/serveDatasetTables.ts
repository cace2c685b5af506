import { datasetArrowBytes, encodedTableOf, type DatasetColumn } from '@touchline/domain';
import { vi } from 'vitest';
import { datasetTableUrl } from '../fetchDatasetTable';

/**
 * Answers the Arrow table route (fetchDatasetTable) for the datasets given,
 * with their columns encoded as the server encodes them; any other dataset is
 * refused as the server refuses an unknown one. Unstub with vi.unstubAllGlobals.
 */
export function serveDatasetTables(tables: Record<string, readonly DatasetColumn[]>) {
  const bytesByUrl = new Map(
    Object.entries(tables).map(([id, columns]) => [
      datasetTableUrl(id),
      datasetArrowBytes(encodedTableOf({ columns })),
    ]),
  );
  const fetchMock = vi.fn((url: string) => {
    const bytes = bytesByUrl.get(url);
    return Promise.resolve(
      bytes
        ? new Response(new Uint8Array(bytes), {
            status: 200,
            headers: { 'content-type': 'application/vnd.apache.arrow.stream' },
          })
        : new Response(JSON.stringify({ error: 'Dataset not found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
