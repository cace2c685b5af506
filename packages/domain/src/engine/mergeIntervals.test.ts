import { describe, expect, it } from 'vitest';
import { mergeIntervals } from './mergeIntervals.js';

describe('mergeIntervals', () => {
  it('sorts, merges overlapping and touching intervals, and drops empty ones', () => {
    const merged = mergeIntervals([
      { startMs: 10_000, endMs: 12_000 },
      { startMs: 4_000, endMs: 8_000 },
      { startMs: 2_000, endMs: 5_000 },
      { startMs: 8_000, endMs: 9_000 },
      { startMs: 20_000, endMs: 20_000 },
      { startMs: 30_000, endMs: 25_000 },
      { startMs: 3_000, endMs: 4_000 },
    ]);
    expect(merged).toEqual([
      { startMs: 2_000, endMs: 9_000 },
      { startMs: 10_000, endMs: 12_000 },
    ]);
  });

  it('does not mutate its input', () => {
    const input = [
      { startMs: 0, endMs: 5 },
      { startMs: 2, endMs: 9 },
    ];
    mergeIntervals(input);
    expect(input[0]).toEqual({ startMs: 0, endMs: 5 });
  });

  it('gives nothing for nothing', () => {
    expect(mergeIntervals([])).toEqual([]);
  });
});
