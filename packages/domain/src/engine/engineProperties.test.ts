import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PositionTrack } from '../tracks/track.js';
import { analyseTrack } from './analyseTrack.js';
import type { WindowMetrics } from './windowMetrics.js';

const START_MS = Date.parse('2026-11-01T10:00:00Z');

/** A 10 Hz path from per-second velocity changes: smooth enough to be a runner's. */
function pathFrom(accelerations: readonly [number, number][]): PositionTrack {
  const perSecond = 10;
  const n = accelerations.length * perSecond + 1;
  const timeMs = new Float64Array(n);
  const xM = new Float64Array(n);
  const yM = new Float64Array(n);
  let vx = 0;
  let vy = 0;
  for (let i = 1; i < n; i++) {
    const [ax, ay] = accelerations[Math.floor((i - 1) / perSecond)] ?? [0, 0];
    vx = Math.max(-8, Math.min(8, vx + ax / perSecond));
    vy = Math.max(-8, Math.min(8, vy + ay / perSecond));
    timeMs[i] = i * 100;
    xM[i] = (xM[i - 1] as number) + vx / perSecond;
    yM[i] = (yM[i - 1] as number) + vy / perSecond;
  }
  for (let i = 0; i < n; i++) timeMs[i] = START_MS + (timeMs[i] as number);
  return { kind: 'positions', id: 'tag', timeMs, xM, yM, metadata: { format: 'positions' } };
}

const accelerations = fc.array(
  fc.tuple(
    fc.double({ min: -4, max: 4, noNaN: true }),
    fc.double({ min: -4, max: 4, noNaN: true }),
  ),
  { minLength: 5, maxLength: 60 },
);

function moved(track: PositionTrack, angle: number, dx: number, dy: number): PositionTrack {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const xM = track.xM.map((x, i) => x * cos - (track.yM[i] as number) * sin + dx);
  const yM = track.yM.map((y, i) => (track.xM[i] as number) * sin + y * cos + dy);
  return { ...track, xM, yM };
}

const SCALARS = [
  'totalDistanceM',
  'totalHighIntensityDistanceM',
  'totalSprintDistanceM',
  'highIntensityEvents',
  'sprintEvents',
  'accelerationEvents',
  'decelerationEvents',
  'maxSpeedKph',
  'rawMaxSpeedKph',
  'avgSpeedKph',
  'metresPerMinute',
  'activeSeconds',
] as const;

function expectNoNaN(metrics: WindowMetrics): void {
  for (const field of SCALARS) expect(Number.isFinite(metrics[field]), field).toBe(true);
  for (const zone of metrics.speedzoneProfileZone) expect(Number.isFinite(zone)).toBe(true);
  for (const series of [
    metrics.timeAtKph,
    metrics.avgSpeedKphOverTime,
    metrics.distanceMOverTime,
  ]) {
    for (const point of series) expect(Object.values(point).every(Number.isFinite)).toBe(true);
  }
}

