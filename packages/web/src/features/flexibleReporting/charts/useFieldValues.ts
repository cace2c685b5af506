import { filterOptions, type DatasetTable, type FilterableField } from '@touchline/domain';
import { useMemo } from 'react';
import type { FieldValues } from './chartChanged';

/** Each field's options, read from the table when first asked for and kept. */
function fieldValuesOf(table: DatasetTable): FieldValues {
  const values = new Map<FilterableField, string[]>();
  return (field) => {
    let options = values.get(field);
    if (!options) {
      options = filterOptions(table, {}, field).map(({ value }) => value);
      values.set(field, options);
    }
    return options;
  };
}

/**
 * Every option of each filterable field in the dataset, for the change rule
 * (docs/product/reporting.md §4): read when a card being edited first asks, not as the report opens.
 */
export function useFieldValues(table: DatasetTable): FieldValues {
  return useMemo(() => fieldValuesOf(table), [table]);
}
