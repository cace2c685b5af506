import {
  DATASET_COLUMN_DEFINITIONS,
  type DatasetColumnDefinition,
} from './datasetColumnCatalogue.js';
import type { DatasetTable, DatasetValue } from './reportingTypes.js';

/**
 * A column-oriented table from rows given as objects keyed by column id
 * (a missing key is a missing value): how a generator that thinks in rows,
 * a test or a benchmark builds a dataset.
 */
export function datasetTableFromRows(
  rows: readonly Readonly<Record<string, DatasetValue | undefined>>[],
  definitions: readonly DatasetColumnDefinition[] = DATASET_COLUMN_DEFINITIONS,
): DatasetTable {
  return {
    columns: definitions.map((definition) => ({
      ...definition,
      rows: rows.map((row) => row[definition.id] ?? null),
    })),
  };
}
