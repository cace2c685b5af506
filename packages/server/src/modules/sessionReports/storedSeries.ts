import type { SpeedBinValue, TimedValue } from '@touchline/domain';

// The metric rows keep the engine's series as JSON, times in ms since the epoch
// (METRICS.md); these read them back, tolerating a row written without one.

/** A stored { endTime (ms), value } series. */
export function storedTimedValues(stored: unknown): TimedValue[] {
  return Array.isArray(stored) ? (stored as TimedValue[]) : [];
}

// Every athlete's buckets end on the same minutes: a page formats each minute once.
const isoByMs = new Map<number, string>();
const ISO_CACHE_LIMIT = 50_000;

function isoOf(ms: number): string {
  let iso = isoByMs.get(ms);
  if (iso === undefined) {
    if (isoByMs.size >= ISO_CACHE_LIMIT) isoByMs.clear();
    iso = new Date(ms).toISOString();
    isoByMs.set(ms, iso);
  }
  return iso;
}

/** A stored series as GraphQL gives it: end times as ISO 8601. */
export function isoTimedValues(stored: unknown): { endTime: string; value: number }[] {
  return storedTimedValues(stored).map((point) => ({
    endTime: isoOf(point.endTime),
    value: point.value,
  }));
}

export function storedSpeedBins(stored: unknown): SpeedBinValue[] {
  return Array.isArray(stored) ? (stored as SpeedBinValue[]) : [];
}

interface StoredSampledSeries {
  startTime: number;
  intervalMs: number;
  values: (number | null)[];
}

export interface IsoSampledSeries {
  startTime: string;
  intervalMs: number;
  values: (number | null)[];
}

/** The 1 Hz speed series with its start as ISO 8601; empty when none was stored. */
export function isoSampledSeries(stored: unknown): IsoSampledSeries {
  const series =
    stored && typeof stored === 'object' && 'values' in stored
      ? (stored as StoredSampledSeries)
      : { startTime: 0, intervalMs: 1000, values: [] };
  return {
    startTime: new Date(series.startTime).toISOString(),
    intervalMs: series.intervalMs,
    values: series.values,
  };
}
