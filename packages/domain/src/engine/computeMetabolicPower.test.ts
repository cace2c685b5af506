import { describe, expect, it } from 'vitest';
import { computeWindowMetrics } from './computeWindowMetrics.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';

const constantSpeed = (speedMps: number, durationS: number) =>
  syntheticProcessedTrack({
    hz: 1,
    runs: [{ startMs: 0, speedsMps: speedProfile(1, [speedMps, durationS]) }],
  });

const metabolicOf = (metrics: ReturnType<typeof computeWindowMetrics>) => [
  metrics.averageMetabolicPowerWPerKg,
  metrics.metabolicEnergyKjPerKg,
  metrics.highMetabolicLoadDistanceM,
];

describe('metabolic power of a window', () => {
  it('a minute at a constant 6 m/s: 27.864 W/kg, 1.67184 kJ/kg, all 360 m at high metabolic load', () => {
    const [power, energy, hml] = metabolicOf(computeWindowMetrics(constantSpeed(6, 60)));
    expect(power).toBeCloseTo(6 * 3.6 * 1.29, 4);
    expect(energy).toBeCloseTo((6 * 3.6 * 1.29 * 60) / 1000, 6);
    expect(hml).toBeCloseTo(360, 6);
  });

  it('a minute at a constant 5 m/s stays below 25.5 W/kg', () => {
    const [power, energy, hml] = metabolicOf(computeWindowMetrics(constantSpeed(5, 60)));
    expect(power).toBeCloseTo(23.22, 4);
    expect(energy).toBeCloseTo(1.3932, 6);
    expect(hml).toBe(0);
  });

  it('counts only the window, and is 0 without active time', () => {
    const track = syntheticProcessedTrack({
      hz: 1,
      runs: [{ startMs: 0, speedsMps: speedProfile(1, [2, 30], [6, 30]) }],
    });
    const fast = computeWindowMetrics(track, { window: [{ startMs: 40_000, endMs: 50_000 }] });
    expect(metabolicOf(fast)).toEqual([
      expect.closeTo(27.864, 4),
      expect.closeTo(0.27864, 6),
      expect.closeTo(60, 6),
    ]);
    const empty = computeWindowMetrics(track, { window: [{ startMs: 100_000, endMs: 110_000 }] });
    expect(metabolicOf(empty)).toEqual([0, 0, 0]);
  });

  it('an acceleration costs more than the same distance at constant speed', () => {
    const track = syntheticProcessedTrack({
      hz: 1,
      runs: [{ startMs: 0, speedsMps: speedProfile(1, [2, 30], [6, 30]) }],
    });
    const metrics = computeWindowMetrics(track);
    // The same speeds at no acceleration: (2 x 30 + 6 x 30) x 4.644 J/kg.
    expect(metrics.metabolicEnergyKjPerKg * 1000).toBeGreaterThan(240 * 4.644);
  });
});
