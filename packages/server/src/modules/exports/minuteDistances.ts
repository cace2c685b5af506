import type { TimedValue } from '@touchline/domain';

const MINUTE_MS = 60_000;

/** Whole minutes from start to end, the last one possibly partial. */
export function minutesBetween(startMs: number, endMs: number): number {
  return Math.max(0, Math.ceil((endMs - startMs) / MINUTE_MS));
}

/**
 * Cumulative distance at the end of each minute from originMs, read from a
 * stored cumulative series (the latest bucket ending by then): 0 before the
 * athlete's first bucket, the final total after the last one.
 */
export function cumulativeDistanceByMinute(
  series: readonly TimedValue[],
  originMs: number,
  minutes: number,
): number[] {
  const values: number[] = [];
  let next = 0;
  let latest = 0;
  for (let minute = 1; minute <= minutes; minute++) {
    const endMs = originMs + minute * MINUTE_MS;
    while (next < series.length && series[next]!.endTime <= endMs) latest = series[next++]!.value;
    values.push(latest);
  }
  return values;
}

/** The distance covered in each minute: the differences of the cumulative values. */
export function distancePerMinute(cumulative: readonly number[]): number[] {
  return cumulative.map((value, index) => value - (index === 0 ? 0 : cumulative[index - 1]!));
}
