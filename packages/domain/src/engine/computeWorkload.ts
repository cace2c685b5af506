import type { ImuSamples } from '../tracks/track.js';
import { findRuns } from './findRuns.js';
import type { MetricSettings } from './metricSettings.js';

/** Sorted, disjoint time spans [startMs[k], endMs[k]) in which IMU samples count. */
export interface TimeSpans {
  count: number;
  startMs: Float64Array;
  endMs: Float64Array;
}

/**
 * METRICS.md workload: the sum over accelerometer samples of
 * sqrt(dax^2 + day^2 + daz^2) / 100, the differences taken to the previous
 * sample (in g). A sample counts when its time lies in `spans` (all samples
 * without spans); like positions, differences are never taken across a gap
 * in the IMU data (the run rule of METRICS.md step 1). Null without IMU data.
 */
export function computeWorkload(
  imu: ImuSamples | undefined,
  spans: TimeSpans | undefined,
  settings: MetricSettings,
): number | null {
  if (!imu || imu.timeMs.length === 0) return null;
  const { timeMs, axG, ayG, azG } = imu;
  const { runBounds } = findRuns(timeMs, settings);
  let sum = 0;
  let k = 0;
  for (let r = 0; r + 1 < runBounds.length; r++) {
    const end = runBounds[r + 1] as number;
    for (let i = (runBounds[r] as number) + 1; i < end; i++) {
      if (spans) {
        const t = timeMs[i] as number;
        while (k < spans.count && (spans.endMs[k] as number) <= t) k++;
        if (k >= spans.count || (spans.startMs[k] as number) > t) continue;
      }
      const dx = (axG[i] as number) - (axG[i - 1] as number);
      const dy = (ayG[i] as number) - (ayG[i - 1] as number);
      const dz = (azG[i] as number) - (azG[i - 1] as number);
      const magnitude = Math.sqrt(dx * dx + dy * dy + dz * dz);
      if (Number.isFinite(magnitude)) sum += magnitude / 100;
    }
  }
  return sum;
}
