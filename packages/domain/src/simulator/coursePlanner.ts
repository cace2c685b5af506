import type { Leg } from './athleteBody.js';
import type { Course } from './courses.js';
import type { LegPlanner } from './recordTruePath.js';

/**
 * Runs a course point to point at its pace, braking at its turns, then
 * stands at the finish. The pace swells and eases by 10 % over two minutes,
 * as a runner's does.
 */
export function coursePlanner(course: Course): LegPlanner {
  let next = 0;
  return (_body, phaseTimeS): Leg => {
    const point = course.points[Math.min(next, course.points.length - 1)]!;
    const finished = next >= course.points.length;
    next++;
    const swell = 1 + 0.1 * Math.sin((2 * Math.PI * phaseTimeS) / 120);
    return {
      xM: point.xM,
      yM: point.yM,
      speedMps: finished ? 0 : course.paceMps * swell,
      // Brisk towards a cone to turn at, or the runner overshoots it.
      responseS: point.turn === true ? 0.4 : 1.2,
      stop: finished || point.turn === true,
      maxDurationS: finished ? 1 : 60,
    };
  };
}
