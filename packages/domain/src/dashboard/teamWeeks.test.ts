import { describe, expect, it } from 'vitest';
import { isTeamWeek, teamWeeks, teamWeekStarting } from './teamWeeks.js';

describe('teamWeeks', () => {
  it('offers the Monday weeks covering the last 35 days, newest first', () => {
    // Sunday 22 Nov 2026: 35 days back starts on Monday 19 Oct.
    const weeks = teamWeeks(new Date('2026-11-22T12:00:00Z'), 'Europe/London');
    expect(weeks.map((week) => week.startDate)).toEqual([
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
      '2026-10-26',
      '2026-10-19',
    ]);
    expect(weeks[0]!.endDate).toBe('2026-11-22');
  });

  it('adds a sixth week when the 35 days start after a Monday', () => {
    // Monday 23 Nov: 35 days back is Tuesday 20 Oct, in the week of 19 Oct.
    const weeks = teamWeeks(new Date('2026-11-23T08:00:00Z'), 'Europe/London');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.startDate).toBe('2026-11-23');
    expect(weeks[5]!.startDate).toBe('2026-10-19');
  });

  it('starts the week at the Monday of the viewer zone', () => {
    const lateSunday = new Date('2026-11-22T20:00:00Z');
    expect(teamWeeks(lateSunday, 'America/New_York')[0]!.startDate).toBe('2026-11-16');
    expect(teamWeeks(lateSunday, 'Pacific/Auckland')[0]!.startDate).toBe('2026-11-23');
    expect(teamWeeks(lateSunday, 'Pacific/Auckland')[0]!.startTime.toISOString()).toBe(
      '2026-11-22T11:00:00.000Z',
    );
  });

  it('makes the week of a clock change 167 or 169 hours long', () => {
    const hours = (monday: string, zone: string) => {
      const week = teamWeekStarting(monday, zone);
      return (week.endTime.getTime() - week.startTime.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-23', 'Europe/London')).toBe(167);
    expect(hours('2026-10-19', 'Europe/London')).toBe(169);
    expect(hours('2026-10-26', 'America/New_York')).toBe(169);
    expect(hours('2026-09-21', 'Pacific/Auckland')).toBe(167);
    expect(hours('2026-11-16', 'Europe/London')).toBe(168);
  });
});

describe('isTeamWeek', () => {
  it('accepts exactly one week from a Monday midnight in the zone', () => {
    const week = teamWeekStarting('2026-10-19', 'Europe/London');
    expect(isTeamWeek(week.startTime, week.endTime, 'Europe/London')).toBe(true);
    // The same instants are not a Monday-to-Monday week in New York.
    expect(isTeamWeek(week.startTime, week.endTime, 'America/New_York')).toBe(false);
  });

  it('refuses other days, other times and other lengths', () => {
    const zone = 'Europe/London';
    const week = teamWeekStarting('2026-10-19', zone);
    const plus = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);
    expect(isTeamWeek(plus(week.startTime, 24), plus(week.endTime, 24), zone)).toBe(false);
    expect(isTeamWeek(plus(week.startTime, 1), week.endTime, zone)).toBe(false);
    // 168 hours is one hour short of the week the clocks go back in.
    expect(isTeamWeek(week.startTime, plus(week.startTime, 168), zone)).toBe(false);
  });
});
