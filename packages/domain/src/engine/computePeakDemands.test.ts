import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePeakDemands } from './computePeakDemands.js';
import { computeWindowMetrics } from './computeWindowMetrics.js';
import { countedPieces } from './countedPieces.js';
import { DEFAULT_METRIC_SETTINGS } from './metricSettings.js';
import { thresholdMps } from './speedThresholds.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';
import type { MetricEvent } from './windowMetrics.js';

const MINUTE_MS = 60_000;
/** 6 m/s (21.6 km/h): above the default high-intensity speed (19.8 km/h), below the sprint one. */
const FAST_MPS = 6;
const HIGH_INTENSITY_MPS = thresholdMps(DEFAULT_METRIC_SETTINGS.highIntensitySpeedKph);

const track = (hz: number, ...parts: [number, number][]) =>
  syntheticProcessedTrack({ hz, runs: [{ startMs: 0, speedsMps: speedProfile(hz, ...parts) }] });

describe('computePeakDemands', () => {
  it('finds a peak minute known by hand', () => {
    // 10 minutes at 1 Hz: 3 m/s, except 6 m/s from 4:00 to 5:00 (one minute of 360 m).
    const metrics = computeWindowMetrics(track(1, [3, 240], [FAST_MPS, 60], [3, 300]));
    const [one, two, three, five, ten] = metrics.peakDemands;
    expect(one?.windowMinutes).toBe(1);
    expect(one?.distanceM).toBeCloseTo(360, 9);
    expect(one?.distanceStartMs).toBe(4 * MINUTE_MS);
    expect(one?.highIntensityDistanceM).toBeCloseTo(360, 9);
    expect(one?.highIntensityStartMs).toBe(4 * MINUTE_MS);
    // Two minutes: the fast one and one at 3 m/s (180 m); the earliest such window wins.
    expect(two?.distanceM).toBeCloseTo(540, 9);
    expect(two?.distanceStartMs).toBe(3 * MINUTE_MS);
    expect(two?.highIntensityDistanceM).toBeCloseTo(360, 9);
    expect(three?.distanceM).toBeCloseTo(720, 9);
    expect(five?.distanceM).toBeCloseTo(1080, 9);
    // Ten minutes is the whole track: the totals, from the first sample.
    expect(ten?.distanceM).toBe(metrics.totalDistanceM);
    expect(ten?.highIntensityDistanceM).toBe(metrics.totalHighIntensityDistanceM);
    expect(ten?.distanceStartMs).toBe(0);
  });

  it('finds a peak that starts between samples', () => {
    // One 100 s sample at 1 m/s, then 30 s at 3 m/s and 60 s standing: the best
    // minute is [70 s, 130 s), 30 m + 90 m, which no window starting at a sample holds.
    const t = syntheticProcessedTrack({
      hz: 0.1,
      runs: [
        { startMs: 0, speedsMps: [...speedProfile(0.1, [1, 100]), 3, 3, 3, 0, 0, 0, 0, 0, 0] },
      ],
    });
    const [one] = computeWindowMetrics(t).peakDemands;
    expect(one?.distanceM).toBeCloseTo(120, 9);
    expect(one?.distanceStartMs).toBeCloseTo(70_000, 6);
  });

  it('counts the accelerations and decelerations starting in the busiest window', () => {
    const at = (kind: MetricEvent['kind'], startMs: number): MetricEvent => ({
      kind,
      startMs,
      endMs: startMs + 1000,
      peak: 3,
    });
    const events = [
      at('acceleration', 0),
      at('highIntensity', 10_000),
      at('acceleration', 100_000),
      at('deceleration', 120_000),
      at('sprint', 125_000),
      at('deceleration', 159_999),
      at('acceleration', 160_000),
    ];
    const t = track(1, [2, 600]);
    const pieces = countedPieces(t, undefined, undefined);
    const [one, two] = computePeakDemands(t.speedMps, pieces, HIGH_INTENSITY_MPS, events);
    // [100 s, 160 s) holds three (the one at 160 s is out), [159.999 s, ...) two.
    expect(one?.accelerationsDecelerations).toBe(3);
    expect(one?.accelerationsDecelerationsStartMs).toBe(100_000);
    expect(two?.accelerationsDecelerations).toBe(4);
    expect(two?.accelerationsDecelerationsStartMs).toBe(100_000);
  });

  it('gives zeros and no start without counted time', () => {
    const t = track(1, [3, 60]);
    const demands = computeWindowMetrics(t, {
      window: [{ startMs: 500_000, endMs: 600_000 }],
    }).peakDemands;
    expect(demands.map((d) => d.windowMinutes)).toEqual([1, 2, 3, 5, 10]);
    for (const demand of demands) {
      expect(demand).toMatchObject({
        distanceM: 0,
        distanceStartMs: null,
        highIntensityDistanceM: 0,
        accelerationsDecelerations: 0,
        accelerationsDecelerationsStartMs: null,
      });
    }
  });

  it('gives a window shorter than the length its whole value, from its first sample', () => {
    const t = track(10, [4, 30], [7, 10]);
    const metrics = computeWindowMetrics(t, { window: [{ startMs: 5_000, endMs: 40_000 }] });
    for (const demand of metrics.peakDemands) {
      expect(demand.distanceM).toBe(metrics.totalDistanceM);
      expect(demand.distanceStartMs).toBe(5_000);
      expect(demand.highIntensityDistanceM).toBeCloseTo(70, 9);
    }
  });

  it('counts nothing across a gap', () => {
    // Two runs of 40 s at 5 m/s, 5 minutes apart: no minute holds more than one run.
    const t = syntheticProcessedTrack({
      hz: 10,
      runs: [
        { startMs: 0, speedsMps: speedProfile(10, [5, 40]) },
        { startMs: 340_000, speedsMps: speedProfile(10, [5, 40]) },
      ],
    });
    const [one, , , five, ten] = computeWindowMetrics(t).peakDemands;
    expect(one?.distanceM).toBeCloseTo(200, 6);
    expect(five?.distanceM).toBeCloseTo(200, 6);
    expect(ten?.distanceM).toBeCloseTo(400, 6);
  });

  it('is never below any 5-minute window, nor above 5 times the 1-minute peak', () => {
    const segment = fc.tuple(
      fc.double({ min: 0, max: 9, noNaN: true }),
      fc.integer({ min: 1, max: 90 }),
    );
    const run = fc.record({
      gapS: fc.integer({ min: 0, max: 400 }),
      parts: fc.array(segment, { minLength: 1, maxLength: 8 }),
    });
    fc.assert(
      fc.property(
        fc.array(run, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0.3, 1, 2),
        (runs, hz) => {
          let startMs = 0;
          const t = syntheticProcessedTrack({
            hz,
            runs: runs.map(({ gapS, parts }) => {
              const speedsMps = speedProfile(hz, ...parts);
              const placed = { startMs: startMs + gapS * 1000, speedsMps };
              startMs = placed.startMs + speedsMps.length * (1000 / hz) + 1000;
              return placed;
            }),
          });
          const metrics = computeWindowMetrics(t);
          const byLength = new Map(metrics.peakDemands.map((d) => [d.windowMinutes, d]));
          const one = byLength.get(1)!;
          const five = byLength.get(5)!;
          const pieces = countedPieces(t, undefined, undefined);
          const slack = 1e-6;
          let naiveDistanceM = 0;
          let naiveHighM = 0;
          for (let p = 0; p < pieces.count; p++) {
            const [distanceM, highM] = naiveWindow(
              t.speedMps,
              pieces,
              pieces.startMs[p]!,
              5 * MINUTE_MS,
            );
            naiveDistanceM = Math.max(naiveDistanceM, distanceM);
            naiveHighM = Math.max(naiveHighM, highM);
          }
          expect(five.distanceM).toBeGreaterThanOrEqual(naiveDistanceM - slack);
          expect(five.highIntensityDistanceM).toBeGreaterThanOrEqual(naiveHighM - slack);
          // And each is the exact peak: the best window starting at a piece's start or ending at a piece's end.
          for (const demand of [one, five]) {
            const lengthMs = demand.windowMinutes * MINUTE_MS;
            const [exactM, exactHighM] = exactPeak(t.speedMps, pieces, lengthMs);
            expect(demand.distanceM).toBeCloseTo(exactM, 6);
            expect(demand.highIntensityDistanceM).toBeCloseTo(exactHighM, 6);
            const [atStartM] = naiveWindow(t.speedMps, pieces, demand.distanceStartMs!, lengthMs);
            expect(atStartM).toBeCloseTo(demand.distanceM, 6);
          }
          expect(five.distanceM).toBeLessThanOrEqual(5 * one.distanceM + slack);
          expect(five.highIntensityDistanceM).toBeLessThanOrEqual(
            5 * one.highIntensityDistanceM + slack,
          );
          expect(five.accelerationsDecelerations).toBeLessThanOrEqual(
            5 * one.accelerationsDecelerations,
          );
        },
      ),
      { numRuns: 80 },
    );
  });
});

