import { describe, expect, it } from 'vitest';
import { percentOfOwnBest } from './percentOfOwnBest.js';

describe('percentOfOwnBest', () => {
  it('divides each eligible value by its athlete’s best eligible value', () => {
    // Athlete 0: 50, 100 -> best 100: 50 %, 100 %. Athlete 1: 30, (200 not eligible), 0 -> best 30: 100 %, -, 0 %.
    // Athlete 2: only missing values and a 0 best: nothing.
    const percents = percentOfOwnBest(
      Float64Array.from([50, 100, 30, 200, 0, NaN, 0]),
      Int32Array.from([0, 0, 1, 1, 1, 2, 3]),
      Uint8Array.from([1, 1, 1, 0, 1, 1, 1]),
    );
    expect(Array.from(percents)).toEqual([50, 100, 100, NaN, 0, NaN, NaN]);
  });
});
