import { describe, expect, it } from 'vitest';
import { newPersonalBests, type SessionFigures } from './personalBests.js';

const figures = (overrides: Partial<SessionFigures> = {}): SessionFigures => ({
  maxSpeedKph: 28,
  totalDistanceM: 6_000,
  totalSprintDistanceM: 200,
  totalHighIntensityDistanceM: 700,
  ...overrides,
});

describe('newPersonalBests', () => {
  it('finds the metrics that beat every earlier session, with the best they beat', () => {
    const earlier = [figures(), figures({ maxSpeedKph: 30.5, totalDistanceM: 7_200 })];
    expect(
      newPersonalBests(figures({ maxSpeedKph: 31.2, totalSprintDistanceM: 260 }), earlier),
    ).toEqual([
      { metric: 'maxSpeedKph', value: 31.2, previous: 30.5 },
      { metric: 'totalSprintDistanceM', value: 260, previous: 200 },
    ]);
  });

  it('sets none in a first session', () => {
    expect(newPersonalBests(figures({ maxSpeedKph: 40 }), [])).toEqual([]);
  });

  it('needs strictly more: equalling the best is not a new one', () => {
    expect(newPersonalBests(figures(), [figures()])).toEqual([]);
  });

  it('leaves out a metric without a value now or before, and zero', () => {
    const earlier = [figures({ totalSprintDistanceM: null, totalHighIntensityDistanceM: 0 })];
    const now = figures({
      maxSpeedKph: null,
      totalSprintDistanceM: 500,
      totalHighIntensityDistanceM: 0,
    });
    expect(newPersonalBests(now, earlier)).toEqual([]);
    expect(
      newPersonalBests(figures({ totalHighIntensityDistanceM: 900 }), [
        figures({ totalHighIntensityDistanceM: null }),
        figures({ totalHighIntensityDistanceM: 800 }),
      ]).map((best) => best.metric),
    ).toEqual(['totalHighIntensityDistanceM']);
  });
});
