import type { MetricSettings } from './metricSettings.js';

/**
 * What is wrong with a club's metric settings, in words for the person
 * changing them, or null when they make sense: positive thresholds, the
 * sprint above high intensity, zone bounds rising, percentages in (0, 100].
 */
export function metricSettingsProblem(settings: MetricSettings): string | null {
  const positive: [number, string][] = [
    [settings.highIntensitySpeedKph, 'The high-intensity speed'],
    [settings.sprintSpeedKph, 'The sprint speed'],
    [settings.accelerationThresholdMps2, 'The acceleration threshold'],
    [settings.effortMinDurationS, 'The shortest effort'],
    [settings.accelerationMinDurationS, 'The shortest acceleration'],
  ];
  for (const [value, name] of positive) {
    if (!(Number.isFinite(value) && value > 0)) return `${name} must be a number above zero.`;
  }
  if (settings.sprintSpeedKph <= settings.highIntensitySpeedKph) {
    return 'The sprint speed must be above the high-intensity speed.';
  }
  if (settings.highIntensitySpeedKph > 60 || settings.sprintSpeedKph > 60) {
    return 'Speed thresholds above 60 km/h are not a runner’s.';
  }
  if (!rising(settings.speedZoneBoundsKph, 0, 60)) {
    return 'The five speed zone bounds must rise, each above zero and at most 60 km/h.';
  }
  if (!rising(settings.individualZoneBoundsPct, 0, 100)) {
    return 'The five individual zone percentages must rise, each above 0 and at most 100.';
  }
  return null;
}

function rising(bounds: readonly number[], above: number, atMost: number): boolean {
  return (
    bounds.length === 5 &&
    bounds.every(
      (bound, k) =>
        Number.isFinite(bound) &&
        bound > (k === 0 ? above : (bounds[k - 1] as number)) &&
        bound <= atMost,
    )
  );
}
