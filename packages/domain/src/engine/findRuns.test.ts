import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRuns } from './findRuns.js';
import { DEFAULT_METRIC_SETTINGS } from './metricSettings.js';

function times(intervalsMs: readonly number[]): Float64Array {
  const timeMs = new Float64Array(intervalsMs.length + 1);
  intervalsMs.forEach((dt, i) => (timeMs[i + 1] = (timeMs[i] as number) + dt));
  return timeMs;
}

describe('findRuns', () => {
  it('takes the exact median interval, for odd and even counts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 300 }),
        (dts) => {
          const sorted = [...dts].sort((a, b) => a - b);
          const mid = sorted.length >> 1;
          const median =
            sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
          expect(findRuns(times(dts), DEFAULT_METRIC_SETTINGS).medianIntervalS).toBe(median / 1000);
        },
      ),
    );
  });

  it('splits at gaps longer than max(1 s, 5 x the median interval)', () => {
    const tenHz = times([100, 100, 100, 1000, 100, 1001, 100]);
    expect(Array.from(findRuns(tenHz, DEFAULT_METRIC_SETTINGS).runBounds)).toEqual([0, 6, 8]);
    const oneHz = times([1000, 1000, 1000, 5000, 1000, 5001, 1000]);
    expect(Array.from(findRuns(oneHz, DEFAULT_METRIC_SETTINGS).runBounds)).toEqual([0, 6, 8]);
  });

  it('gives one empty run for no samples', () => {
    expect(findRuns(new Float64Array(0), DEFAULT_METRIC_SETTINGS)).toEqual({
      runBounds: Uint32Array.of(0),
      medianIntervalS: 0,
    });
  });
});
