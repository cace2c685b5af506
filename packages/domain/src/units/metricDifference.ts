/** What a metric shows when there is no number (docs/product/shell-and-sessions.md §2.9). */
export const NO_DATA = 'NO DATA';
/** What a table cell shows for a missing value. */
export const MISSING_VALUE = '-';
/** What a difference shows when there is no previous value. */
export const NO_PREVIOUS_VALUE = '--';

export interface MetricDifference {
  /** current - previous, floored. */
  difference: number;
  /** The difference as a percentage of the current value, floored; null when current is 0. */
  percentage: number | null;
}

/** Compares a metric with the previous session's value; null when either is missing. */
export function metricDifference(
  current: number | null | undefined,
  previous: number | null | undefined,
): MetricDifference | null {
  if (
    current == null ||
    previous == null ||
    !Number.isFinite(current) ||
    !Number.isFinite(previous)
  ) {
    return null;
  }
  const difference = Math.floor(current - previous);
  const percentage = current === 0 ? null : Math.floor((difference / current) * 100);
  return { difference, percentage };
}

/** '+120 (8%)', '-35 m (-3%)' with a unit, or '--' without a previous value. */
export function formatMetricDifference(difference: MetricDifference | null, unit?: string): string {
  if (!difference) return NO_PREVIOUS_VALUE;
  const sign = difference.difference > 0 ? '+' : '';
  const percentage = difference.percentage === null ? '' : ` (${sign}${difference.percentage}%)`;
  const withUnit = unit ? ` ${unit}` : '';
  return `${sign}${difference.difference}${withUnit}${percentage}`;
}
