import { describe, expect, it } from 'vitest';
import { curveSpeedsOfRun } from './curveSpeeds.js';

/** Differenced velocities and weights of fixes at the given times and places, as computeSpeeds makes them. */
function differenced(timeS: number[], points: [number, number][]) {
  const n = timeS.length;
  const vx = new Float64Array(n);
  const vy = new Float64Array(n);
  const weightS = new Float64Array(n);
  for (let i = 0; i + 1 < n; i++) {
    const dt = (timeS[i + 1] as number) - (timeS[i] as number);
    weightS[i] = dt;
    vx[i] = ((points[i + 1] as [number, number])[0] - (points[i] as [number, number])[0]) / dt;
    vy[i] = ((points[i + 1] as [number, number])[1] - (points[i] as [number, number])[1]) / dt;
  }
  return { vx, vy, weightS, n };
}

function curveDistanceM(timeS: number[], points: [number, number][]): number {
  const { vx, vy, weightS, n } = differenced(timeS, points);
  const speedMps = new Float32Array(n);
  curveSpeedsOfRun(vx, vy, weightS, 0, n - 1, speedMps);
  return speedMps.reduce((sum, v, i) => sum + v * (weightS[i] as number), 0);
}

const chordDistanceM = (points: [number, number][]) =>
  points.slice(1).reduce((sum, [x, y], i) => {
    const [px, py] = points[i] as [number, number];
    return sum + Math.hypot(x - px, y - py);
  }, 0);

describe('curveSpeedsOfRun', () => {
  it('is the differenced speed on a straight line, at any pace', () => {
    const timeS = [0, 1, 2, 3, 5, 6];
    const along = [0, 4, 8, 11, 15, 21];
    const points = along.map((a): [number, number] => [0.6 * a, 0.8 * a]);
    const { vx, vy, weightS, n } = differenced(timeS, points);
    const speedMps = new Float32Array(n);
    curveSpeedsOfRun(vx, vy, weightS, 0, n - 1, speedMps);
    expect(speedMps[0]).toBeCloseTo(4, 5);
    expect(speedMps[2]).toBeCloseTo(3, 5);
    expect(speedMps[3]).toBeCloseTo(2, 5);
    expect(curveDistanceM(timeS, points)).toBeCloseTo(21, 4);
  });

  it('follows a bend sampled once a second where the chords cut it short', () => {
    // 4 m/s round a 10 m radius: 0.4 rad between fixes, chords 0.7 % short.
    const timeS = Array.from({ length: 31 }, (_, k) => k);
    const points = timeS.map((t): [number, number] => [
      10 * Math.cos(0.4 * t),
      10 * Math.sin(0.4 * t),
    ]);
    const arcM = 4 * 30;
    expect(chordDistanceM(points) / arcM).toBeLessThan(0.994);
    expect(Math.abs(curveDistanceM(timeS, points) / arcM - 1)).toBeLessThan(0.001);
  });

  it('recovers part of a turn round a cone between two fixes', () => {
    // 20 m legs at 5 m/s to a cone and back: the fixes land 1 m either side of the turn.
    const timeS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const xs = [0, 5, 10, 15, 19, 19, 15, 10, 5];
    const points = xs.map((x, k): [number, number] => [x, k < 5 ? 0 : 0.5]);
    const chordM = chordDistanceM(points);
    const curveM = curveDistanceM(timeS, points);
    expect(curveM).toBeGreaterThan(chordM + 0.5);
    // Never more than the path through the cone itself.
    expect(curveM).toBeLessThan(chordM + 2);
  });

  it('keeps a standing athlete at zero', () => {
    expect(
      curveDistanceM(
        [0, 1, 2, 3],
        [
          [5, 5],
          [5, 5],
          [5, 5],
          [5, 5],
        ],
      ),
    ).toBe(0);
  });
});
