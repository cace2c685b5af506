import { describe, expect, it } from 'vitest';
import { computeWindowMetrics } from '../engine/computeWindowMetrics.js';
import { processTrack } from '../engine/processTrack.js';
import type { GpsNoiseOptions } from './addGpsNoise.js';
import { meanderingRun, runningTrackOval, shuttleZigZag, type Course } from './courses.js';
import { createRandom } from './random.js';
import { simulateCourse } from './simulateCourse.js';

// METRICS.md Quality: distance within 2 % of the truth from 1 Hz fixes (watches
// and phones), and within 1 % at 10 Hz, on courses of known length.
const TOLERANCE_BY_RATE = new Map([
  [1, 0.02],
  [10, 0.01],
]);

const SEEDS = [1, 2, 3];
const courses = (seed: number): Course[] => [
  runningTrackOval(9),
  shuttleZigZag(60),
  meanderingRun(createRandom(seed), 3000),
];

type Noise = Partial<Omit<GpsNoiseOptions, 'random' | 'pitch'>>;

/** Relative distance error of every course, seed and rate under one noise model. */
function distanceErrors(noise: Noise) {
  return SEEDS.flatMap((seed) =>
    courses(seed).flatMap((course) => {
      const { truth, tracks } = simulateCourse(course, { seed, noise });
      return [...tracks].map(([rate, track]) => ({
        course: course.name,
        seed,
        rate,
        error: computeWindowMetrics(processTrack(track)).totalDistanceM / truth.distanceM - 1,
      }));
    }),
  );
}

function expectWithinTolerance(errors: ReturnType<typeof distanceErrors>): void {
  for (const e of errors) {
    const where = `${e.course}, seed ${e.seed}, ${e.rate} Hz`;
    expect(Math.abs(e.error), where).toBeLessThan(TOLERANCE_BY_RATE.get(e.rate)!);
  }
}

describe('distance on courses of known length, at 1 Hz and 10 Hz', () => {
  it('recovers a track oval, a shuttle zig-zag and a meandering run from positions alone', () => {
    expectWithinTolerance(distanceErrors({}));
  });

  it('does so with a watch’s noisier, more filtered fixes (2.5 m, over 2 s)', () => {
    expectWithinTolerance(distanceErrors({ correlatedSigmaM: 2.5, receiverSmoothingS: 2 }));
  });

  it('does so from the device’s own speed where the file has it', () => {
    expectWithinTolerance(distanceErrors({ doppler: true }));
  });
});
