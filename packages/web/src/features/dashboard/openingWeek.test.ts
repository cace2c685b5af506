import { teamWeeks } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { openingWeek } from './openingWeek';

// Monday 30 March 2026, 08:00 in London: the clocks went forward the day before.
const monday = new Date('2026-03-30T07:00:00Z');
const zone = 'Europe/London';
const weeks = teamWeeks(monday, zone);
const startDate = (lastSessionStart: string | null) =>
  openingWeek(weeks, lastSessionStart ? new Date(lastSessionStart) : null).startDate;

describe('the week the team weekly table opens on', () => {
  it('is last week on a Monday whose last session was on Saturday', () => {
    expect(startDate('2026-03-28T15:00:00Z')).toBe('2026-03-23');
  });

  it('is this week once a session of this week has started', () => {
    expect(startDate('2026-03-30T06:30:00Z')).toBe('2026-03-30');
  });

  it("follows the viewer's zone at the week's edge", () => {
    // Sunday 23:30 in London is still last week; Monday 00:30 is this one.
    expect(startDate('2026-03-29T22:30:00Z')).toBe('2026-03-23');
    expect(startDate('2026-03-29T23:30:00Z')).toBe('2026-03-30');
  });

  it('is the oldest week offered when the last session was then', () => {
    expect(startDate(weeks.at(-1)!.startTime.toISOString())).toBe(weeks.at(-1)!.startDate);
  });

  it('stays on this week without a session in the weeks offered', () => {
    expect(startDate(null)).toBe('2026-03-30');
    expect(startDate('2026-01-10T15:00:00Z')).toBe('2026-03-30');
  });
});
