import { describe, expect, it } from 'vitest';
import { DEFAULT_METRIC_SETTINGS } from './metricSettings.js';
import { speedThresholds, thresholdMps } from './speedThresholds.js';

describe('speedThresholds', () => {
  it('uses the club thresholds by default, even with a best top speed', () => {
    expect(speedThresholds(DEFAULT_METRIC_SETTINGS, 30)).toEqual({
      zoneBoundsKph: [6.1, 12, 14.4, 19.8, 25.2],
      highIntensityKph: 19.8,
      sprintKph: 25.2,
    });
  });

  it('turns zones, high intensity (70 %) and sprint (90 %) into shares of the best top speed', () => {
    const settings = { ...DEFAULT_METRIC_SETTINGS, individualSpeedZones: true };
    const thresholds = speedThresholds(settings, 30);
    expect(thresholds.highIntensityKph).toBeCloseTo(21, 12);
    expect(thresholds.sprintKph).toBeCloseTo(27, 12);
    expect(thresholds.zoneBoundsKph.map((kph) => Math.round(kph * 100) / 100)).toEqual([
      6.6, 12.9, 15.3, 21, 27,
    ]);
  });

  it('falls back to the club thresholds without a usable best top speed', () => {
    const settings = { ...DEFAULT_METRIC_SETTINGS, individualSpeedZones: true };
    for (const best of [undefined, 0, -5, NaN, Infinity]) {
      expect(speedThresholds(settings, best).sprintKph).toBe(25.2);
    }
  });

  it('compares at Float32 precision so a speed equal to the threshold is at or above it', () => {
    expect(Math.fround(6.1 / 3.6) >= thresholdMps(6.1)).toBe(true);
    expect(thresholdMps(19.8)).toBe(5.5);
    expect(thresholdMps(25.2)).toBe(7);
  });
});
