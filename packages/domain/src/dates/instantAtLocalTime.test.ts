import { describe, expect, it } from 'vitest';
import { instantAtLocalTime } from './zonedCalendar.js';

describe('instantAtLocalTime', () => {
  it('reads the local time of the date in the zone, summer and winter', () => {
    expect(instantAtLocalTime('2026-11-24', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-11-24T07:30:00.000Z',
    );
    expect(instantAtLocalTime('2026-07-01', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-07-01T06:30:00.000Z',
    );
    expect(instantAtLocalTime('2026-11-24', '07:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-11-23T20:30:00.000Z',
    );
  });

  it('is the day’s own offset on the days the clocks change', () => {
    expect(instantAtLocalTime('2026-03-29', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T06:30:00.000Z',
    );
    expect(instantAtLocalTime('2026-10-25', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T07:30:00.000Z',
    );
  });
});
