import { describe, expect, it } from 'vitest';
import { formatClubDate, instantOfWallClock, wallClockOf } from './clubTime';

describe('the club’s clock', () => {
  it('reads an instant as the club’s date and time, summer and winter', () => {
    expect(wallClockOf('2026-07-01T06:30:00.000Z', 'Europe/London')).toEqual({
      date: '2026-07-01',
      time: '07:30',
    });
    expect(wallClockOf('2026-11-23T20:30:00.000Z', 'Australia/Sydney')).toEqual({
      date: '2026-11-24',
      time: '07:30',
    });
  });

  it('turns a date and time of the club back into the instant', () => {
    expect(instantOfWallClock({ date: '2026-07-01', time: '07:30' }, 'Europe/London')).toBe(
      '2026-07-01T06:30:00.000Z',
    );
    expect(instantOfWallClock({ date: '2026-11-24', time: '07:30' }, 'Australia/Sydney')).toBe(
      '2026-11-23T20:30:00.000Z',
    );
  });

  it('has no instant while the date or the time is incomplete', () => {
    expect(instantOfWallClock({ date: '', time: '07:30' }, 'Europe/London')).toBeNull();
    expect(instantOfWallClock({ date: '2026-07-01', time: '' }, 'Europe/London')).toBeNull();
    expect(instantOfWallClock({ date: '2026-07-01', time: '24:10' }, 'Europe/London')).toBeNull();
  });

  it('names the club’s day', () => {
    expect(formatClubDate('2026-03-14T23:30:00.000Z', 'Europe/Berlin')).toBe('Sun 15 Mar 2026');
    expect(formatClubDate('2026-03-14T23:30:00.000Z', 'Europe/London')).toBe('Sat 14 Mar 2026');
  });
});
