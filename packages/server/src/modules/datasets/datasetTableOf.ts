import type { DatasetColumn } from '@touchline/domain';
import type { DatasetRow } from './datasetRows.js';
import type { createDatasetLoaders } from './datasets.loaders.js';
import { storedTables } from './StoredTables.js';

/**
 * The Completed dataset's table: kept in this process when it was read
 * lately, read through the request's loader (and kept) otherwise. The caller
 * has authorised the dataset and counted the table into its answer.
 */
export async function datasetTableOf(
  loaders: Pick<ReturnType<typeof createDatasetLoaders>, 'datasetTableById'>,
  row: Pick<DatasetRow, 'id' | 'generation' | 'tableBytes'>,
): Promise<DatasetColumn[]> {
  const kept = storedTables.get(row.id, row.generation);
  if (kept) return kept;
  const table = await loaders.datasetTableById.load(row.id);
  if (table.columns.length > 0)
    storedTables.keep(row.id, table.generation, table.columns, row.tableBytes);
  return table.columns;
}
