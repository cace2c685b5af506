import { describe, expect, it } from 'vitest';
import { computeWindowMetrics } from '../engine/computeWindowMetrics.js';
import { processTrack } from '../engine/processTrack.js';
import { addGpsNoise } from './addGpsNoise.js';
import { createRandom } from './random.js';
import type { TruePath } from './recordTruePath.js';
import { DEFAULT_SIMULATED_PITCH } from './simulatedPitch.js';

const HZ = 10;
const START_MS = Date.UTC(2026, 10, 2, 10);

/** A path at 10 Hz from a position function of time in seconds; speed by central difference. */
function pathOf(durationS: number, at: (tS: number) => [number, number]): TruePath {
  const n = durationS * HZ + 1;
  const path: TruePath = {
    timeMs: new Float64Array(n),
    xM: new Float64Array(n),
    yM: new Float64Array(n),
    speedMps: new Float64Array(n),
  };
  const h = 1e-3;
  for (let i = 0; i < n; i++) {
    const t = i / HZ;
    const [x, y] = at(t);
    const [x1, y1] = at(t + h);
    path.timeMs[i] = START_MS + i * (1000 / HZ);
    path.xM[i] = x;
    path.yM[i] = y;
    path.speedMps[i] = Math.hypot(x1 - x, y1 - y) / h;
  }
  return path;
}

const measure = (path: TruePath, seed: number) =>
  computeWindowMetrics(
    processTrack(
      addGpsNoise(path, 'tag', {
        random: createRandom(seed),
        pitch: DEFAULT_SIMULATED_PITCH,
        dropouts: false,
      }),
    ),
  );

describe('hand-built paths with realistic 10 Hz GPS noise (Doppler)', () => {
  it('straight lines: 240 m walking at 2 m/s and 600 m at 5 m/s, diagonally', () => {
    const walk = pathOf(120, (t) => [-50 + 2 * t, 0]);
    const run = pathOf(120, (t) => [-50 + 5 * t * 0.4, -20 + 5 * t * Math.sqrt(1 - 0.16)]);
    for (const seed of [1, 2, 3]) {
      expect(Math.abs(measure(walk, seed).totalDistanceM / 240 - 1)).toBeLessThan(0.01);
      expect(Math.abs(measure(run, seed).totalDistanceM / 600 - 1)).toBeLessThan(0.01);
    }
  });

  it('circles: 3 laps of a 20 m radius at 6 m/s', () => {
    const radius = 20;
    const omega = 6 / radius;
    const laps = 3;
    const durationS = Math.round((laps * 2 * Math.PI) / omega);
    const path = pathOf(durationS, (t) => [
      radius * Math.cos(omega * t),
      radius * Math.sin(omega * t),
    ]);
    for (const seed of [4, 5, 6]) {
      const m = measure(path, seed);
      expect(Math.abs(m.totalDistanceM / (6 * durationS) - 1)).toBeLessThan(0.01);
      expect(Math.abs(m.maxSpeedKph / (6 * 3.6) - 1)).toBeLessThan(0.03);
      expect(m.highIntensityEvents).toBe(1);
      expect(m.sprintEvents).toBe(0);
    }
  });

  it('a shuttle run: 6 x 30 m sprints at 8 m/s with turns, 6 sprint efforts', () => {
    // Each leg: 1.5 s accelerating, 2.25 s at 8 m/s, 1.5 s braking, 1 s turning on the spot.
    const leg = (t: number): number => {
      if (t < 1.5) return (8 / 3) * t * t;
      if (t < 3.75) return 6 + 8 * (t - 1.5);
      if (t < 5.25) return 24 + 8 * (t - 3.75) - (8 / 3) * (t - 3.75) ** 2;
      return 30;
    };
    const legS = 6.25;
    const path = pathOf(6 * legS, (t) => {
      const k = Math.min(5, Math.floor(t / legS));
      const along = leg(t - k * legS);
      return [k % 2 === 0 ? along : 30 - along, 0];
    });
    for (const seed of [7, 8, 9]) {
      const m = measure(path, seed);
      expect(Math.abs(m.totalDistanceM / 180 - 1)).toBeLessThan(0.01);
      expect(Math.abs(m.maxSpeedKph / (8 * 3.6) - 1)).toBeLessThan(0.03);
      expect(m.sprintEvents).toBe(6);
      expect(m.highIntensityEvents).toBe(6);
    }
  });
});
