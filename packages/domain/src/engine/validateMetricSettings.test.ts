import { describe, expect, it } from 'vitest';
import { DEFAULT_METRIC_SETTINGS } from './metricSettings.js';
import { metricSettingsProblem } from './validateMetricSettings.js';

describe('metricSettingsProblem', () => {
  it('accepts the defaults', () => {
    expect(metricSettingsProblem(DEFAULT_METRIC_SETTINGS)).toBeNull();
  });

  it.each([
    [{ sprintSpeedKph: 19 }, 'The sprint speed must be above the high-intensity speed.'],
    [{ highIntensitySpeedKph: 0 }, 'The high-intensity speed must be a number above zero.'],
    [
      { accelerationThresholdMps2: Number.NaN },
      'The acceleration threshold must be a number above zero.',
    ],
    [{ sprintSpeedKph: 90 }, 'Speed thresholds above 60 km/h are not a runner’s.'],
    [
      { speedZoneBoundsKph: [6.1, 12, 12, 19.8, 25.2] as const },
      'The five speed zone bounds must rise, each above zero and at most 60 km/h.',
    ],
    [
      { individualZoneBoundsPct: [22, 43, 51, 70, 120] as const },
      'The five individual zone percentages must rise, each above 0 and at most 100.',
    ],
  ])('refuses %j', (change, problem) => {
    expect(metricSettingsProblem({ ...DEFAULT_METRIC_SETTINGS, ...change })).toBe(problem);
  });
});
