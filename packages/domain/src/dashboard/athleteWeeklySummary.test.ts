import { describe, expect, it } from 'vitest';
import { summariseAthleteWeek } from './athleteWeeklySummary.js';

const session = (distanceM: number, sprints: number, maxSpeedKph: number, perMinute: number) => ({
  totalDistanceM: distanceM,
  totalHighIntensityDistanceM: distanceM / 10,
  totalSprintDistanceM: distanceM / 40,
  sprintEvents: sprints,
  maxSpeedKph,
  metresPerMinute: perMinute,
});

describe('summariseAthleteWeek', () => {
  it('gives totals and maxima, and means per session', () => {
    const summary = summariseAthleteWeek([session(6000, 5, 30, 100), session(4000, 2, 27, 80)]);
    expect(summary).toEqual({
      sessionCount: 2,
      totalDistanceM: 10_000,
      totalHighIntensityDistanceM: 1000,
      totalSprintDistanceM: 250,
      totalSprintEvents: 7,
      maxMaxSpeedKph: 30,
      maxMetresPerMinute: 100,
      avgTotalDistanceM: 5000,
      avgTotalHighIntensityDistanceM: 500,
      avgTotalSprintDistanceM: 125,
      avgSprintEvents: 3.5,
      avgMaxSpeedKph: 28.5,
      avgMetresPerMinute: 90,
    });
  });

  it('has no summary without a session with data', () => {
    expect(summariseAthleteWeek([])).toBeNull();
  });
});
