import type { BodyLimits } from './athleteBody.js';
import type { Random } from './random.js';

/**
 * Draws one athlete's physical limits: team-sport top speeds of about
 * 28-34 km/h (goalkeepers slower), and acceleration from standing that a
 * force-velocity profile lets fall to zero at top speed.
 */
export function athleteLimits(random: Random, goalkeeper = false): BodyLimits {
  const maxSpeedMps = goalkeeper ? random.uniform(7.6, 8.4) : random.uniform(8.1, 9.4);
  return {
    maxSpeedMps,
    maxAccelerationMps2: random.uniform(6.5, 8.5),
    maxDecelerationMps2: random.uniform(5.5, 7.5),
    maxLateralMps2: random.uniform(5, 7),
  };
}
