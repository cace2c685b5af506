import { describe, expect, it } from 'vitest';
import { findTrueEfforts, type TrueEffortRule } from './findTrueEfforts.js';

const RULE: TrueEffortRule = { thresholdMps: 7, minDurationS: 1, maxDipS: 0.5, maxStepMs: 1000 };

/** 10 Hz samples from a list of (speed, seconds) stretches; sample i covers [t(i-1), t(i)). */
function series(...stretches: [number, number][]) {
  const speeds = [0];
  for (const [speed, seconds] of stretches)
    for (let k = 0; k < seconds * 10; k++) speeds.push(speed);
  return {
    timeMs: Float64Array.from(speeds, (_, i) => i * 100),
    speedMps: Float64Array.from(speeds),
  };
}

describe('findTrueEfforts', () => {
  it('finds speed at or above the threshold held for at least 1 s', () => {
    const { timeMs, speedMps } = series([5, 2], [7, 1], [5, 2], [8, 0.9], [5, 1]);
    expect(findTrueEfforts(timeMs, speedMps, RULE)).toEqual([
      { startMs: 2000, endMs: 3000, peakSpeedMps: 7 },
    ]);
  });

  it('bridges dips shorter than 0.5 s but not dips of 0.5 s', () => {
    const short = series([5, 1], [8, 0.6], [6, 0.4], [8, 0.6], [5, 1]);
    expect(findTrueEfforts(short.timeMs, short.speedMps, RULE)).toEqual([
      { startMs: 1000, endMs: 2600, peakSpeedMps: 8 },
    ]);
    const long = series([5, 1], [8, 1], [6, 0.5], [8, 1], [5, 1]);
    expect(findTrueEfforts(long.timeMs, long.speedMps, RULE)).toHaveLength(2);
  });

  it('clips efforts to a window and never joins samples across a gap', () => {
    const { timeMs, speedMps } = series([8, 3]);
    expect(findTrueEfforts(timeMs, speedMps, RULE, 500, 2000)).toEqual([
      { startMs: 500, endMs: 2000, peakSpeedMps: 8 },
    ]);
    timeMs.set(
      timeMs.subarray(16).map((t) => t + 5000),
      16,
    );
    expect(findTrueEfforts(timeMs, speedMps, RULE)).toHaveLength(2);
  });
});
