import { describe, expect, it } from 'vitest';
import { computeTeamAverages } from './computeTeamAverages.js';
import { computeWindowMetrics } from './computeWindowMetrics.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';

const metricsOf = (startMs: number, ...parts: [number, number][]) =>
  computeWindowMetrics(
    syntheticProcessedTrack({ hz: 10, runs: [{ startMs, speedsMps: speedProfile(10, ...parts) }] }),
    { window: [{ startMs: 0, endMs: 600_000 }] },
  );

describe('computeTeamAverages', () => {
  it('averages over athletes with data and reports the others as a count', () => {
    const a = metricsOf(0, [5, 120]);
    const b = metricsOf(60_000, [3, 60], [7.5, 10]);
    const empty = metricsOf(700_000, [5, 60]);
    const team = computeTeamAverages([a, null, b, empty]);
    expect(team.participantsWithData).toBe(2);
    expect(team.participantsWithoutData).toBe(2);
    expect(team.avgTotalDistanceM).toBeCloseTo((600 + 180 + 75) / 2, 6);
    expect(team.avgTotalHighIntensityDistanceM).toBeCloseTo(75 / 2, 6);
    expect(team.avgTotalSprintDistanceM).toBeCloseTo(75 / 2, 6);
    expect(team.avgSprintEvents).toBe(0.5);
    expect(team.avgMaxSpeedKph).toBeCloseTo((18 + 27) / 2, 6);
    expect(team.avgAvgSpeedKph).toBeCloseTo((18 + (255 / 70) * 3.6) / 2, 6);
    expect(team.avgMetresPerMinute).toBeCloseTo((300 + (255 / 70) * 60) / 2, 6);
    expect(team.avgDistanceMOverTime.map((p) => [p.endTime, Math.round(p.value)])).toEqual([
      [60_000, 300],
      [120_000, (600 + 180) / 2],
      [180_000, 255],
    ]);
  });

  it('gives zeros and an empty series when nobody has data', () => {
    const team = computeTeamAverages([null, null]);
    expect(team.participantsWithData).toBe(0);
    expect(team.participantsWithoutData).toBe(2);
    expect(team.avgTotalDistanceM).toBe(0);
    expect(team.avgDistanceMOverTime).toEqual([]);
  });
});
