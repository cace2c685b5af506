import type { Random } from './random.js';

/** A point of a course, pitch metres; `turn` where the athlete brakes, to turn round a cone or to finish. */
export interface CoursePoint {
  xM: number;
  yM: number;
  turn?: boolean;
}

/** A route an athlete runs point to point at about the given pace. */
export interface Course {
  name: string;
  points: CoursePoint[];
  paceMps: number;
}

/** Lane 1 of a 400 m athletics track: 84.39 m straights, bends of radius 36.8 m where lane 1 is measured. */
const STRAIGHT_M = 84.39;
const BEND_RADIUS_M = 36.8;

/** Laps of a running track, a point every 2 m or so. */
export function runningTrackOval(laps: number, paceMps = 4): Course {
  const lap: CoursePoint[] = [];
  const half = STRAIGHT_M / 2;
  const straightSteps = Math.round(STRAIGHT_M / 2);
  const bendSteps = Math.round((Math.PI * BEND_RADIUS_M) / 2);
  for (const side of [1, -1]) {
    for (let k = 0; k < straightSteps; k++) {
      lap.push({
        xM: side * (-half + (k * STRAIGHT_M) / straightSteps),
        yM: -side * BEND_RADIUS_M,
      });
    }
    for (let k = 0; k < bendSteps; k++) {
      const angle = -Math.PI / 2 + (k * Math.PI) / bendSteps;
      lap.push({
        xM: side * (half + BEND_RADIUS_M * Math.cos(angle)),
        yM: side * BEND_RADIUS_M * Math.sin(angle),
      });
    }
  }
  const points = Array.from({ length: laps }, () => lap).flat();
  points.push(lap[0]!);
  return { name: `${laps} laps of a running track`, points, paceMps };
}

/**
 * Shuttle runs between two lines of cones `widthM` apart, each cone `stepM`
 * further along than the last and back again: a zig-zag of sharp turns,
 * braking at each, that stays within 80 m of pitch.
 */
export function shuttleZigZag(shuttles: number, widthM = 20, stepM = 4, paceMps = 6): Course {
  const points: CoursePoint[] = [];
  const conesPerLength = Math.floor(80 / stepM);
  for (let k = 0; k <= shuttles; k++) {
    const leg = k % (2 * conesPerLength);
    const along = stepM * (leg <= conesPerLength ? leg : 2 * conesPerLength - leg);
    points.push({
      xM: -40 + along,
      yM: k % 2 === 0 ? -widthM / 2 : widthM / 2,
      turn: k > 0,
    });
  }
  return { name: `${shuttles} shuttles of a ${widthM} m zig-zag`, points, paceMps };
}

/** A run that wanders: the heading drifts at random every `stepM` metres. */
export function meanderingRun(random: Random, lengthM: number, paceMps = 3.5, stepM = 5): Course {
  const points: CoursePoint[] = [{ xM: 0, yM: 0 }];
  let heading = random.uniform(-Math.PI, Math.PI);
  let turnRate = 0;
  for (let travelled = 0; travelled < lengthM; travelled += stepM) {
    // A turning rate that itself drifts: long bends both ways, now and then a tighter one.
    turnRate = 0.8 * turnRate + 0.12 * random.gaussian();
    heading += turnRate;
    const last = points.at(-1)!;
    points.push({
      xM: last.xM + stepM * Math.cos(heading),
      yM: last.yM + stepM * Math.sin(heading),
    });
  }
  return { name: `a meandering ${Math.round(lengthM)} m run`, points, paceMps };
}
