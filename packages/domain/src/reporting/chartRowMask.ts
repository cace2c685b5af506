import {
  BLANK_FILTER_VALUE,
  type EncodedListColumn,
  type EncodedTable,
  type EncodedTextColumn,
} from './encodedTable.js';
import {
  FILTERABLE_FIELDS,
  WHOLE_SESSION,
  type ChartFilters,
  type ColumnFilter,
  type FilterableField,
} from './reportingTypes.js';

/**
 * Whether a filter lets a text through: a set filter when it lists the text;
 * a text filter when the text contains any condition's text, ignoring case.
 * A text filter without conditions filters nothing.
 */
export function columnFilterAccepts(filter: ColumnFilter, text: string): boolean {
  return columnFilterMatcher(filter)(text);
}

/** columnFilterAccepts for many texts: a set filter of 10,000 values is looked up, not scanned. */
export function columnFilterMatcher(filter: ColumnFilter): (text: string) => boolean {
  if (filter.filterType === 'set') {
    const values = new Set(filter.values);
    return (text) => values.has(text);
  }
  if (filter.conditions.length === 0) return () => true;
  const needles = filter.conditions.map((condition) => condition.filter.toLowerCase());
  return (text) => {
    const lower = text.toLowerCase();
    return needles.some((needle) => lower.includes(needle));
  };
}

/** What a chart's filters mean for one field: no segment_name filter means Whole Session only (docs/product/reporting.md §5). */
export function effectiveFilter(
  filters: ChartFilters,
  field: FilterableField,
): ColumnFilter | undefined {
  const filter = filters[field];
  if (!filter && field === 'segment_name') return { filterType: 'set', values: [WHOLE_SESSION] };
  return filter;
}

/**
 * 1 for each row the chart's filters let through, else 0. Filters on columns
 * the table lacks are ignored; `exceptField` leaves one field's filter out
 * (to tell which of its options the other filters exclude). A list cell
 * (groups, tags) passes when any of its texts does; an empty one passes when
 * the blank value does.
 */
export function chartRowMask(
  table: EncodedTable,
  filters: ChartFilters,
  exceptField?: FilterableField,
): Uint8Array {
  const mask = new Uint8Array(table.rowCount).fill(1);
  for (const field of FILTERABLE_FIELDS) {
    if (field === exceptField) continue;
    const filter = effectiveFilter(filters, field);
    const column = filter && table.column(field);
    if (!filter || !column || column.kind === 'number') continue;
    if (filter.filterType === 'text' && filter.conditions.length === 0) continue;
    maskByColumnFilter(mask, column, filter);
  }
  return mask;
}

/**
 * Clears, in `mask`, the rows whose cell of a text or list column the filter
 * does not let through: a list cell passes when any of its texts does, an
 * empty one when the blank value does. Rows already cleared stay cleared.
 */
export function maskByColumnFilter(
  mask: Uint8Array,
  column: EncodedTextColumn | EncodedListColumn,
  filter: ColumnFilter,
): void {
  const accepts = columnFilterMatcher(filter);
  const allowed = Uint8Array.from(column.dictionary, (text) => (accepts(text) ? 1 : 0));
  if (column.kind === 'text') {
    const codes = column.codes;
    for (let r = 0; r < mask.length; r++) mask[r] = mask[r]! & allowed[codes[r]!]!;
    return;
  }
  const blankAllowed = accepts(BLANK_FILTER_VALUE) ? 1 : 0;
  const { offsets, codes } = column;
  for (let r = 0; r < mask.length; r++) {
    if (!mask[r]) continue;
    const start = offsets[r]!;
    const end = offsets[r + 1]!;
    let passes = start === end ? blankAllowed : 0;
    for (let k = start; k < end && !passes; k++) passes = allowed[codes[k]!]!;
    mask[r] = passes;
  }
}
