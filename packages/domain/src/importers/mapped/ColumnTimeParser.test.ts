import { describe, expect, it } from 'vitest';
import type { ColumnTimeFormat } from './columnMapping.js';
import { ColumnTimeParser } from './ColumnTimeParser.js';

function parse(format: ColumnTimeFormat, text: string, timeZone?: string): number {
  const bytes = new TextEncoder().encode(text);
  return new ColumnTimeParser(format, timeZone).parse(bytes, 0, bytes.length);
}

describe('ColumnTimeParser', () => {
  it('reads ISO 8601, in the club’s time zone when the time has no offset', () => {
    expect(parse('iso', '2026-07-01T13:45:00.250Z')).toBe(Date.UTC(2026, 6, 1, 13, 45, 0, 250));
    expect(parse('iso', '2026-07-01 13:45:00+02:00')).toBe(Date.UTC(2026, 6, 1, 11, 45));
    expect(parse('iso', '2026-07-01T13:45:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 12, 45));
    expect(parse('iso', '2026-12-01T13:45:00', 'Europe/London')).toBe(
      Date.UTC(2026, 11, 1, 13, 45),
    );
    expect(parse('iso', '2026-07-01T13:45:00')).toBe(Date.UTC(2026, 6, 1, 13, 45));
    expect(parse('iso', '1782913500000')).toBeNaN();
  });

  it('reads day-first and month-first dates with any separator, seconds, fraction and AM/PM', () => {
    const at = Date.UTC(2026, 11, 31, 13, 45);
    expect(parse('dayFirst', '31/12/2026 13:45:00')).toBe(at);
    expect(parse('dayFirst', '31.12.2026 13:45')).toBe(at);
    expect(parse('dayFirst', '31-12-2026 13:45:00.5')).toBe(at + 500);
    expect(parse('monthFirst', '12/31/2026 1:45:00 PM')).toBe(at);
    expect(parse('monthFirst', '12/31/2026 12:05 am')).toBe(Date.UTC(2026, 11, 31, 0, 5));
    expect(parse('dayFirst', '1/7/2026 13:45', 'Europe/Oslo')).toBe(Date.UTC(2026, 6, 1, 11, 45));
    expect(parse('dayFirst', '31/12/2026')).toBe(Date.UTC(2026, 11, 31));
    for (const text of [
      '12/31/2026 13:45',
      '31/12/26 13:45',
      '30/02/2026 10:00',
      '31/12/2026 25:00',
    ]) {
      expect(parse('dayFirst', text)).toBeNaN();
    }
    expect(parse('monthFirst', '12/31/2026 13:45 PM')).toBeNaN();
    expect(parse('dayFirst', '31/12/2026 13:45 tomorrow')).toBeNaN();
  });

  it('reads epoch milliseconds and seconds, with fractions', () => {
    expect(parse('epochMilliseconds', '1782913500000')).toBe(1782913500000);
    expect(parse('epochSeconds', '1782913500.25')).toBe(1782913500250);
    expect(parse('epochSeconds', '9e20')).toBeNaN();
    expect(parse('epochMilliseconds', '2026-07-01')).toBeNaN();
  });

  it('keeps the offset of each day across a change of the clocks', () => {
    // Europe/London goes to summer time at 01:00 UTC on 2026-03-29.
    const parser = new ColumnTimeParser('iso', 'Europe/London');
    const times = ['2026-03-29T00:59:00', '2026-03-29T02:01:00'].map((text) => {
      const bytes = new TextEncoder().encode(text);
      return parser.parse(bytes, 0, bytes.length);
    });
    expect(times).toEqual([Date.UTC(2026, 2, 29, 0, 59), Date.UTC(2026, 2, 29, 1, 1)]);
  });
});
