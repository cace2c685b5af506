/**
 * Every threshold of METRICS.md, as a club setting. Results carry the
 * algorithmVersion and the settings they were computed with, so old results
 * are never silently mixed with new ones.
 */
// 2: smoothing sized in time, and speed along the curve through 1 Hz fixes.
// 3: heart-rate zones and TRIMP, metabolic power, and peak demands (rolling 1-10 minute
//    windows) of every window.
export const ALGORITHM_VERSION = 3;

export interface MetricSettings {
  algorithmVersion: number;
  /** A run ends where two samples are further apart than max(gapMinS, gapMedianMultiple x median interval). */
  gapMinS: number;
  gapMedianMultiple: number;
  /** Raw speeds above this are physically impossible for a runner: dropped and interpolated. */
  maxRunnerSpeedMps: number;
  /** Savitzky-Golay window length in seconds (an odd sample count; one, no smoothing, at 1 Hz) and polynomial order. */
  smoothingWindowS: number;
  smoothingPolynomialOrder: number;
  highIntensitySpeedKph: number;
  sprintSpeedKph: number;
  /** An effort is speed at or above a threshold for at least this long... */
  effortMinDurationS: number;
  /** ...and a dip below it shorter than this does not end it. */
  effortMaxDipS: number;
  accelerationThresholdMps2: number;
  accelerationMinDurationS: number;
  /** Upper bounds of the first five speed zones in km/h; the sixth is open-ended. */
  speedZoneBoundsKph: readonly [number, number, number, number, number];
  /** Time on the pitch counts when inside the boundary plus this margin. */
  pitchMarginM: number;
  heatmapCellM: number;
  heatmapBlurSigmaM: number;
  /** Time series buckets (avgSpeedKphOverTime, distanceMOverTime). */
  timeBucketS: number;
  /** With individual_speed_zones, thresholds are percentages of each athlete's best top speed. */
  individualSpeedZones: boolean;
  individualZoneBoundsPct: readonly [number, number, number, number, number];
}

export const DEFAULT_METRIC_SETTINGS: Readonly<MetricSettings> = Object.freeze<MetricSettings>({
  algorithmVersion: ALGORITHM_VERSION,
  gapMinS: 1,
  gapMedianMultiple: 5,
  maxRunnerSpeedMps: 12,
  smoothingWindowS: 0.35,
  smoothingPolynomialOrder: 1,
  highIntensitySpeedKph: 19.8,
  sprintSpeedKph: 25.2,
  effortMinDurationS: 1.0,
  effortMaxDipS: 0.5,
  accelerationThresholdMps2: 3,
  accelerationMinDurationS: 0.5,
  speedZoneBoundsKph: [6.1, 12, 14.4, 19.8, 25.2],
  pitchMarginM: 3,
  heatmapCellM: 1,
  heatmapBlurSigmaM: 3,
  timeBucketS: 60,
  individualSpeedZones: false,
  // Zone 5 (high intensity) from 70 %, sprint from 90 % of the athlete's best;
  // the lower bounds keep the default zones' proportions.
  individualZoneBoundsPct: [22, 43, 51, 70, 90],
});
