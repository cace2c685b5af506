import fc from 'fast-check';
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

it("reads the trackers' shape (millisecond fraction, Z) as the general rules do", () => {
  expect(parse('2013-11-07T24:00:00.000Z')).toBe(Date.UTC(2013, 10, 8));
  expect(parse('2016-12-31T23:59:60.500Z')).toBe(Date.UTC(2017, 0, 1, 0, 0, 0, 500));
  expect(parse('0050-01-01T00:00:00.001Z')).toBe(new Date('0050-01-01T00:00:00Z').getTime() + 1);
  for (const text of [
    '2013-02-29T00:00:00.000Z',
    '2013-13-01T00:00:00.000Z',
    '2013-11-07T21:60:00.000Z',
    '2013-11-07T21:05:61.000Z',
    '2013-11-07T21:05:2x.000Z',
    '201x-11-07T21:05:23.000Z',
    '2013-11-07T21:05:23.00xZ',
  ]) {
    expect(parse(text), text).toBeNaN();
  }
  // Years 0000 to 9999: ISO strings of other years have a sign and six digits.
  const times = fc.integer({
    min: Date.parse('0000-01-01T00:00:00Z'),
    max: Date.parse('9999-12-31T23:59:59.999Z'),
  });
  fc.assert(
    fc.property(times, (timeMs) => {
      expect(parse(new Date(timeMs).toISOString())).toBe(timeMs);
    }),
  );
});
