import {
  FILTERABLE_FIELDS,
  WHOLE_SESSION,
  type ChartConfig,
  type ChartFilters,
  type ColumnFilter,
  type FilterableField,
} from '@touchline/domain';
import type { ChartDraft } from './chartDraft';

/** Every option a field's filter could choose from (its values in the dataset). */
export type FieldValues = (field: FilterableField) => readonly string[];

/**
 * A filter as it filters: 'all' when it lets every option through (docs/product/reporting.md
 * §4: a filter equal to all options counts as unchanged), else its sorted
 * values. No segment filter means Whole Session only (docs/product/reporting.md §5).
 */
function effectiveFilter(
  field: FilterableField,
  filter: ColumnFilter | undefined,
  allValues: FieldValues,
): string {
  if (!filter) return field === 'segment_name' ? JSON.stringify([WHOLE_SESSION]) : 'all';
  if (filter.filterType === 'text') return JSON.stringify(filter);
  const chosen = [...new Set(filter.values)].sort();
  const all = allValues(field);
  if (all.length > 0 && all.every((value) => chosen.includes(value))) return 'all';
  return JSON.stringify(chosen);
}

function filtersChanged(a: ChartFilters, b: ChartFilters, allValues: FieldValues): boolean {
  return FILTERABLE_FIELDS.some(
    (field) =>
      effectiveFilter(field, a[field], allValues) !== effectiveFilter(field, b[field], allValues),
  );
}

/** The parts of a configuration a person changes, with absent extensions as null. */
function configKey(config: ChartConfig): string {
  return JSON.stringify([
    config.chart_type,
    config.agg_func,
    config.cell_range.columns,
    config.series_chart_types.map((entry) => [
      entry.col_id,
      entry.chart_type,
      entry.secondary_axis,
    ]),
    config.time_frame ?? null,
    config.reference_line ?? null,
    config.derived_series ?? null,
  ]);
}

/**
 * docs/product/reporting.md §4: the chart changed when its title, type, aggregation, filters,
 * columns, series chart types, sort or data labels differ from the saved version.
 */
export function isChartChanged(
  draft: ChartDraft,
  saved: ChartDraft,
  allValues: FieldValues,
): boolean {
  return (
    draft.title !== saved.title ||
    draft.displayDataLabels !== saved.displayDataLabels ||
    configKey(draft.chartConfig) !== configKey(saved.chartConfig) ||
    JSON.stringify(draft.sortConfig) !== JSON.stringify(saved.sortConfig) ||
    filtersChanged(draft.filters, saved.filters, allValues)
  );
}
