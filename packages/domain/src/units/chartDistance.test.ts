import { describe, expect, it } from 'vitest';
import { chartDistance, distanceAxisMax } from './chartDistance.js';

describe('chartDistance', () => {
  it('charts metres, or yards for both imperial systems', () => {
    expect(chartDistance('metric').unit).toBe('m');
    expect(chartDistance('metres_per_second').fromMetres(1500)).toBe(1500);
    expect(chartDistance('imperial').unit).toBe('yd');
    expect(chartDistance('imperial_yards_only').fromMetres(914.4)).toBeCloseTo(1000, 9);
  });
});

describe('distanceAxisMax', () => {
  it('rounds the largest value to the nearest 100 and adds 100', () => {
    expect(distanceAxisMax([6449, 120])).toBe(6500);
    expect(distanceAxisMax([6450])).toBe(6600);
    expect(distanceAxisMax([])).toBe(100);
  });
});
