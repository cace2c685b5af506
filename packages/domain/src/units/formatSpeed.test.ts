import { describe, expect, it } from 'vitest';
import { formatSpeed } from './formatSpeed.js';

describe('formatSpeed', () => {
  it('converts km/h to each unit system with one decimal', () => {
    expect(formatSpeed(27.36, 'metric')).toBe('27.4 km/h');
    expect(formatSpeed(27.36, 'imperial')).toBe('17.0 mph');
    expect(formatSpeed(27.36, 'imperial_yards_only')).toBe('17.0 mph');
    expect(formatSpeed(27.36, 'metres_per_second')).toBe('7.6 m/s');
  });
});
