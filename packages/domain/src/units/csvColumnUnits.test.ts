import { describe, expect, it } from 'vitest';
import { csvColumnUnits } from './csvColumnUnits.js';

describe('csvColumnUnits', () => {
  it('keeps metres and km/h in metric, even for long distances', () => {
    const units = csvColumnUnits('metric');
    expect([units.distance, units.speed, units.distanceRate]).toEqual(['m', 'km/h', 'm/min']);
    expect(units.distanceValue(12_345)).toBe(12_345);
    expect(units.speedValue(27.5)).toBe(27.5);
    expect(units.distanceRateValue(110)).toBe(110);
  });

  it('uses yards (never miles) and mph in both imperial systems', () => {
    for (const system of ['imperial', 'imperial_yards_only'] as const) {
      const units = csvColumnUnits(system);
      expect([units.distance, units.speed, units.distanceRate]).toEqual(['yd', 'mph', 'yd/min']);
      expect(units.distanceValue(9144)).toBeCloseTo(10_000, 9);
      expect(units.speedValue(1.609344 * 20)).toBeCloseTo(20, 9);
      expect(units.distanceRateValue(91.44)).toBeCloseTo(100, 9);
    }
  });

  it('gives speeds in m/s and distances in metres for metres_per_second', () => {
    const units = csvColumnUnits('metres_per_second');
    expect([units.distance, units.speed, units.distanceRate]).toEqual(['m', 'm/s', 'm/min']);
    expect(units.speedValue(36)).toBeCloseTo(10, 9);
    expect(units.distanceValue(1500)).toBe(1500);
  });
});
