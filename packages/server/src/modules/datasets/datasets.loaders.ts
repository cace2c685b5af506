import type { DatasetColumn } from '@touchline/domain';
import DataLoader from 'dataloader';
import { getTableColumns, inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { datasets } from '../../db/tables.js';
import { byKeys } from '../../db/loaderRows.js';
import type { DatasetRow } from './datasetRows.js';

/** A dataset's table as stored, with the generation it was built for. */
export interface DatasetTable {
  generation: number;
  columns: DatasetColumn[];
}

/** A dataset's columns without its table (large, in two forms): what a DatasetRow holds. */
const { columns: _table, tableArrowGzip: _arrow, ...withoutTable } = getTableColumns(datasets);
export const DATASET_ROW_FIELDS = withoutTable;

/** Datasets and, apart, their tables (large): batched per request. */
export function createDatasetLoaders(db: Db) {
  return {
    datasetById: byIdLoader<typeof datasets, DatasetRow>(db, datasets, withoutTable),
    /** The generated table with the generation it belongs to; empty until Completed. */
    datasetTableById: new DataLoader<string, DatasetTable>(async (ids) => {
      const rows = await db
        .select({ id: datasets.id, generation: datasets.generation, columns: datasets.columns })
        .from(datasets)
        .where(inArray(datasets.id, [...ids]));
      const tables = rows.map((row) => ({
        id: row.id,
        generation: row.generation,
        columns: (row.columns ?? []) as DatasetColumn[],
      }));
      return byKeys(ids, tables, (row) => row.id, { id: '', generation: 0, columns: [] });
    }),
  };
}
