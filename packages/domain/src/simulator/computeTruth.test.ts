import { describe, expect, it } from 'vitest';
import { computeTruth } from './computeTruth.js';
import type { TruePath } from './recordTruePath.js';

/** 10 s at 10 Hz: 4 s at 3 m/s, 3 s at 8 m/s, 3 s at 6 m/s. */
function path(): TruePath {
  const speeds = [
    0,
    ...Array<number>(40).fill(3),
    ...Array<number>(30).fill(8),
    ...Array<number>(30).fill(6),
  ];
  return {
    timeMs: Float64Array.from(speeds, (_, i) => 1000 + i * 100),
    xM: new Float64Array(speeds.length),
    yM: new Float64Array(speeds.length),
    speedMps: Float64Array.from(speeds),
  };
}

describe('computeTruth', () => {
  it('sums speed x time for distance and splits it by intensity', () => {
    const truth = computeTruth(path());
    expect(truth.distanceM).toBeCloseTo(12 + 24 + 18, 9);
    expect(truth.highIntensityDistanceM).toBeCloseTo(42, 9);
    expect(truth.sprintDistanceM).toBeCloseTo(24, 9);
    expect(truth.topSpeedMps).toBe(8);
    expect(truth.highIntensityEfforts).toEqual([{ startMs: 5000, endMs: 11_000, peakSpeedMps: 8 }]);
    expect(truth.sprintEfforts).toEqual([{ startMs: 5000, endMs: 8000, peakSpeedMps: 8 }]);
  });

  it('gives the same measures per named window', () => {
    const truth = computeTruth(path(), {
      windows: [{ name: 'End', startMs: 7000, endMs: 11_000 }],
    });
    const [end] = truth.windows;
    expect(end!.name).toBe('End');
    expect(end!.distanceM).toBeCloseTo(8 + 18, 9);
    expect(end!.sprintEfforts).toEqual([{ startMs: 7000, endMs: 8000, peakSpeedMps: 8 }]);
  });

  it('counts nothing across a pause in recording', () => {
    const p = path();
    p.timeMs.set(
      p.timeMs.subarray(50).map((t) => t + 60_000),
      50,
    );
    // Only the step that spans the pause (0.1 s at 8 m/s) is lost.
    expect(computeTruth(p).distanceM).toBeCloseTo(54 - 0.8, 9);
  });
});
