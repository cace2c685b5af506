import { describe, expect, it } from 'vitest';
import { formatMetricDifference, metricDifference } from './metricDifference.js';

describe('metricDifference', () => {
  it('floors the difference and gives it as a percentage of the current value', () => {
    expect(metricDifference(5400.7, 5000.2)).toEqual({ difference: 400, percentage: 7 });
    expect(metricDifference(4000, 5000.5)).toEqual({ difference: -1001, percentage: -26 });
  });

  it('has no difference without a previous or current value', () => {
    expect(metricDifference(5000, null)).toBeNull();
    expect(metricDifference(undefined, 5000)).toBeNull();
    expect(metricDifference(Number.NaN, 5000)).toBeNull();
  });

  it('has no percentage when the current value is zero', () => {
    expect(metricDifference(0, 250)).toEqual({ difference: -250, percentage: null });
  });
});

describe('formatMetricDifference', () => {
  it("shows '--' without a previous value and signs otherwise", () => {
    expect(formatMetricDifference(null)).toBe('--');
    expect(formatMetricDifference({ difference: 400, percentage: 7 })).toBe('+400 (+7%)');
    expect(formatMetricDifference({ difference: -35, percentage: -3 })).toBe('-35 (-3%)');
    expect(formatMetricDifference({ difference: 0, percentage: 0 })).toBe('0 (0%)');
  });

  it('names the unit of the difference when given one', () => {
    expect(formatMetricDifference({ difference: 412, percentage: 7 }, 'm')).toBe('+412 m (+7%)');
    expect(formatMetricDifference({ difference: -35, percentage: null }, 'yd')).toBe('-35 yd');
    expect(formatMetricDifference(null, 'm')).toBe('--');
  });
});
