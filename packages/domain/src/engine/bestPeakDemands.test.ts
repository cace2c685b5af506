import { describe, expect, it } from 'vitest';
import { bestPeakDemands } from './bestPeakDemands.js';
import { drillMatchPeakPercent } from './drillMatchPeakPercent.js';
import type { PeakDemand } from './windowMetrics.js';

const demand = (
  windowMinutes: number,
  distanceM: number,
  highM: number,
  count: number,
  at: number,
): PeakDemand => ({
  windowMinutes,
  distanceM,
  distanceStartMs: at,
  highIntensityDistanceM: highM,
  highIntensityStartMs: at + 1,
  accelerationsDecelerations: count,
  accelerationsDecelerationsStartMs: at + 2,
});

describe('bestPeakDemands', () => {
  it('takes each quantity from the match that reached it', () => {
    const first = [demand(1, 180, 40, 6, 1000), demand(5, 700, 120, 20, 1000)];
    const second = [demand(1, 200, 30, 6, 9000), demand(5, 650, 150, 21, 9000)];
    const [one, two, , five] = bestPeakDemands([
      { peakDemands: first, activeSeconds: 5400 },
      { peakDemands: second, activeSeconds: 5400 },
    ]);
    expect(one).toEqual({
      windowMinutes: 1,
      distanceM: 200,
      distanceStartMs: 9000,
      highIntensityDistanceM: 40,
      highIntensityStartMs: 1001,
      accelerationsDecelerations: 6,
      accelerationsDecelerationsStartMs: 1002,
    });
    expect(two?.distanceM).toBe(0);
    expect(two?.distanceStartMs).toBeNull();
    expect(five).toMatchObject({
      distanceM: 700,
      highIntensityDistanceM: 150,
      accelerationsDecelerations: 21,
    });
  });

  it('counts a match only for the lengths its active time covers', () => {
    // A 4-minute appearance: its 5-minute "peak" is those 4 minutes, and does not count.
    const cameo = [demand(1, 250, 80, 9, 0), demand(5, 900, 300, 30, 0)];
    const full = [demand(1, 200, 60, 8, 0), demand(5, 700, 150, 20, 0)];
    const [one, , , five] = bestPeakDemands([
      { peakDemands: cameo, activeSeconds: 240 },
      { peakDemands: full, activeSeconds: 5400 },
    ]);
    expect(one?.distanceM).toBe(250);
    expect(five?.distanceM).toBe(700);
  });

  it('gives zeros without matches', () => {
    expect(bestPeakDemands([]).map((d) => d.distanceM)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('drillMatchPeakPercent', () => {
  const peaks = [
    demand(1, 200, 60, 8, 0),
    demand(2, 360, 90, 12, 0),
    demand(3, 480, 105, 15, 0),
    demand(5, 700, 150, 20, 0),
    demand(10, 1200, 220, 30, 0),
  ];

  it('compares a drill with the longest peak not longer than it', () => {
    // A 4-minute drill of 560 m (140 m/min), 60 m of it high-intensity (15 m/min):
    // the 3-minute peak is 160 m/min and 35 m/min, so 87.5 % and 42.9 %.
    const result = drillMatchPeakPercent(
      { activeSeconds: 240, totalDistanceM: 560, totalHighIntensityDistanceM: 60 },
      peaks,
    );
    expect(result?.windowMinutes).toBe(3);
    expect(result?.distancePercent).toBeCloseTo(87.5, 9);
    expect(result?.highIntensityPercent).toBeCloseTo((15 / 35) * 100, 9);
  });

  it('uses the 10-minute peak for long drills and none for drills under a minute', () => {
    const long = drillMatchPeakPercent(
      { activeSeconds: 1800, totalDistanceM: 3600, totalHighIntensityDistanceM: 0 },
      peaks,
    );
    expect(long?.windowMinutes).toBe(10);
    expect(long?.distancePercent).toBeCloseTo(100, 9);
    expect(long?.highIntensityPercent).toBe(0);
    expect(
      drillMatchPeakPercent(
        { activeSeconds: 50, totalDistanceM: 100, totalHighIntensityDistanceM: 0 },
        peaks,
      ),
    ).toBeNull();
    expect(
      drillMatchPeakPercent(
        { activeSeconds: 600, totalDistanceM: 100, totalHighIntensityDistanceM: 0 },
        [],
      ),
    ).toBeNull();
  });
});
