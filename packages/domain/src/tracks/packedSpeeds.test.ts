import { describe, expect, it } from 'vitest';
import { packSpeeds, unpackSpeeds } from './packedSpeeds.js';

describe('packed speeds', () => {
  it('round-trip to the hundredth of a km/h, no data kept as null', () => {
    const values = [0, 12.34, null, 35.999, 7.005, Number.NaN, 655.34];
    expect(unpackSpeeds(packSpeeds(values))).toEqual([0, 12.34, null, 36, 7.01, null, 655.34]);
  });

  it('hold negative and impossible speeds at the ends of the range', () => {
    expect(unpackSpeeds(packSpeeds([-3, 1000]))).toEqual([0, 655.34]);
  });

  it('pack two bytes per value, little-endian', () => {
    expect(packSpeeds([])).toBe('');
    // 2.56 km/h = 256 hundredths = bytes 00 01.
    expect(atob(packSpeeds([2.56]))).toBe('\u0000\u0001');
    expect(unpackSpeeds(packSpeeds(new Array(50_000).fill(9.5)))).toHaveLength(50_000);
  });
});
