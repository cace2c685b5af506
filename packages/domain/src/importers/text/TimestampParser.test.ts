import { expect, it } from 'vitest';
import { TimestampParser } from './TimestampParser.js';

const parser = new TimestampParser();
const parse = (text: string): number => {
  const bytes = new TextEncoder().encode(text);
  return parser.parse(bytes, 0, bytes.length);
};

it('reads ISO-8601 date-times with any fraction and offset, and epoch milliseconds', () => {
  expect(parse('2013-11-07T21:05:23.687Z')).toBe(Date.UTC(2013, 10, 7, 21, 5, 23, 687));
  // Sub-millisecond fractions are kept (20 Hz systems write 4 digits).
  expect(parse('2013-11-07 21:05:23.6874')).toBeCloseTo(
    Date.UTC(2013, 10, 7, 21, 5, 23, 687) + 0.4,
    6,
  );
  expect(parse('2013-11-07T21:05:23+01:00')).toBe(Date.UTC(2013, 10, 7, 20, 5, 23));
  expect(parse('2013-11-07T21:05-0230')).toBe(Date.UTC(2013, 10, 7, 23, 35));
  expect(parse('2013-11-08')).toBe(Date.UTC(2013, 10, 8));
  expect(parse('1383858323687')).toBe(1383858323687);
  expect(parse('-5')).toBe(-5);
  // Years before 100 are not moved to the 1900s (as Date.UTC would).
  expect(parse('0050-01-01T00:00:00Z')).toBe(new Date('0050-01-01T00:00:00Z').getTime());
  expect(parse('0000-02-29')).toBe(new Date('0000-02-29T00:00:00Z').getTime());
  expect(parse('8640000000000000')).toBe(8.64e15);
});

it('rejects anything else with NaN', () => {
  for (const text of [
    '',
    'noon',
    '2013-02-30T00:00:00Z',
    '2013-11-07T21:05:23.Z',
    '2013-11-07T25:00Z',
    '12.5',
    '2013-11-07T21:05:23Zjunk',
    // Beyond what a Date can hold.
    '8640000000000001',
    '-9999999999999999',
  ]) {
    expect(parse(text)).toBeNaN();
  }
});
