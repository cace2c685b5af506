import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDaysBetween,
  calendarDateIn,
  isoWeekday,
  startOfCalendarDate,
} from './zonedCalendar.js';

describe('calendarDateIn', () => {
  it('reads the date of an instant in the zone, not in UTC', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-11-22');
    expect(calendarDateIn(instant, 'Europe/London')).toBe('2026-11-22');
    expect(calendarDateIn(instant, 'Europe/Berlin')).toBe('2026-11-23');
    expect(calendarDateIn(instant, 'Pacific/Auckland')).toBe('2026-11-23');
    expect(calendarDateIn(new Date('2026-11-23T03:00:00Z'), 'America/New_York')).toBe('2026-11-22');
  });
});

describe('startOfCalendarDate', () => {
  it('is local midnight, with the offset of that day', () => {
    expect(startOfCalendarDate('2026-01-10', 'Europe/London').toISOString()).toBe(
      '2026-01-10T00:00:00.000Z',
    );
    expect(startOfCalendarDate('2026-07-10', 'Europe/London').toISOString()).toBe(
      '2026-07-09T23:00:00.000Z',
    );
    expect(startOfCalendarDate('2026-07-10', 'America/New_York').toISOString()).toBe(
      '2026-07-10T04:00:00.000Z',
    );
    expect(startOfCalendarDate('2026-07-10', 'Pacific/Auckland').toISOString()).toBe(
      '2026-07-09T12:00:00.000Z',
    );
  });

  it('makes the days of a daylight-saving change 23 and 25 hours long', () => {
    const hours = (date: string, zone: string) =>
      (startOfCalendarDate(addCalendarDays(date, 1), zone).getTime() -
        startOfCalendarDate(date, zone).getTime()) /
      3_600_000;
    expect(hours('2026-03-29', 'Europe/London')).toBe(23);
    expect(hours('2026-10-25', 'Europe/London')).toBe(25);
    expect(hours('2026-03-08', 'America/New_York')).toBe(23);
    expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    expect(hours('2026-09-27', 'Pacific/Auckland')).toBe(23);
    expect(hours('2026-04-05', 'Pacific/Auckland')).toBe(25);
    expect(hours('2026-03-28', 'Europe/London')).toBe(24);
  });

  it('starts a day whose midnight is skipped at its first existing minute', () => {
    // Chile moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    const start = startOfCalendarDate('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(calendarDateIn(start, 'America/Santiago')).toBe('2026-09-06');
    expect(calendarDateIn(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years and knows the weekday', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('counts the days between two dates, across a year and a clock change', () => {
    expect(calendarDaysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(calendarDaysBetween('2026-03-30', '2026-03-27')).toBe(-3);
    expect(calendarDaysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});
