import { describe, expect, it } from 'vitest';
import { savitzkyGolay, smoothingWindowSamples } from './savitzkyGolay.js';

describe('savitzkyGolay', () => {
  it('keeps straight lines, edges included (order 1)', () => {
    const src = Float64Array.from({ length: 12 }, (_, k) => 2 + 0.5 * k);
    const dst = new Float64Array(12);
    savitzkyGolay(src, dst, 0, 12, 5, 1);
    for (let k = 0; k < 12; k++) expect(dst[k]).toBeCloseTo(src[k] as number, 12);
  });

  it('averages a spike over the window and leaves other stretches alone', () => {
    const src = new Float64Array(20);
    src[10] = 5;
    const dst = new Float64Array(20).fill(-1);
    savitzkyGolay(src, dst, 5, 15, 5, 1);
    expect(dst[10]).toBeCloseTo(1, 12);
    expect(dst[8]).toBeCloseTo(1, 12);
    expect(dst[7]).toBeCloseTo(0, 12);
    expect(dst[4]).toBe(-1);
    expect(dst[15]).toBe(-1);
  });

  it('copies stretches too short to fit a polynomial', () => {
    const src = Float64Array.of(1, 9);
    const dst = new Float64Array(2);
    savitzkyGolay(src, dst, 0, 2, 5, 1);
    expect(Array.from(dst)).toEqual([1, 9]);
  });

  it('chooses an odd window of about the given seconds, in time: one sample at 1 Hz', () => {
    expect(smoothingWindowSamples(0.35, 0.05)).toBe(7);
    expect(smoothingWindowSamples(0.35, 0.1)).toBe(5);
    expect(smoothingWindowSamples(0.35, 0.2)).toBe(3);
    expect(smoothingWindowSamples(0.35, 0.5)).toBe(1);
    expect(smoothingWindowSamples(0.35, 1)).toBe(1);
    expect(smoothingWindowSamples(0.35, 0)).toBe(3);
  });
});
