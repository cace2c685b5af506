import type { AthleteMetricSetRow } from './sessionReportRows.js';

/**
 * Whether a stored metric set says anything: a window with no active time
 * (no usable samples, or off the pitch the whole time) reads as no data, as
 * it does for the team values (METRICS.md "Team values").
 */
export function hasUsableData(set: AthleteMetricSetRow): boolean {
  return set.activeSeconds > 0;
}
