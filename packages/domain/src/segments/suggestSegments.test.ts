import { describe, expect, it } from 'vitest';
import { MIN_BOUT_MS, MIN_REST_MS, suggestSegments } from './suggestSegments.js';

const SECOND = 1000;
const START = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A 1 Hz team speed series from runs of [seconds, km/h]. */
function series(...runs: [number, number | null][]) {
  const valuesKph = runs.flatMap(([seconds, kph]) => Array<number | null>(seconds).fill(kph));
  return { startMs: START, intervalMs: SECOND, valuesKph };
}

describe('suggestSegments', () => {
  it('finds the bouts of activity separated by rests', () => {
    const bouts = suggestSegments(series([120, 1], [300, 9], [180, 1], [240, 11], [120, 1]), {
      smoothingWindowS: 1,
    });
    expect(bouts).toEqual([
      { startMs: START + 120 * SECOND, endMs: START + 420 * SECOND },
      { startMs: START + 600 * SECOND, endMs: START + 840 * SECOND },
    ]);
  });

  it('joins bouts around a rest shorter than the minimum rest', () => {
    const shortRest = MIN_REST_MS / SECOND - 10;
    const bouts = suggestSegments(series([60, 1], [200, 8], [shortRest, 2], [200, 8], [60, 1]), {
      smoothingWindowS: 1,
    });
    expect(bouts).toEqual([
      { startMs: START + 60 * SECOND, endMs: START + (460 + shortRest) * SECOND },
    ]);
  });

  it('drops bouts shorter than the minimum bout', () => {
    const shortBout = MIN_BOUT_MS / SECOND - 1;
    expect(
      suggestSegments(series([100, 1], [shortBout, 12], [100, 1]), { smoothingWindowS: 1 }),
    ).toEqual([]);
  });

  it('irons out a few seconds of standing inside a drill', () => {
    const bouts = suggestSegments(series([100, 0], [150, 10], [4, 0], [150, 10], [100, 0]));
    expect(bouts).toHaveLength(1);
    expect(bouts[0]!.endMs - bouts[0]!.startMs).toBeGreaterThanOrEqual(300 * SECOND);
  });

  it('counts seconds without data as standing and runs to the end of the session', () => {
    const bouts = suggestSegments(series([90, null], [200, 7]), { smoothingWindowS: 1 });
    expect(bouts).toEqual([{ startMs: START + 90 * SECOND, endMs: START + 290 * SECOND }]);
  });

  it('suggests nothing for an idle or empty session', () => {
    expect(suggestSegments(series([600, 2]))).toEqual([]);
    expect(suggestSegments({ startMs: START, intervalMs: SECOND, valuesKph: [] })).toEqual([]);
  });
});
