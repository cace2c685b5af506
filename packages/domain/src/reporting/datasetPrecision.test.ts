import { describe, expect, it } from 'vitest';
import { toDatasetPrecision } from './datasetPrecision.js';

describe('toDatasetPrecision', () => {
  it('keeps hundredths', () => {
    expect(toDatasetPrecision(5059.259328901767)).toBe(5059.26);
    expect(toDatasetPrecision(27.97199993133545)).toBe(27.97);
    expect(toDatasetPrecision(0.004)).toBe(0);
    expect(toDatasetPrecision(12)).toBe(12);
  });
});
