import type { MetricSettings } from './metricSettings.js';

/** The speed thresholds one athlete's window metrics use, in km/h. */
export interface SpeedThresholds {
  /** Lower bounds of zones 2-6; zone 1 starts at 0, zone 6 is open-ended. */
  zoneBoundsKph: readonly [number, number, number, number, number];
  highIntensityKph: number;
  sprintKph: number;
}

/**
 * The club's fixed thresholds, or with individual speed zones (and a known
 * best top speed) percentages of the athlete's best: the zone bounds from
 * individualZoneBoundsPct, high intensity from zone 5's bound and sprint
 * from zone 6's. Without a usable best top speed the club's fixed
 * thresholds apply. Resolved once per window, never per sample.
 */
export function speedThresholds(
  settings: MetricSettings,
  bestTopSpeedKph?: number,
): SpeedThresholds {
  const best = bestTopSpeedKph ?? NaN;
  if (!settings.individualSpeedZones || !(best > 0) || !Number.isFinite(best)) {
    return {
      zoneBoundsKph: settings.speedZoneBoundsKph,
      highIntensityKph: settings.highIntensitySpeedKph,
      sprintKph: settings.sprintSpeedKph,
    };
  }
  const pct = settings.individualZoneBoundsPct;
  const zoneBoundsKph = [
    (pct[0] * best) / 100,
    (pct[1] * best) / 100,
    (pct[2] * best) / 100,
    (pct[3] * best) / 100,
    (pct[4] * best) / 100,
  ] as const;
  return { zoneBoundsKph, highIntensityKph: zoneBoundsKph[3], sprintKph: zoneBoundsKph[4] };
}

/**
 * A km/h threshold as the m/s value a Float32 speed is compared with: a
 * speed that is the threshold (up to its Float32 rounding) counts as at or
 * above it.
 */
export function thresholdMps(speedKph: number): number {
  return Math.fround(speedKph / 3.6);
}
