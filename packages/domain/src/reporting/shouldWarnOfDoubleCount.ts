import { columnFilterAccepts, effectiveFilter } from './chartRowMask.js';
import { WHOLE_SESSION, type ChartFilters } from './reportingTypes.js';

export const DOUBLE_COUNT_WARNING =
  'Viewing "Whole Session" alongside segments will double-count metrics unless the X-axis is set to "Segment Name".';

/**
 * Whether a chart shows Whole Session rows together with segment rows
 * without splitting them by segment (docs/product/reporting.md §5); no segment filter means
 * Whole Session only. A text filter is judged on the dataset's segment
 * names when given; without them, a condition that is part of 'Whole
 * Session' is taken to aim at it and any other at segments.
 */
export function shouldWarnOfDoubleCount(
  filters: ChartFilters,
  categoryColumnId: string,
  segmentNames?: readonly string[],
): boolean {
  if (categoryColumnId === 'segment_name') return false;
  const filter = effectiveFilter(filters, 'segment_name')!;
  if (filter.filterType === 'set') {
    return (
      filter.values.includes(WHOLE_SESSION) &&
      filter.values.some((value) => value !== WHOLE_SESSION)
    );
  }
  if (!columnFilterAccepts(filter, WHOLE_SESSION)) return false;
  if (segmentNames) {
    return segmentNames.some((name) => name !== WHOLE_SESSION && columnFilterAccepts(filter, name));
  }
  if (filter.conditions.length === 0) return true;
  const whole = WHOLE_SESSION.toLowerCase();
  return filter.conditions.some(
    (condition) => condition.filter === '' || !whole.includes(condition.filter.toLowerCase()),
  );
}
