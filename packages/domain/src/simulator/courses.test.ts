import { describe, expect, it } from 'vitest';
import { meanderingRun, runningTrackOval, shuttleZigZag } from './courses.js';
import { createRandom } from './random.js';
import { courseLengthM } from './simulateCourse.js';

describe('courses', () => {
  it('laps a 400 m running track, ending where it started', () => {
    const course = runningTrackOval(3);
    expect(courseLengthM(course) / 1200).toBeCloseTo(1, 2);
    expect(course.points.at(-1)).toEqual(course.points[0]);
  });

  it('zig-zags between two lines of cones, braking at every cone but the start', () => {
    const course = shuttleZigZag(30, 20, 4);
    expect(course.points).toHaveLength(31);
    expect(course.points.map((p) => p.yM).slice(0, 3)).toEqual([-10, 10, -10]);
    expect(course.points.filter((p) => p.turn)).toHaveLength(30);
    // Back along the lines after 20 cones: it stays within 80 m.
    const xs = course.points.map((p) => p.xM);
    expect(Math.min(...xs)).toBe(-40);
    expect(Math.max(...xs)).toBe(40);
  });

  it('meanders over the asked length, the same for the same seed', () => {
    const course = meanderingRun(createRandom(7), 2000);
    expect(courseLengthM(course)).toBeCloseTo(2000, 6);
    expect(meanderingRun(createRandom(7), 2000)).toEqual(course);
    const first = course.points[1]!;
    const far = course.points.at(-1)!;
    // It turns: the finish is much nearer than 2 km as the crow flies.
    expect(Math.hypot(far.xM - first.xM, far.yM - first.yM)).toBeLessThan(1500);
  });
});
