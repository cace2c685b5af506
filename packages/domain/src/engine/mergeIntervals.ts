import type { TimeInterval } from './windowMetrics.js';

/**
 * Sorted, disjoint union of time intervals: an athlete's clipped periods
 * inside a segment count each instant once. Overlapping and touching
 * intervals are merged; empty or invalid ones (end <= start, NaN) dropped.
 */
export function mergeIntervals(intervals: readonly TimeInterval[]): TimeInterval[] {
  const valid = intervals
    .filter((interval) => interval.endMs > interval.startMs)
    .map((interval) => ({ startMs: interval.startMs, endMs: interval.endMs }))
    .sort((a, b) => a.startMs - b.startMs);
  const merged: TimeInterval[] = [];
  for (const interval of valid) {
    const last = merged[merged.length - 1];
    if (last && interval.startMs <= last.endMs) {
      if (interval.endMs > last.endMs) last.endMs = interval.endMs;
    } else {
      merged.push(interval);
    }
  }
  return merged;
}
