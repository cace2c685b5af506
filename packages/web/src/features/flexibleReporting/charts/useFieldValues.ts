import {
  FILTERABLE_FIELDS,
  filterOptions,
  type DatasetTable,
  type FilterableField,
} from '@touchline/domain';
import { useMemo } from 'react';
import type { FieldValues } from './chartChanged';

/** Every option of each filterable field in the dataset, for the change rule (docs/product/reporting.md §4). */
export function useFieldValues(table: DatasetTable): FieldValues {
  return useMemo(() => {
    const values = new Map<FilterableField, string[]>(
      FILTERABLE_FIELDS.map((field) => [
        field,
        filterOptions(table, {}, field).map(({ value }) => value),
      ]),
    );
    return (field) => values.get(field) ?? [];
  }, [table]);
}
