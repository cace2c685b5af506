import {
  filterOptions,
  filterSummary,
  type ChartFilters,
  type DatasetTable,
  type FilterableField,
} from '@touchline/domain';
import { useMemo } from 'react';
import { withAllToggled, withOptionToggled } from './setFilterChoice';

/** One field's options under the chart's filters, its summary and its two changes. */
export function useFieldFilter(
  table: DatasetTable,
  filters: ChartFilters,
  field: FilterableField,
  onChange: (filters: ChartFilters) => void,
) {
  const options = useMemo(() => filterOptions(table, filters, field), [table, filters, field]);
  return {
    field,
    options,
    summary: filterSummary(options),
    onSelectAll: () => onChange(withAllToggled(filters, field, options)),
    onToggle: (value: string) => onChange(withOptionToggled(filters, field, options, value)),
  };
}
