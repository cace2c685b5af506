import { describe, expect, it } from 'vitest';
import { computeWindowMetrics } from './computeWindowMetrics.js';
import { DEFAULT_METRIC_SETTINGS } from './metricSettings.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';
import type { WindowMetrics } from './windowMetrics.js';

const single = (hz: number, ...parts: [number, number][]) =>
  syntheticProcessedTrack({ hz, runs: [{ startMs: 0, speedsMps: speedProfile(hz, ...parts) }] });

function expectNoNaN(metrics: WindowMetrics): void {
  const numbers = Object.values(metrics).filter((value) => typeof value === 'number');
  expect(numbers.length).toBeGreaterThan(10);
  for (const value of [...numbers, ...metrics.speedzoneProfileZone]) {
    expect(Number.isFinite(value)).toBe(true);
  }
}

describe('computeWindowMetrics', () => {
  it.each([10, 20])('measures a straight line at constant speed (%i Hz)', (hz) => {
    const metrics = computeWindowMetrics(single(hz, [5, 60]));
    expect(metrics.totalDistanceM).toBeCloseTo(300, 9);
    expect(metrics.activeSeconds).toBeCloseTo(60, 9);
    expect(metrics.avgSpeedKph).toBeCloseTo(18, 9);
    expect(metrics.metresPerMinute).toBeCloseTo(300, 9);
    expect(metrics.maxSpeedKph).toBeCloseTo(18, 9);
    expect(metrics.rawMaxSpeedKph).toBeCloseTo(18, 9);
    expect(metrics.totalHighIntensityDistanceM).toBe(0);
    expect(metrics.speedzoneProfileZone.map((p) => Math.round(p * 1e9) / 1e9)).toEqual([
      0, 0, 0, 100, 0, 0,
    ]);
    expect(metrics.timeAtKph).toHaveLength(19);
    expect(metrics.timeAtKph[18]?.endExclusive).toBe(19);
    expect(metrics.timeAtKph[18]?.value).toBeCloseTo(60, 9);
    expect(metrics.avgSpeedKphOverTime).toHaveLength(1);
    expect(metrics.distanceMOverTime[0]?.endTime).toBe(60_000);
    expect(metrics.distanceMOverTime[0]?.value).toBeCloseTo(300, 9);
    expect(metrics.sampledSpeedKphOverTime.values).toHaveLength(60);
    expect(metrics.workload).toBeNull();
    expect(metrics.events).toEqual([]);
  });

  it('counts efforts and accelerations of a piecewise profile', () => {
    const ramp = (from: number, to: number, seconds: number): [number, number][] =>
      Array.from({ length: seconds * 10 }, (_, k) => [
        from + ((to - from) * k) / (seconds * 10),
        0.1,
      ]);
    // 4 m/s2 for 1.5 s up to 8 m/s, hold 3 s, -4 m/s2 for 1.5 s back down.
    const track = single(10, [2, 5], ...ramp(2, 8, 1.5), [8, 3], ...ramp(8, 2, 1.5), [2, 5]);
    const metrics = computeWindowMetrics(track);
    expect(metrics.accelerationEvents).toBe(1);
    expect(metrics.decelerationEvents).toBe(1);
    expect(metrics.highIntensityEvents).toBe(1);
    expect(metrics.sprintEvents).toBe(1);
    expect(metrics.events.map((e) => e.kind)).toEqual([
      'acceleration',
      'highIntensity',
      'sprint',
      'deceleration',
    ]);
    const zoneSum = metrics.speedzoneProfileZone.reduce((a, b) => a + b, 0);
    expect(zoneSum).toBeCloseTo(100, 9);
    expect(metrics.speedzoneProfileZone.slice(1).every((p) => p > 0)).toBe(true);
    const sprint = metrics.events.find((e) => e.kind === 'sprint');
    expect(sprint?.peak).toBeCloseTo(28.8, 6);
  });

  it('ignores speed steps too short to be an acceleration', () => {
    const metrics = computeWindowMetrics(single(10, [4, 10], [6, 5], [8, 3], [3, 10]));
    expect(metrics.accelerationEvents).toBe(0);
    expect(metrics.decelerationEvents).toBe(0);
    expect(metrics.highIntensityEvents).toBe(1);
    expect(metrics.sprintEvents).toBe(1);
    expect(metrics.totalHighIntensityDistanceM).toBeCloseTo(54, 9);
    expect(metrics.totalSprintDistanceM).toBeCloseTo(24, 9);
  });

  it('counts no distance or time across a gap', () => {
    const track = syntheticProcessedTrack({
      hz: 10,
      runs: [
        { startMs: 0, speedsMps: speedProfile(10, [5, 10]) },
        { startMs: 60_000, speedsMps: speedProfile(10, [3, 10]) },
      ],
      position: (t, d) => [d + (t >= 60_000 ? 500 : 0), 0],
    });
    const metrics = computeWindowMetrics(track);
    expect(metrics.totalDistanceM).toBeCloseTo(80, 9);
    expect(metrics.activeSeconds).toBeCloseTo(20, 9);
    expect(metrics.avgSpeedKph).toBeCloseTo(14.4, 9);
  });

  it('clips to the window, merging overlapping clips', () => {
    const track = single(10, [5, 20]);
    const metrics = computeWindowMetrics(track, {
      window: [
        { startMs: 2000, endMs: 5000 },
        { startMs: 4000, endMs: 8000 },
        { startMs: 10_050, endMs: 12_000 },
        { startMs: 19_000, endMs: 99_000 },
      ],
    });
    expect(metrics.activeSeconds).toBeCloseTo(6 + 1.95 + 1, 9);
    expect(metrics.totalDistanceM).toBeCloseTo(5 * 8.95, 9);
    expect(metrics.distanceMOverTime).toHaveLength(1);
    expect(metrics.distanceMOverTime[0]?.endTime).toBe(62_000);
    expect(metrics.sampledSpeedKphOverTime.startTime).toBe(2000);
  });

  it('gives zeros and empty lists for a window without data', () => {
    const metrics = computeWindowMetrics(single(10, [5, 20]), {
      window: [{ startMs: 50_000, endMs: 60_000 }],
    });
    expect(metrics.totalDistanceM).toBe(0);
    expect(metrics.avgSpeedKph).toBe(0);
    expect(metrics.metresPerMinute).toBe(0);
    expect(metrics.speedzoneProfileZone).toEqual([0, 0, 0, 0, 0, 0]);
    expect(metrics.timeAtKph).toEqual([]);
    expect(metrics.avgSpeedKphOverTime).toEqual([]);
    expect(metrics.distanceMOverTime).toEqual([]);
    expect(metrics.sampledSpeedKphOverTime.values).toHaveLength(0);
    expectNoNaN(metrics);
    expectNoNaN(computeWindowMetrics(syntheticProcessedTrack({ hz: 10, runs: [] })));
  });

  it('counts only time on the pitch and reports entries and exits', () => {
    const track = syntheticProcessedTrack({
      hz: 10,
      runs: [{ startMs: 0, speedsMps: speedProfile(10, [5, 30]) }],
      position: (_t, d) => [d - 20, 10],
      onPitch: (x) => x >= 0 && x < 100,
    });
    const everywhere = computeWindowMetrics(track);
    expect(everywhere.totalDistanceM).toBeCloseTo(150, 9);
    expect(everywhere.events).toEqual([]);
    const onPitch = computeWindowMetrics(track, { onPitchOnly: true });
    expect(onPitch.totalDistanceM).toBeCloseTo(100, 9);
    expect(onPitch.activeSeconds).toBeCloseTo(20, 9);
    expect(onPitch.events).toEqual([
      { kind: 'pitchEntry', startMs: 4000, endMs: 4000, peak: 0 },
      { kind: 'pitchExit', startMs: 24_000, endMs: 24_000, peak: 0 },
    ]);
    const clipped = computeWindowMetrics(track, {
      onPitchOnly: true,
      window: [{ startMs: 10_000, endMs: 30_000 }],
    });
    expect(clipped.events.map((e) => e.kind)).toEqual(['pitchExit']);
  });

  it('uses individual speed zones from the best top speed', () => {
    const track = single(10, [20 / 3.6, 10], [22 / 3.6, 10], [28 / 3.6, 10]);
    const club = computeWindowMetrics(track, { bestTopSpeedKph: 30 });
    expect(club.totalHighIntensityDistanceM).toBeCloseTo((70 / 3.6) * 10, 4);
    expect(club.totalSprintDistanceM).toBeCloseTo((28 / 3.6) * 10, 4);
    const settings = { ...DEFAULT_METRIC_SETTINGS, individualSpeedZones: true };
    const own = computeWindowMetrics(track, { settings, bestTopSpeedKph: 30 });
    expect(own.totalHighIntensityDistanceM).toBeCloseTo((50 / 3.6) * 10, 4);
    expect(own.totalSprintDistanceM).toBeCloseTo((28 / 3.6) * 10, 4);
    expect(own.speedzoneProfileZone.map(Math.round)).toEqual([0, 0, 0, 33, 33, 33]);
    expect(own.sprintEvents).toBe(1);
    expect(own.highIntensityEvents).toBe(1);
  });

  it('computes workload only with IMU data, inside the window', () => {
    const n = 1001;
    const imu = {
      timeMs: Float64Array.from({ length: n }, (_, k) => k * 10),
      axG: Float32Array.from({ length: n }, (_, k) => (k % 2) * 0.5),
      ayG: new Float32Array(n),
      azG: new Float32Array(n).fill(1),
    };
    const track = syntheticProcessedTrack({
      hz: 10,
      runs: [{ startMs: 0, speedsMps: speedProfile(10, [3, 10]) }],
      imu,
    });
    expect(computeWindowMetrics(track).workload).toBeCloseTo((1000 * 0.5) / 100, 5);
    const half = computeWindowMetrics(track, { window: [{ startMs: 0, endMs: 5000 }] });
    expect(half.workload).toBeCloseTo((499 * 0.5) / 100, 5);
  });
});
