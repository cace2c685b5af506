import { describe, expect, it } from 'vitest';
import { computeTimeSeries } from './computeTimeSeries.js';
import { countedPieces } from './countedPieces.js';
import {
  speedProfile,
  syntheticProcessedTrack,
  type SyntheticRun,
} from './testing/syntheticTracks.js';
import type { TimeInterval } from './windowMetrics.js';

function seriesOf(hz: number, runs: SyntheticRun[], originMs: number, window?: TimeInterval[]) {
  const track = syntheticProcessedTrack({ hz, runs });
  return computeTimeSeries(track.speedMps, countedPieces(track, window, undefined), originMs, 60);
}

const rounded = (points: { endTime: number; value: number }[]) =>
  points.map(({ endTime, value }) => [endTime, Math.round(value * 1e6) / 1e6]);

describe('computeTimeSeries', () => {
  const profile = speedProfile(10, [2, 60], [4, 60], [6, 30]);

  it('gives mean speed and cumulative distance per minute, at each bucket end', () => {
    const series = seriesOf(10, [{ startMs: 1000, speedsMps: profile }], 1000);
    expect(rounded(series.avgSpeedKphOverTime)).toEqual([
      [61_000, 7.2],
      [121_000, 14.4],
      [181_000, 21.6],
    ]);
    expect(rounded(series.distanceMOverTime)).toEqual([
      [61_000, 120],
      [121_000, 360],
      [181_000, 540],
    ]);
  });

  it('aligns buckets to the origin and splits time across bucket ends', () => {
    const series = seriesOf(10, [{ startMs: 0, speedsMps: profile }], 30_000, [
      { startMs: 30_000, endMs: 150_000 },
    ]);
    expect(rounded(series.avgSpeedKphOverTime)).toEqual([
      [90_000, 10.8],
      [150_000, 18],
    ]);
    expect(rounded(series.distanceMOverTime)).toEqual([
      [90_000, 180],
      [150_000, 480],
    ]);
    const oneHz = seriesOf(1, [{ startMs: 500, speedsMps: speedProfile(1, [2, 60], [4, 1]) }], 0);
    expect(rounded(oneHz.distanceMOverTime)).toEqual([
      // 59 whole seconds at 2 m/s and half of the one straddling the minute...
      [60_000, 59 * 2 + 0.5 * 2],
      // ...its other half and one second at 4 m/s.
      [120_000, 119 + 0.5 * 2 + 4],
    ]);
  });

  it('skips buckets without data in the mean speed and holds the cumulative distance', () => {
    const runs = [
      { startMs: 0, speedsMps: speedProfile(10, [5, 30]) },
      { startMs: 150_000, speedsMps: speedProfile(10, [5, 30]) },
    ];
    const series = seriesOf(10, runs, 0);
    expect(series.avgSpeedKphOverTime.map((p) => p.endTime)).toEqual([60_000, 180_000]);
    expect(rounded(series.distanceMOverTime)).toEqual([
      [60_000, 150],
      [120_000, 150],
      [180_000, 300],
    ]);
  });

  it('samples speed at 1 Hz as the mean of each second, NaN where there is no data', () => {
    const runs = [
      { startMs: 0, speedsMps: speedProfile(10, [2, 2.5], [4, 0.5]) },
      { startMs: 5500, speedsMps: speedProfile(10, [5, 1]) },
    ];
    const { sampledSpeedKphOverTime: sampled } = seriesOf(10, runs, 0);
    expect(sampled.startTime).toBe(0);
    expect(sampled.intervalMs).toBe(1000);
    const values = Array.from(sampled.values, (v) => Math.round(v * 1e4) / 1e4);
    expect(values).toEqual([7.2, 7.2, 10.8, NaN, NaN, 18, 18]);
  });

  it('gives empty series without data', () => {
    const series = seriesOf(10, [{ startMs: 0, speedsMps: [] }], 0);
    expect(series.avgSpeedKphOverTime).toEqual([]);
    expect(series.distanceMOverTime).toEqual([]);
    expect(series.sampledSpeedKphOverTime.values).toHaveLength(0);
  });
});