describe('engine properties', () => {
  it('does not depend on where the pitch is or which way it faces', () => {
    fc.assert(
      fc.property(
        accelerations,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (steps, angle, dx, dy) => {
          const track = pathFrom(steps);
          const a = analyseTrack(track);
          const b = analyseTrack(moved(track, angle, dx, dy));
          for (const field of SCALARS) expect(b[field]).toBeCloseTo(a[field], 3);
          b.speedzoneProfileZone.forEach((zone, k) =>
            expect(zone).toBeCloseTo(a.speedzoneProfileZone[k] as number, 3),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('adds up: distances and active time of consecutive windows sum to the whole', () => {
    fc.assert(
      fc.property(
        accelerations,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }),
        (steps, cuts) => {
          const track = pathFrom(steps);
          const first = track.timeMs[0] as number;
          const last = track.timeMs[track.timeMs.length - 1] as number;
          const bounds = [first, ...cuts.map((c) => first + c * (last - first)), last + 1];
          bounds.sort((p, q) => p - q);
          const whole = analyseTrack(track);
          const parts = bounds
            .slice(1)
            .map((endMs, k) =>
              analyseTrack(track, { window: [{ startMs: bounds[k] as number, endMs }] }),
            );
          for (const field of [
            'totalDistanceM',
            'totalHighIntensityDistanceM',
            'totalSprintDistanceM',
            'activeSeconds',
          ] as const) {
            const sum = parts.reduce((total, part) => total + part[field], 0);
            expect(sum).toBeCloseTo(whole[field], 6);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives zone percentages summing to 100 and no NaN, whatever the samples', () => {
    const sample = fc.tuple(
      fc.integer({ min: 0, max: 600_000 }),
      fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }), fc.constant(Number.NaN)),
      fc.double({ min: -200, max: 200, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(sample, { maxLength: 400 }), (samples) => {
        const track: PositionTrack = {
          kind: 'positions',
          id: 'tag',
          timeMs: Float64Array.from(samples, ([t]) => START_MS + t),
          xM: Float64Array.from(samples, ([, x]) => x),
          yM: Float64Array.from(samples, ([, , y]) => y),
          metadata: { format: 'positions' },
        };
        const metrics = analyseTrack(track);
        expectNoNaN(metrics);
        const zones = metrics.speedzoneProfileZone.reduce((sum, zone) => sum + zone, 0);
        expect(zones).toBeCloseTo(metrics.activeSeconds > 0 ? 100 : 0, 6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('engine edge cases', () => {
  const track = (timeMs: number[], xM: number[], yM = xM.map(() => 0)): PositionTrack => ({
    kind: 'positions',
    id: 'tag',
    timeMs: Float64Array.from(timeMs, (t) => START_MS + t),
    xM: Float64Array.from(xM),
    yM: Float64Array.from(yM),
    metadata: { format: 'positions' },
  });
  const line = (from: number, samples: number, speedMps: number, x0 = 0) => ({
    t: Array.from({ length: samples }, (_, i) => from + i * 100),
    x: Array.from({ length: samples }, (_, i) => x0 + i * speedMps * 0.1),
  });

  it('gives zeros for an empty track and for a single sample', () => {
    for (const metrics of [analyseTrack(track([], [])), analyseTrack(track([0], [5]))]) {
      expectNoNaN(metrics);
      expect(metrics.totalDistanceM).toBe(0);
      expect(metrics.activeSeconds).toBe(0);
      expect(metrics.speedzoneProfileZone).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });

  it('reads duplicate and out-of-order timestamps as the sorted track', () => {
    const { t, x } = line(0, 101, 4);
    const sorted = analyseTrack(track(t, x));
    const order = t.map((_, i) => i).reverse();
    const shuffled = [...order, 10, 20, 30];
    const messy = analyseTrack(
      track(
        shuffled.map((i) => t[i]!),
        shuffled.map((i) => x[i]!),
      ),
    );
    expect(messy.totalDistanceM).toBeCloseTo(sorted.totalDistanceM, 9);
    expect(sorted.totalDistanceM).toBeCloseTo(40, 6);
  });

  it('counts nothing across a gap of minutes', () => {
    const a = line(0, 101, 4);
    const b = line(10 * 60_000, 101, 4, 500);
    const metrics = analyseTrack(track([...a.t, ...b.t], [...a.x, ...b.x]));
    expect(metrics.totalDistanceM).toBeCloseTo(80, 6);
    expect(metrics.activeSeconds).toBeCloseTo(20, 6);
  });

  it('finds no distance, efforts or accelerations for a stationary tag', () => {
    const { t } = line(0, 3000, 0);
    const metrics = analyseTrack(
      track(
        t,
        t.map(() => 12.5),
      ),
    );
    expect(metrics.totalDistanceM).toBe(0);
    expect(metrics.highIntensityEvents + metrics.accelerationEvents).toBe(0);
    expect(metrics.speedzoneProfileZone[0]).toBeCloseTo(100, 9);
  });

  it('drops an impossible jump instead of counting it', () => {
    const { t, x } = line(0, 301, 3);
    const jumped = x.map((value, i) => (i === 150 ? value + 40 : value));
    const metrics = analyseTrack(track(t, jumped));
    expect(metrics.totalDistanceM).toBeCloseTo(90, 0);
    expect(metrics.rawMaxSpeedKph).toBeLessThan(12 * 3.6);
    expect(metrics.sprintEvents).toBe(0);
  });
});
