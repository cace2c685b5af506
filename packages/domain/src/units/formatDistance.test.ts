import { describe, expect, it } from 'vitest';
import { convertDistance, formatDistance } from './formatDistance.js';

describe('formatDistance', () => {
  it('shows metres below 1000 m and km with two decimals from 1000 m', () => {
    expect(formatDistance(0, 'metric')).toBe('0 m');
    expect(formatDistance(999.4, 'metric')).toBe('999 m');
    expect(formatDistance(999.6, 'metric')).toBe('1.00 km');
    expect(formatDistance(1000, 'metric')).toBe('1.00 km');
    expect(formatDistance(10_456.7, 'metric')).toBe('10.46 km');
  });

  it('shows yards up to 1760 yd and miles above it in imperial', () => {
    expect(formatDistance(100, 'imperial')).toBe('109 yd');
    expect(formatDistance(1609.33, 'imperial')).toBe('1760 yd');
    expect(formatDistance(1609.344, 'imperial')).toBe('1760 yd');
    expect(formatDistance(1610.3, 'imperial')).toBe('1.00 mi');
    expect(formatDistance(10_000, 'imperial')).toBe('6.21 mi');
  });

  it('never switches to miles in imperial_yards_only', () => {
    expect(formatDistance(10_000, 'imperial_yards_only')).toBe('10936 yd');
  });

  it('keeps metric distances for metres_per_second', () => {
    expect(convertDistance(1500, 'metres_per_second')).toEqual({ value: 1.5, unit: 'km' });
  });
});
