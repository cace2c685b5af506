import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { simulateHeartRate } from './simulateHeartRate.js';

const heart = { restingBpm: 60, maxBpm: 195 };

/** 1 Hz times and speeds: [speedMps, seconds] parts. */
function profile(...parts: [number, number][]) {
  const speeds = parts.flatMap(([v, s]) => Array.from({ length: s }, () => v));
  return {
    timeMs: Float64Array.from(speeds, (_, k) => k * 1000),
    speedMps: Float64Array.from(speeds),
  };
}

const mean = (values: Float32Array, from: number, to: number) =>
  values.slice(from, to).reduce((sum, v) => sum + v, 0) / (to - from);

describe('simulateHeartRate', () => {
  const { timeMs, speedMps } = profile([0, 300], [3, 300], [7, 120], [0, 300]);
  const bpm = simulateHeartRate(timeMs, speedMps, heart, createRandom(7));

  it('settles where the speed puts it: standing, jogging, running hard', () => {
    // Standing: 60 + 0.25 x 135 = 94; jogging 3 m/s: share 0.25 + 0.75 x 0.375^0.75 = 0.609, 142.
    expect(mean(bpm, 200, 300)).toBeCloseTo(94, -1);
    expect(mean(bpm, 500, 600)).toBeCloseTo(142, -1);
    // 7 m/s: share 0.25 + 0.75 x 0.875^0.75 = 0.928, 185.
    expect(mean(bpm, 680, 720)).toBeGreaterThan(178);
    expect(Math.max(...bpm)).toBeLessThanOrEqual(195);
  });

  it('lags behind the speed, and recovers more slowly than it rises', () => {
    // 20 s after the jog starts the rate has covered about 63 % of the way up (time constant 20 s).
    expect(bpm[320]).toBeGreaterThan(115);
    expect(bpm[320]).toBeLessThan(135);
    // 45 s into the rest it has covered about 63 % of the way down from ~185 to 94.
    expect(bpm[765]).toBeGreaterThan(115);
    expect(bpm[765]).toBeLessThan(140);
  });

  it('reports whole beats and repeats itself for the same seed', () => {
    expect(bpm.every((v) => Number.isInteger(v))).toBe(true);
    expect(simulateHeartRate(timeMs, speedMps, heart, createRandom(7))).toEqual(bpm);
    expect(simulateHeartRate(timeMs, speedMps, heart, createRandom(8))).not.toEqual(bpm);
  });
});
