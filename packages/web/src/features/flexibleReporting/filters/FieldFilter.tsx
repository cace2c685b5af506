import type { ChartFilters, DatasetTable, FilterableField } from '@touchline/domain';
import { FilterDropdown } from './FilterDropdown';
import { FILTER_FIELD_LABELS } from './filterFieldLabels';
import { FilterOptionList } from './FilterOptionList';
import { useFieldFilter } from './useFieldFilter';

export interface FieldFilterProps {
  table: DatasetTable;
  filters: ChartFilters;
  field: FilterableField;
  onChange: (filters: ChartFilters) => void;
  optionLabel?: (value: string) => string;
}

/** One field's multi-select: Session Types, Match Day Codes, Session Date, Segments or Tags. */
export function FieldFilter({ table, filters, field, onChange, optionLabel }: FieldFilterProps) {
  const filter = useFieldFilter(table, filters, field, onChange);
  const label = FILTER_FIELD_LABELS[field];
  return (
    <FilterDropdown label={label} summary={filter.summary}>
      <FilterOptionList
        field={field}
        label={label}
        options={filter.options}
        onSelectAll={filter.onSelectAll}
        onToggle={filter.onToggle}
        optionLabel={optionLabel}
      />
    </FilterDropdown>
  );
}