/** Distance and high-intensity distance in [startMs, startMs + lengthMs), piece by piece. */
function naiveWindow(
  speedMps: Float32Array,
  pieces: ReturnType<typeof countedPieces>,
  startMs: number,
  lengthMs: number,
): [number, number] {
  let distanceM = 0;
  let highM = 0;
  for (let p = 0; p < pieces.count; p++) {
    const from = Math.max(startMs, pieces.startMs[p]!);
    const to = Math.min(startMs + lengthMs, pieces.startMs[p]! + pieces.durationS[p]! * 1000);
    if (to <= from) continue;
    const v = speedMps[pieces.sample[p]!]!;
    distanceM += (v * (to - from)) / 1000;
    highM += v >= HIGH_INTENSITY_MPS ? (v * (to - from)) / 1000 : 0;
  }
  return [distanceM, highM];
}

/** The best distance and high-intensity distance over every candidate window, piece by piece. */
function exactPeak(
  speedMps: Float32Array,
  pieces: ReturnType<typeof countedPieces>,
  lengthMs: number,
): [number, number] {
  const firstMs = pieces.startMs[0]!;
  const endOf = (p: number) => pieces.startMs[p]! + pieces.durationS[p]! * 1000;
  const lastMs = endOf(pieces.count - 1);
  if (lengthMs >= lastMs - firstMs) return naiveWindow(speedMps, pieces, firstMs, lengthMs);
  let best: [number, number] = [0, 0];
  for (let p = 0; p < pieces.count; p++) {
    for (const s of [pieces.startMs[p]!, endOf(p) - lengthMs]) {
      if (s < firstMs || s > lastMs - lengthMs) continue;
      const [d, h] = naiveWindow(speedMps, pieces, s, lengthMs);
      best = [Math.max(best[0], d), Math.max(best[1], h)];
    }
  }
  return best;
}
