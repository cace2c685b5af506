import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, formatTimeSpan } from './formatTimeSpan';

describe('formatTimeSpan', () => {
  it('shows a 24-hour time span in local time', () => {
    const start = new Date(2024, 2, 7, 9, 5).toISOString();
    const end = new Date(2024, 2, 7, 18, 30).toISOString();
    expect(formatTimeSpan(start, end)).toBe('09:05-18:30');
  });

  it('shows it in a time zone given, whatever the browser’s', () => {
    expect(
      formatTimeSpan('2026-07-01T06:30:00.000Z', '2026-07-01T08:00:00.000Z', 'Europe/London'),
    ).toBe('07:30-09:00');
    expect(formatTimeOfDay('2026-11-24T07:30:00.000Z', 'Australia/Sydney')).toBe('18:30');
  });
});
