import { describe, expect, it } from 'vitest';
import { dailyAverageDistance, sessionAverageDistance } from './dailyAverageDistance.js';
import { dashboardDays } from './dashboardDays.js';

const session = (iso: string, avgTotalDistanceM: number | null) => ({
  startTime: new Date(iso),
  avgTotalDistanceM,
});

function valuesByDate(now: string, timeZone: string, sessions: ReturnType<typeof session>[]) {
  const days = dashboardDays(new Date(now), timeZone);
  return Object.fromEntries(
    dailyAverageDistance(days, sessions, timeZone)
      .filter((day) => day.sessionCount > 0)
      .map((day) => [day.date, day.avgDistanceM]),
  );
}

describe('dailyAverageDistance', () => {
  it('puts a late-evening session on its local day, which differs by zone', () => {
    const sessions = [session('2026-11-20T23:30:00Z', 5000)];
    const now = '2026-11-22T12:00:00Z';
    expect(valuesByDate(now, 'Europe/London', sessions)).toEqual({ '2026-11-20': 5000 });
    expect(valuesByDate(now, 'Pacific/Auckland', sessions)).toEqual({ '2026-11-21': 5000 });
    expect(valuesByDate(now, 'America/New_York', sessions)).toEqual({ '2026-11-20': 5000 });
  });

  it('counts days without sessions as 0 and adds up the sessions of one day', () => {
    const days = dashboardDays(new Date('2026-11-22T12:00:00Z'), 'UTC');
    const values = dailyAverageDistance(
      days,
      [session('2026-11-21T09:00:00Z', 4000), session('2026-11-21T17:00:00Z', 2500.5)],
      'UTC',
    );
    expect(values).toHaveLength(30);
    expect(values.find((day) => day.date === '2026-11-21')).toMatchObject({
      avgDistanceM: 6500.5,
      sessionCount: 2,
    });
    expect(values.filter((day) => day.avgDistanceM === 0)).toHaveLength(29);
  });

  it('uses the window edges of the zone: the first day from local midnight, nothing after today', () => {
    const now = '2026-11-22T12:00:00Z';
    const sessions = [
      session('2026-10-23T23:30:00Z', 1000), // 00:30 BST on 24 Oct: London's first day
      session('2026-10-24T00:30:00Z', 1100), // 24 Oct everywhere here
      session('2026-11-23T10:00:00Z', 900), // tomorrow
    ];
    expect(valuesByDate(now, 'Europe/London', sessions)).toEqual({ '2026-10-24': 2100 });
    // In UTC the first one was on 23 Oct, before the 30 days.
    expect(valuesByDate(now, 'UTC', sessions)).toEqual({ '2026-10-24': 1100 });
  });

  it('keeps the hour between 01:00 and 02:00 on the night the clocks go back on one day', () => {
    const sessions = [
      session('2026-10-25T00:30:00Z', 700), // 01:30 BST
      session('2026-10-25T01:30:00Z', 800), // 01:30 GMT, an hour later
      session('2026-10-25T23:30:00Z', 900), // 23:30 GMT, still the 25th
    ];
    expect(valuesByDate('2026-11-01T12:00:00Z', 'Europe/London', sessions)).toEqual({
      '2026-10-25': 2400,
    });
    // In New York the clocks change a week later: the last one is the 25th there too.
    expect(valuesByDate('2026-11-01T12:00:00Z', 'America/New_York', sessions)).toEqual({
      '2026-10-24': 1500,
      '2026-10-25': 900,
    });
  });

  it('starts the day after the spring clock change at its real midnight', () => {
    const sessions = [
      session('2026-03-29T22:59:00Z', 100), // 23:59 BST on the 29th
      session('2026-03-29T23:00:00Z', 200), // 00:00 BST on the 30th
    ];
    expect(valuesByDate('2026-04-02T12:00:00Z', 'Europe/London', sessions)).toEqual({
      '2026-03-29': 100,
      '2026-03-30': 200,
    });
  });
});

describe('sessionAverageDistance', () => {
  it('averages only sessions whose average distance is above zero', () => {
    expect(
      sessionAverageDistance([
        { avgTotalDistanceM: 6000 },
        { avgTotalDistanceM: 0 },
        { avgTotalDistanceM: null },
        { avgTotalDistanceM: 4000 },
      ]),
    ).toBe(5000);
  });

  it('has no line without such a session', () => {
    expect(sessionAverageDistance([])).toBeNull();
    expect(sessionAverageDistance([{ avgTotalDistanceM: 0 }])).toBeNull();
  });
});
