import { describe, expect, it } from 'vitest';
import { formatKickOff } from './formatKickOff';

describe('formatKickOff', () => {
  it('shows weekday, day, month name and a 24-hour time', () => {
    expect(formatKickOff('2025-11-15T16:00:00Z', 'UTC')).toBe('Saturday, 15 November 16:00');
  });

  it('uses the given time zone, across midnight and summer time', () => {
    expect(formatKickOff('2025-11-15T23:30:00Z', 'Europe/Berlin')).toBe(
      'Sunday, 16 November 00:30',
    );
    expect(formatKickOff('2025-07-05T14:05:00Z', 'Europe/London')).toBe('Saturday, 5 July 15:05');
  });

  it('pads minutes and early hours', () => {
    expect(formatKickOff('2025-03-03T09:07:00Z', 'UTC')).toBe('Monday, 3 March 09:07');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatKickOff('not a date', 'UTC')).toBe('');
  });
});
