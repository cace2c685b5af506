import type { TimedValue, WindowMetrics } from './windowMetrics.js';

/** Team values of one window: means over the athletes that have data in it. */
export interface TeamAverages {
  /** Athletes whose metrics were averaged (active time in the window). */
  participantsWithData: number;
  /** Athletes without data in the window (null metrics or no active time): reported, not averaged. */
  participantsWithoutData: number;
  avgTotalDistanceM: number;
  avgTotalHighIntensityDistanceM: number;
  avgTotalSprintDistanceM: number;
  avgHighIntensityEvents: number;
  avgSprintEvents: number;
  avgMaxSpeedKph: number;
  avgAvgSpeedKph: number;
  avgMetresPerMinute: number;
  /**
   * Mean cumulative distance per bucket, matched by bucket end time, over the
   * athletes whose series has that bucket; in time order.
   */
  avgDistanceMOverTime: TimedValue[];
}

/**
 * Means of the team values over athletes with data (METRICS.md "Team
 * values"); all zero (and an empty series) when nobody has data. The
 * athletes' windows should share their bucket origin (see
 * WindowMetricsOptions.bucketOriginMs) for the series to line up.
 */
export function computeTeamAverages(perAthlete: readonly (WindowMetrics | null)[]): TeamAverages {
  const withData = perAthlete.filter(
    (metrics): metrics is WindowMetrics => metrics !== null && metrics.activeSeconds > 0,
  );
  const n = withData.length;
  const mean = (value: (metrics: WindowMetrics) => number): number =>
    n > 0 ? withData.reduce((sum, metrics) => sum + value(metrics), 0) / n : 0;
  const buckets = new Map<number, { sum: number; count: number }>();
  for (const metrics of withData) {
    for (const point of metrics.distanceMOverTime) {
      const bucket = buckets.get(point.endTime);
      if (bucket) {
        bucket.sum += point.value;
        bucket.count++;
      } else {
        buckets.set(point.endTime, { sum: point.value, count: 1 });
      }
    }
  }
  const avgDistanceMOverTime = [...buckets]
    .map(([endTime, bucket]) => ({ endTime, value: bucket.sum / bucket.count }))
    .sort((a, b) => a.endTime - b.endTime);
  return {
    participantsWithData: n,
    participantsWithoutData: perAthlete.length - n,
    avgTotalDistanceM: mean((m) => m.totalDistanceM),
    avgTotalHighIntensityDistanceM: mean((m) => m.totalHighIntensityDistanceM),
    avgTotalSprintDistanceM: mean((m) => m.totalSprintDistanceM),
    avgHighIntensityEvents: mean((m) => m.highIntensityEvents),
    avgSprintEvents: mean((m) => m.sprintEvents),
    avgMaxSpeedKph: mean((m) => m.maxSpeedKph),
    avgAvgSpeedKph: mean((m) => m.avgSpeedKph),
    avgMetresPerMinute: mean((m) => m.metresPerMinute),
    avgDistanceMOverTime,
  };
}
