import { describe, expect, it } from 'vitest';
import { interpolateInvalid } from './interpolateInvalid.js';

describe('interpolateInvalid', () => {
  const timeMs = Float64Array.of(0, 100, 200, 400, 500);

  it('interpolates in time between valid neighbours and holds at the ends', () => {
    const values = Float64Array.of(99, 2, 99, 99, 6);
    interpolateInvalid(values, Uint8Array.of(0, 1, 0, 0, 1), timeMs, 0, 5);
    expect(Array.from(values)).toEqual([2, 2, 3, 5, 6]);
  });

  it('zeroes a stretch without any valid value', () => {
    const values = Float64Array.of(7, 8, 9);
    interpolateInvalid(values, Uint8Array.of(0, 0, 0), timeMs, 0, 3);
    expect(Array.from(values)).toEqual([0, 0, 0]);
  });
});
