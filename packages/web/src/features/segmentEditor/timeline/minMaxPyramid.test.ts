import { describe, expect, it } from 'vitest';
import { MinMaxPyramid } from './minMaxPyramid';

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** The definition itself: every sample of the run, NaN ignored. */
function scan(values: Float32Array, from: number, to: number) {
  let low = Number.NaN;
  let high = Number.NaN;
  for (let index = from; index < to; index += 1) {
    const value = values[index]!;
    if (Number.isNaN(value)) continue;
    if (Number.isNaN(low) || value < low) low = value;
    if (Number.isNaN(high) || value > high) high = value;
  }
  return { low, high };
}

/** The pyramid's answer for one run. */
function extent(pyramid: MinMaxPyramid, from: number, to: number) {
  const lows = new Float32Array(1);
  const highs = new Float32Array(1);
  pyramid.extentInto(from, to, lows, highs, 0);
  return { low: lows[0], high: highs[0] };
}

describe('MinMaxPyramid', () => {
  it('equals a direct scan for random runs of random series, gaps and odd lengths included', () => {
    const next = random(20261129);
    for (let round = 0; round < 200; round += 1) {
      const length = 1 + Math.floor(next() * (round < 100 ? 70 : 3000));
      const gapShare = next() * 0.5;
      const values = Float32Array.from({ length }, () =>
        next() < gapShare ? Number.NaN : next() * 36,
      );
      const pyramid = new MinMaxPyramid(values);
      for (let query = 0; query < 40; query += 1) {
        const from = Math.floor(next() * length);
        const to = from + Math.floor(next() * (length - from + 1));
        expect(extent(pyramid, from, to)).toEqual(scan(values, from, to));
      }
    }
  });

  it('answers NaN for an empty run or one without data, and clamps runs to the series', () => {
    const pyramid = new MinMaxPyramid(Float32Array.from([4, Number.NaN, Number.NaN, 9, 2]));
    expect(extent(pyramid, 2, 2)).toEqual({ low: Number.NaN, high: Number.NaN });
    expect(extent(pyramid, 1, 3)).toEqual({ low: Number.NaN, high: Number.NaN });
    expect(extent(pyramid, -5, 99)).toEqual({ low: 2, high: 9 });
    expect(extent(pyramid, 0, 1)).toEqual({ low: 4, high: 4 });
    expect(extent(pyramid, 3, 5)).toEqual({ low: 2, high: 9 });
    expect(extent(new MinMaxPyramid(new Float32Array(0)), 0, 1)).toEqual({
      low: Number.NaN,
      high: Number.NaN,
    });
  });
});
