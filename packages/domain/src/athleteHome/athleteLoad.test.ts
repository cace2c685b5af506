import { describe, expect, it } from 'vitest';
import { athleteLoad } from './athleteLoad.js';

const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const session = (days: number, totalDistanceM: number) => ({
  startTime: daysAgo(days),
  totalDistanceM,
});

describe('athleteLoad', () => {
  it('adds up each of the four 7-day weeks before now, oldest first', () => {
    const load = athleteLoad(
      [session(1, 5000), session(3, 6000), session(10, 7000), session(27, 4000), session(40, 9000)],
      now,
      daysAgo(40),
    );
    expect(load.weeks.map((week) => week.distanceM)).toEqual([4000, 0, 7000, 11000]);
    expect(load.weeks.map((week) => week.sessionCount)).toEqual([1, 0, 1, 2]);
    expect(load.weeks[0]!.startTime).toEqual(daysAgo(28));
    expect(load.weeks[3]!.endTime).toEqual(now);
  });

  it('gives the last 7 days over the mean week of the last 28', () => {
    const load = athleteLoad(
      [session(2, 8000), session(9, 4000), session(16, 4000), session(23, 4000)],
      now,
      daysAgo(30),
    );
    // Acute 8000, chronic (8000 + 3 x 4000) / 4 = 5000.
    expect(load.acuteChronicRatio).toBeCloseTo(1.6, 10);
  });

  it('counts a session that starts exactly 28 days ago, and none that starts now', () => {
    const load = athleteLoad([session(28, 1000), session(0, 2000)], now, daysAgo(28));
    expect(load.weeks[0]!.distanceM).toBe(1000);
    expect(load.weeks[3]!.distanceM).toBe(0);
    expect(load.acuteChronicRatio).toBe(0);
  });

  it('has no ratio with under four weeks of history', () => {
    const load = athleteLoad([session(2, 8000), session(20, 4000)], now, daysAgo(20));
    expect(load.weeks.map((week) => week.distanceM)).toEqual([0, 4000, 0, 8000]);
    expect(load.acuteChronicRatio).toBeNull();
    expect(athleteLoad([], now, null).acuteChronicRatio).toBeNull();
  });

  it('has no ratio when the 28 days hold no distance', () => {
    expect(athleteLoad([session(60, 9000)], now, daysAgo(60)).acuteChronicRatio).toBeNull();
  });
});
