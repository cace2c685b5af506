import { describe, expect, it } from 'vitest';
import { runningTrackOval, shuttleZigZag } from './courses.js';
import { courseLengthM, simulateCourse } from './simulateCourse.js';

const NOISELESS = { correlatedSigmaM: 0, whiteSigmaM: 0, receiverRounding: false } as const;

describe('simulateCourse', () => {
  it('runs the course: the true distance is its length, give or take the turns', () => {
    const oval = runningTrackOval(2);
    expect(simulateCourse(oval).truth.distanceM / courseLengthM(oval)).toBeCloseTo(1, 2);
    // Turning round a cone takes a little loop the straight legs leave out.
    const zigZag = shuttleZigZag(10);
    const ratio = simulateCourse(zigZag).truth.distanceM / courseLengthM(zigZag);
    expect(ratio).toBeGreaterThan(1);
    expect(ratio).toBeLessThan(1.15);
  });

  it('records the same run at every rate, ending together on a whole second', () => {
    const { truth, tracks } = simulateCourse(runningTrackOval(1), {
      sampleRatesHz: [1, 5, 10],
      noise: NOISELESS,
    });
    const [one, five, ten] = [tracks.get(1)!, tracks.get(5)!, tracks.get(10)!];
    expect(five.timeMs.length - 1).toBe(5 * (one.timeMs.length - 1));
    expect(ten.timeMs.length - 1).toBe(10 * (one.timeMs.length - 1));
    const lastMs = truth.path.timeMs.at(-1)!;
    for (const track of [one, five, ten]) {
      expect(track.timeMs[0]).toBe(truth.path.timeMs[0]);
      expect(track.timeMs.at(-1)).toBe(lastMs);
      expect(track.metadata.sampleRateHz).toBe(track === one ? 1 : track === five ? 5 : 10);
    }
    // The body stands still at the end of what is recorded.
    expect(truth.path.speedMps.at(-1)).toBeLessThan(0.01);
  });

  it('gives each rate its own seeded noise, the same for the same seed', () => {
    const a = simulateCourse(shuttleZigZag(4), { seed: 3 });
    const b = simulateCourse(shuttleZigZag(4), { seed: 3 });
    const c = simulateCourse(shuttleZigZag(4), { seed: 4 });
    expect(b.tracks.get(1)!.latitudeDeg).toEqual(a.tracks.get(1)!.latitudeDeg);
    expect(c.tracks.get(1)!.latitudeDeg).not.toEqual(a.tracks.get(1)!.latitudeDeg);
    expect(a.tracks.get(10)!.speedMps).toBeUndefined();
  });
});
