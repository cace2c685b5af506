import type { ChartFilters, FilterableField, FilterOption } from '@touchline/domain';

/**
 * The filters with one field's set filter choosing `values`. Every option
 * chosen is kept as the full list rather than dropped: for Segments no
 * filter means Whole Session only (docs/product/reporting.md §5), not every segment.
 */
export function withFieldValues(
  filters: ChartFilters,
  field: FilterableField,
  values: readonly string[],
): ChartFilters {
  return { ...filters, [field]: { filterType: 'set', values: [...values] } };
}

/** Select All: every option when any is unchosen, else none. */
export function withAllToggled(
  filters: ChartFilters,
  field: FilterableField,
  options: readonly FilterOption[],
): ChartFilters {
  const all = options.every(({ selected }) => selected);
  return withFieldValues(filters, field, all ? [] : options.map(({ value }) => value));
}

/** One option chosen or unchosen; the others keep their state. */
export function withOptionToggled(
  filters: ChartFilters,
  field: FilterableField,
  options: readonly FilterOption[],
  value: string,
): ChartFilters {
  const chosen = options.filter(({ selected }) => selected).map((option) => option.value);
  return withFieldValues(
    filters,
    field,
    chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value],
  );
}
