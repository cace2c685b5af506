import { describe, expect, it } from 'vitest';
import { computeWorkload } from './computeWorkload.js';
import { DEFAULT_METRIC_SETTINGS } from './metricSettings.js';

const imu = (timeMs: number[], ax: number[], ay: number[], az: number[]) => ({
  timeMs: Float64Array.from(timeMs),
  axG: Float32Array.from(ax),
  ayG: Float32Array.from(ay),
  azG: Float32Array.from(az),
});

describe('computeWorkload', () => {
  it('is null without IMU data', () => {
    expect(computeWorkload(undefined, undefined, DEFAULT_METRIC_SETTINGS)).toBeNull();
    expect(computeWorkload(imu([], [], [], []), undefined, DEFAULT_METRIC_SETTINGS)).toBeNull();
  });

  it('sums the magnitude of accelerometer changes over 100', () => {
    const samples = imu([0, 10, 20, 30], [0, 0.3, 0.3, 0], [0, 0.4, 0.4, 0], [1, 1, 2, 1]);
    // Changes of 0.5, 1 and sqrt(0.09 + 0.16 + 1) g.
    const expected = (0.5 + 1 + Math.sqrt(1.25)) / 100;
    expect(computeWorkload(samples, undefined, DEFAULT_METRIC_SETTINGS)).toBeCloseTo(expected, 6);
  });

  it('takes no difference across a gap and counts only samples inside the spans', () => {
    const samples = imu([0, 10, 20, 5000, 5010], [0, 1, 0, 5, 4], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]);
    expect(computeWorkload(samples, undefined, DEFAULT_METRIC_SETTINGS)).toBeCloseTo(0.03, 6);
    const spans = { count: 1, startMs: Float64Array.of(15), endMs: Float64Array.of(5010) };
    expect(computeWorkload(samples, spans, DEFAULT_METRIC_SETTINGS)).toBeCloseTo(0.01, 6);
  });
});
