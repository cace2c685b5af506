import { describe, expect, it } from 'vitest';
import { computeSpeedTotals } from './computeSpeedTotals.js';
import { countedPieces } from './countedPieces.js';
import { DEFAULT_METRIC_SETTINGS } from './metricSettings.js';
import { speedThresholds } from './speedThresholds.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';

const thresholds = speedThresholds(DEFAULT_METRIC_SETTINGS);

function totalsOf(hz: number, ...parts: [number, number][]) {
  const track = syntheticProcessedTrack({
    hz,
    runs: [{ startMs: 0, speedsMps: speedProfile(hz, ...parts) }],
  });
  return computeSpeedTotals(track, countedPieces(track, undefined, undefined), thresholds);
}

describe('computeSpeedTotals', () => {
  it.each([10, 20])('sums distance, high-intensity and sprint distance (%i Hz)', (hz) => {
    const totals = totalsOf(hz, [4, 10], [6, 5], [8, 3], [3, 10]);
    expect(totals.activeS).toBeCloseTo(28, 9);
    expect(totals.distanceM).toBeCloseTo(40 + 30 + 24 + 30, 9);
    expect(totals.highIntensityDistanceM).toBeCloseTo(30 + 24, 9);
    expect(totals.sprintDistanceM).toBeCloseTo(24, 9);
    expect(totals.maxSpeedMps).toBe(8);
  });

  it('puts the band bounds in the upper band (half-open zones)', () => {
    const bounds = [1, 6.1 / 3.6, 12 / 3.6, 4, 5.5, 7];
    const totals = totalsOf(10, ...bounds.map((v): [number, number] => [v, 10]));
    expect(Array.from(totals.zoneS, (s) => Math.round(s * 1e6) / 1e6)).toEqual([
      10, 10, 10, 10, 10, 10,
    ]);
    const below = totalsOf(10, [5.499, 10], [6.999, 10]);
    expect(Array.from(below.zoneS, (s) => Math.round(s * 1e6) / 1e6)).toEqual([0, 0, 0, 10, 10, 0]);
    expect(below.highIntensityDistanceM).toBeCloseTo(69.99, 5);
    expect(below.sprintDistanceM).toBe(0);
  });

  it('bins time per 1 km/h, bin k holding [k, k + 1)', () => {
    const totals = totalsOf(10, [1, 10], [5.5, 4], [7, 6]);
    expect(totals.kphBinS).toHaveLength(26);
    expect(totals.kphBinS[3]).toBeCloseTo(10, 9);
    expect(totals.kphBinS[19]).toBeCloseTo(4, 9);
    expect(totals.kphBinS[25]).toBeCloseTo(6, 9);
    expect(totals.kphBinS.reduce((a, b) => a + b, 0)).toBeCloseTo(20, 9);
  });
});
