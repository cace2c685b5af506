import { describe, expect, it } from 'vitest';
import { averageNumbers, personalBests, type AthleteSessionNumbers } from './personalBests.js';

const numbers = (
  sessionId: string,
  day: number,
  values: Partial<Omit<AthleteSessionNumbers, 'sessionId' | 'startTime'>>,
): AthleteSessionNumbers => ({
  sessionId,
  startTime: new Date(Date.UTC(2026, 10, day)),
  maxSpeedKph: 0,
  totalDistanceM: 0,
  totalSprintDistanceM: 0,
  totalHighIntensityDistanceM: 0,
  ...values,
});

describe('personalBests', () => {
  it('keeps the best of each metric with the session where it was set', () => {
    const bests = personalBests([
      numbers('a', 1, { maxSpeedKph: 30, totalDistanceM: 9000, totalSprintDistanceM: 200 }),
      numbers('b', 2, { maxSpeedKph: 32, totalDistanceM: 8000, totalHighIntensityDistanceM: 700 }),
      numbers('c', 3, { maxSpeedKph: 31, totalDistanceM: 10000, totalSprintDistanceM: 150 }),
    ]);
    expect(bests.map(({ metric, value, sessionId }) => [metric, value, sessionId])).toEqual([
      ['maxSpeedKph', 32, 'b'],
      ['totalDistanceM', 10000, 'c'],
      ['totalSprintDistanceM', 200, 'a'],
      ['totalHighIntensityDistanceM', 700, 'b'],
    ]);
  });

  it('credits a tie to the session that reached it first, whatever the order given', () => {
    const bests = personalBests([
      numbers('late', 20, { maxSpeedKph: 33 }),
      numbers('early', 5, { maxSpeedKph: 33 }),
    ]);
    expect(bests).toEqual([
      {
        metric: 'maxSpeedKph',
        value: 33,
        sessionId: 'early',
        startTime: new Date(Date.UTC(2026, 10, 5)),
      },
    ]);
  });

  it('has no best without sessions, or of a metric that stayed 0', () => {
    expect(personalBests([])).toEqual([]);
    expect(personalBests([numbers('a', 1, {})])).toEqual([]);
  });
});

describe('averageNumbers', () => {
  it('is the mean of each metric', () => {
    expect(
      averageNumbers([
        numbers('a', 1, { maxSpeedKph: 30, totalDistanceM: 9000 }),
        numbers('b', 2, { maxSpeedKph: 32, totalDistanceM: 8000, totalSprintDistanceM: 100 }),
      ]),
    ).toEqual({
      maxSpeedKph: 31,
      totalDistanceM: 8500,
      totalSprintDistanceM: 50,
      totalHighIntensityDistanceM: 0,
    });
    expect(averageNumbers([])).toBeNull();
  });
});
