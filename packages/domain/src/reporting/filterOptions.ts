import { chartRowMask, columnFilterMatcher, effectiveFilter } from './chartRowMask.js';
import { BLANK_FILTER_VALUE, encodedTableOf } from './encodedTable.js';
import type { ChartFilters, DatasetTable, FilterableField } from './reportingTypes.js';
import { compareCategoryLabels } from './sortChartGroups.js';

export interface FilterOption {
  /** The text a set filter lists; BLANK_FILTER_VALUE ('') for rows without one. */
  value: string;
  selected: boolean;
  /** Selected, and some row with it passes every other filter: it shows in the chart. */
  inChart: boolean;
  /** No row with it passes the other filters ('(excluded by other filters)'). */
  excluded: boolean;
}

/**
 * The options of one filter of a chart: every value of the field in the
 * dataset (each group or tag of a list on its own), sorted (dates
 * chronologically, the blank last), with whether the chart's filters select
 * it and whether the other filters leave any row with it.
 */
export function filterOptions(
  table: DatasetTable,
  filters: ChartFilters,
  field: FilterableField,
): FilterOption[] {
  const encoded = encodedTableOf(table);
  const column = encoded.column(field);
  if (!column || column.kind === 'number') return [];
  const others = chartRowMask(encoded, filters, field);
  const present = new Uint8Array(column.dictionary.length);
  const reachable = new Uint8Array(column.dictionary.length);
  let blankPresent = false;
  let blankReachable = false;
  for (let r = 0; r < encoded.rowCount; r++) {
    if (column.kind === 'text') {
      present[column.codes[r]!] = 1;
      if (others[r]) reachable[column.codes[r]!] = 1;
      continue;
    }
    const start = column.offsets[r]!;
    const end = column.offsets[r + 1]!;
    if (start === end) {
      blankPresent = true;
      blankReachable ||= others[r] === 1;
    }
    for (let k = start; k < end; k++) {
      present[column.codes[k]!] = 1;
      if (others[r]) reachable[column.codes[k]!] = 1;
    }
  }
  const filter = effectiveFilter(filters, field);
  const accepts = filter ? columnFilterMatcher(filter) : () => true;
  const option = (value: string, isReachable: boolean): FilterOption => {
    const selected = accepts(value);
    return { value, selected, inChart: selected && isReachable, excluded: !isReachable };
  };
  const options: FilterOption[] = [];
  column.dictionary.forEach((value, code) => {
    if (present[code] && value !== BLANK_FILTER_VALUE)
      options.push(option(value, reachable[code] === 1));
  });
  options.sort((a, b) => compareCategoryLabels(a.value, b.value));
  const blankCode = column.dictionary.indexOf(BLANK_FILTER_VALUE);
  if (blankPresent || (blankCode >= 0 && present[blankCode])) {
    options.push(
      option(BLANK_FILTER_VALUE, blankReachable || (blankCode >= 0 && reachable[blankCode] === 1)),
    );
  }
  return options;
}
